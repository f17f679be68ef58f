import { relationshipsPage } from '../features/relationships/components/relationships-page';
import { MENTORS_PAGE } from '../features/relationships/relationship-pages';

export default relationshipsPage(MENTORS_PAGE);
