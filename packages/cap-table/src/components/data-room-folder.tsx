import { useState } from 'react';
import type { DataRoomDocument, DataRoomFolder } from '../model';
import { DocumentRow, type AfterSave } from './document-row';
import { FolderNameForm } from './folder-name-form';
import { useCapTableTranslation } from './use-cap-table-translation';

export interface DataRoomFolderProps {
  folder: DataRoomFolder;
  documents: readonly DataRoomDocument[];
  folders: readonly DataRoomFolder[];
  today: string;
  canWrite: boolean;
  canDelete: boolean;
  onOpen: (document: DataRoomDocument) => void;
  /** Renames the folder; the form stays open with the name as typed until the database takes it. */
  onRename: (folder: DataRoomFolder, name: string, after: AfterSave) => void;
  onShare: (folder: DataRoomFolder, shared: boolean) => void;
  onRemoveFolder: (folder: DataRoomFolder) => void;
  onChangeExpiry: (document: DataRoomDocument, expiresAt: string | null, after: AfterSave) => void;
  onMove: (document: DataRoomDocument, folderId: string) => void;
  onRemoveDocument: (document: DataRoomDocument) => void;
}

/** One folder of the data room: its name, whether grantees open it, and its documents. */
export function DataRoomFolderSection({ folder, documents, folders, today, canWrite, canDelete, onOpen, onRename, onShare, onRemoveFolder, onChangeExpiry, onMove, onRemoveDocument }: DataRoomFolderProps) {
  const { t } = useCapTableTranslation();
  const [renaming, setRenaming] = useState(false);
  const headingId = `data-room-folder-${folder.id}`;
  return (
    <section aria-labelledby={headingId} className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900" data-testid="data-room-folder">
      <header className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        {renaming ? (
          <>
            {/* The section keeps its name while the field holds the new one. */}
            <h3 id={headingId} className="sr-only">
              {folder.name}
            </h3>
            <FolderNameForm
              name={folder.name}
              takenNames={folders.map((other) => other.name)}
              onSave={(name) => onRename(folder, name, { onSuccess: () => setRenaming(false) })}
              onCancel={() => setRenaming(false)}
            />
          </>
        ) : (
          <h3 id={headingId} className="me-auto text-base font-semibold">
            {folder.name}
          </h3>
        )}
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${folder.shared_with_grantees ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200' : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200'}`}
        >
          {folder.shared_with_grantees ? t('dataRoom.sharedBadge') : t('dataRoom.privateBadge')}
        </span>
        {canWrite ? (
          <>
            <label className="flex items-center gap-2 text-sm" title={t('dataRoom.sharedHint')}>
              <input type="checkbox" checked={folder.shared_with_grantees} onChange={(event) => onShare(folder, event.target.checked)} aria-label={`${t('dataRoom.sharedLabel')}: ${folder.name}`} />
              {t('dataRoom.sharedLabel')}
            </label>
            {!renaming ? (
              <button type="button" className="secondary-button" onClick={() => setRenaming(true)}>
                {t('dataRoom.rename')}
              </button>
            ) : null}
          </>
        ) : null}
        {canDelete ? (
          <button
            type="button"
            className="secondary-button"
            disabled={documents.length > 0}
            title={documents.length > 0 ? t('dataRoom.folderNotEmpty') : undefined}
            aria-label={t('dataRoom.removeFolderNamed', { name: folder.name })}
            onClick={() => onRemoveFolder(folder)}
          >
            {t('dataRoom.removeFolder')}
          </button>
        ) : null}
      </header>
      {documents.length === 0 ? (
        <p className="px-4 py-3 text-sm text-slate-500 dark:text-slate-400">{t('dataRoom.emptyFolder')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {documents.map((document) => (
            <DocumentRow
              key={document.id}
              document={document}
              today={today}
              onOpen={onOpen}
              folders={folders}
              onChangeExpiry={canWrite ? onChangeExpiry : undefined}
              onMove={canWrite ? onMove : undefined}
              onRemove={canDelete ? onRemoveDocument : undefined}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
