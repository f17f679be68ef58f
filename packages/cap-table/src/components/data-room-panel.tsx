import { Can, usePermission } from '@fikrspace/access';
import { EmptyState, ErrorPanel, LoadingScreen } from '@fikrspace/ui';
import { useCreateDataRoomFolder } from '../api/create-data-room-folder';
import { useDeleteDataRoomDocument } from '../api/delete-data-room-document';
import { useDeleteDataRoomFolder } from '../api/delete-data-room-folder';
import { useDataRoomDocuments } from '../api/get-data-room-documents';
import { useDataRoomFolders } from '../api/get-data-room-folders';
import { useRenameDataRoomFolder, useSetDataRoomFolderShared } from '../api/update-data-room-folder';
import { useUpdateDataRoomDocument } from '../api/update-data-room-document';
import { localToday } from '../model';
import { CapTableRoot } from './cap-table-root';
import { DataRoomActivity } from './data-room-activity';
import { DataRoomFolderSection } from './data-room-folder';
import { DocumentUploadForm, type RenderUpload } from './document-upload-form';
import { FolderNameForm } from './folder-name-form';
import { useCapTableTranslation } from './use-cap-table-translation';
import { useOpenDocument } from './use-open-document';

export interface DataRoomPanelProps {
  organizationId: string;
  renderUpload: RenderUpload;
  /** Where grants are changed (the metrics page) and where the pitch deck lives. */
  metricsHref: string;
  pitchDeckHref: string;
  today?: string;
}

/** The startup's whole data room: folders and their documents, who may open it, and who did. */
export function DataRoomPanel({ organizationId, renderUpload, metricsHref, pitchDeckHref, today = localToday() }: DataRoomPanelProps) {
  const { t } = useCapTableTranslation();
  const folders = useDataRoomFolders(organizationId);
  const documents = useDataRoomDocuments(organizationId);
  const createFolder = useCreateDataRoomFolder();
  const renameFolder = useRenameDataRoomFolder();
  const shareFolder = useSetDataRoomFolderShared();
  const deleteFolder = useDeleteDataRoomFolder();
  const updateDocument = useUpdateDataRoomDocument();
  const deleteDocument = useDeleteDataRoomDocument();
  const open = useOpenDocument();
  const canWrite = usePermission('documents', 'write').allowed;
  const canDelete = usePermission('documents', 'delete').allowed;

  const failure = folders.error ?? documents.error;
  const folderRows = folders.data ?? [];
  const documentRows = documents.data ?? [];
  return (
    <CapTableRoot>
      <header className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold">{t('dataRoom.title')}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('dataRoom.description')}</p>
        <p className="text-sm">
          {t('dataRoom.pitchDeckLink')}{' '}
          <a className="font-medium underline" href={pitchDeckHref}>
            {t('dataRoom.pitchDeckOpen')}
          </a>
        </p>
      </header>
      <Can resource="documents" action="write">
        <FolderNameForm
          busy={createFolder.isPending}
          takenNames={folders.data?.map((folder) => folder.name) ?? []}
          onSave={(name, done) => createFolder.mutate({ organizationId, name, position: (folders.data?.length ?? 0) + 1 }, { onSuccess: done })}
        />
      </Can>
      {folders.isPending || documents.isPending ? (
        <LoadingScreen fullPage={false} />
      ) : failure ? (
        <ErrorPanel error={failure} onTryAgain={() => void Promise.all([folders.refetch(), documents.refetch()])} />
      ) : folderRows.length === 0 ? (
        <EmptyState title={t('dataRoom.emptyRoom')} description={t('dataRoom.emptyRoomHint')} />
      ) : (
        <>
          {canWrite ? <DocumentUploadForm organizationId={organizationId} folders={folderRows} renderUpload={renderUpload} today={today} /> : null}
          {folderRows.map((folder) => (
            <DataRoomFolderSection
              key={folder.id}
              folder={folder}
              documents={documentRows.filter((document) => document.folder_id === folder.id)}
              folders={folderRows}
              today={today}
              canWrite={canWrite}
              canDelete={canDelete}
              onOpen={open}
              onRename={(row, name, options) => renameFolder.mutate({ id: row.id, organizationId, name }, options)}
              onShare={(row, shared) => shareFolder.mutate({ id: row.id, organizationId, shared })}
              onRemoveFolder={(row) => deleteFolder.mutate({ id: row.id, organizationId })}
              onChangeExpiry={(row, expiresAt, options) => updateDocument.mutate({ id: row.id, organizationId, changes: { expiresAt } }, options)}
              onMove={(row, folderId) => updateDocument.mutate({ id: row.id, organizationId, changes: { folderId } })}
              onRemoveDocument={(row) => deleteDocument.mutate({ id: row.id, organizationId })}
            />
          ))}
        </>
      )}
      <DataRoomActivity organizationId={organizationId} metricsHref={metricsHref} />
    </CapTableRoot>
  );
}
