import { relationshipsPage } from '../features/relationships/components/relationships-page';
import { PROGRAM_PAGE } from '../features/relationships/relationship-pages';

export default relationshipsPage(PROGRAM_PAGE);
