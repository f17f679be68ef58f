import { relationshipsPage } from '../features/relationships/components/relationships-page';
import { DEMO_DAY_PAGE } from '../features/relationships/relationship-pages';

export default relationshipsPage(DEMO_DAY_PAGE);
