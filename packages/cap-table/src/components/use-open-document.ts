import { useOpenDataRoomDocument } from '../api/open-data-room-document';
import type { DataRoomDocument } from '../model';

/** Opens a document in a new tab once its opening is recorded and its signed address made. */
export function useOpenDocument() {
  const open = useOpenDataRoomDocument();
  return (document: Pick<DataRoomDocument, 'id' | 'organization_id' | 'object_path'>) =>
    open.mutate(
      { organizationId: document.organization_id, documentId: document.id, objectPath: document.object_path },
      { onSuccess: (url) => window.open(url, '_blank', 'noopener,noreferrer') },
    );
}
