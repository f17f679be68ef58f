import { relationshipsPage } from '../features/relationships/components/relationships-page';
import { INVESTORS_PAGE } from '../features/relationships/relationship-pages';

export default relationshipsPage(INVESTORS_PAGE);
