import { Can, usePermission } from '@fikrspace/access';
import { useAppStore } from '@fikrspace/app-store';
import { EmptyState, ErrorPanel, LoadingScreen, PageHeader } from '@fikrspace/ui';
import { useCreateDataRoomFolder } from '../api/create-data-room-folder';
import { useDeleteDataRoomDocument } from '../api/delete-data-room-document';
import { useDataRoomDocuments } from '../api/get-data-room-documents';
import { useDataRoomFolders } from '../api/get-data-room-folders';
import { useUpdateDataRoomDocument } from '../api/update-data-room-document';
import { LEGAL_CATEGORIES, localToday } from '../model';
import { CapTableRoot } from './cap-table-root';
import { DocumentRow } from './document-row';
import { DocumentUploadForm, type RenderUpload } from './document-upload-form';
import { useCapTableTranslation } from './use-cap-table-translation';
import { useOpenDocument } from './use-open-document';

/** The folder legal papers are uploaded into: private unless the startup opens it. */
export const LEGAL_FOLDER_NAME = 'Legal';

/**
 * The startup's legal papers (incorporation, shareholder agreement, IP), wherever they are filed
 * in the data room, with their expiry; uploads go into the Legal folder, made on first use.
 */
export function LegalDocumentsPage({ renderUpload, today = localToday() }: { renderUpload: RenderUpload; today?: string }) {
  const { t } = useCapTableTranslation();
  const organizationId = useAppStore((state) => state.organization?.id ?? null);
  const documents = useDataRoomDocuments(organizationId, LEGAL_CATEGORIES);
  const folders = useDataRoomFolders(organizationId);
  const createFolder = useCreateDataRoomFolder();
  const update = useUpdateDataRoomDocument();
  const remove = useDeleteDataRoomDocument();
  const open = useOpenDocument();
  const canWrite = usePermission('documents', 'write');
  const canDelete = usePermission('documents', 'delete');

  const header = <PageHeader title={t('dataRoom.legalTitle')} description={t('dataRoom.legalDescription')} />;
  if (!organizationId) {
    return (
      <CapTableRoot>
        {header}
        <EmptyState title={t('dataRoom.noOrganization')} description={t('dataRoom.noOrganizationHint')} />
      </CapTableRoot>
    );
  }
  const legalFolder = folders.data?.find((folder) => folder.name === LEGAL_FOLDER_NAME);
  const ensureFolder = async () => legalFolder?.id ?? (await createFolder.mutateAsync({ organizationId, name: LEGAL_FOLDER_NAME, position: 1 })).id;

  return (
    <CapTableRoot>
      {header}
      <Can resource="documents" action="write">
        <DocumentUploadForm organizationId={organizationId} folders={legalFolder ? [legalFolder] : []} categories={LEGAL_CATEGORIES} renderUpload={renderUpload} ensureFolder={ensureFolder} today={today} />
      </Can>
      {documents.isPending ? (
        <LoadingScreen fullPage={false} />
      ) : documents.isError ? (
        <ErrorPanel error={documents.error} onTryAgain={() => void documents.refetch()} />
      ) : documents.data.length === 0 ? (
        <EmptyState title={t('dataRoom.legalEmpty')} description={t('dataRoom.legalEmptyHint')} />
      ) : (
        <section aria-label={t('dataRoom.legalTitle')} className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="legal-documents">
            {documents.data.map((document) => (
              <DocumentRow
                key={document.id}
                document={document}
                today={today}
                onOpen={open}
                onChangeExpiry={canWrite.allowed ? (row, expiresAt, after) => update.mutate({ id: row.id, organizationId, changes: { expiresAt } }, after) : undefined}
                onRemove={canDelete.allowed ? (row) => remove.mutate({ id: row.id, organizationId }) : undefined}
              />
            ))}
          </ul>
        </section>
      )}
    </CapTableRoot>
  );
}
