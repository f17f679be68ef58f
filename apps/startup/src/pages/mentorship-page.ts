import { relationshipsPage } from '../features/relationships/components/relationships-page';
import { MENTORSHIP_PAGE } from '../features/relationships/relationship-pages';

export default relationshipsPage(MENTORSHIP_PAGE);
