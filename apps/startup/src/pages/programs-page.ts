import { relationshipsPage } from '../features/relationships/components/relationships-page';
import { PROGRAMS_PAGE } from '../features/relationships/relationship-pages';

export default relationshipsPage(PROGRAMS_PAGE);
