import { LegalDocumentsPage } from '@fikrspace/cap-table/components/legal-documents-page';
import { renderDataRoomUpload } from '../../../components/data-room-upload';

/** The company's legal papers (/fikrspace/startup/legal), kept in the data room's private Legal folder. */
export default function LegalPage() {
  return <LegalDocumentsPage renderUpload={renderDataRoomUpload} />;
}
