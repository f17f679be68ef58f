import { SharedDataRoomsPage } from '@fikrspace/cap-table/components/shared-data-rooms-page';

/**
 * Due diligence (/fikrspace/investor/due-diligence): the data rooms startups have opened to the
 * investor's organization through a consent grant with documents, company by company.
 */
export default function DueDiligencePage() {
  return <SharedDataRoomsPage />;
}
