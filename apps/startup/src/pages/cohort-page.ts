import { relationshipsPage } from '../features/relationships/components/relationships-page';
import { COHORT_PAGE } from '../features/relationships/relationship-pages';

export default relationshipsPage(COHORT_PAGE);
