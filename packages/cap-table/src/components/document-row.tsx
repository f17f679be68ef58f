import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { documentExpirySchema, type DocumentExpiryValues } from '../data-room-schema';
import type { DataRoomDocument, DataRoomFolder } from '../model';
import { ExpiryBadge } from './expiry-badge';
import { describedBy, FieldProblem } from './field-problem';
import { useCapTableTranslation } from './use-cap-table-translation';

/** What a change's form does once the database took it (the mutation's `onSuccess`). */
export interface AfterSave {
  onSuccess: () => void;
}

export interface DocumentRowProps {
  document: DataRoomDocument;
  today: string;
  onOpen: (document: DataRoomDocument) => void;
  /** Given to members who write documents; the form stays open as typed until the database takes the date. */
  onChangeExpiry?: (document: DataRoomDocument, expiresAt: string | null, after: AfterSave) => void;
  /** The folders a document may move to, for members who write documents. */
  folders?: readonly DataRoomFolder[];
  onMove?: (document: DataRoomDocument, folderId: string) => void;
  /** Given to members who delete documents. */
  onRemove?: (document: DataRoomDocument) => void;
}

/** One document: its name, category and expiry, and what the viewer may do with it. */
export function DocumentRow({ document, today, onOpen, onChangeExpiry, folders, onMove, onRemove }: DocumentRowProps) {
  const { t } = useCapTableTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3" data-testid="data-room-document">
      <span className="min-w-0 basis-full sm:flex-1 sm:basis-0">
        <span className="block truncate font-medium">{document.name}</span>
        <span className="block text-xs text-slate-500 dark:text-slate-400">{t(`dataRoom.categories.${document.category}`)}</span>
      </span>
      <ExpiryBadge expiresAt={document.expires_at} today={today} />
      {editing && onChangeExpiry ? (
        <ExpiryForm expiresAt={document.expires_at} onSave={(expiresAt) => onChangeExpiry(document, expiresAt, { onSuccess: () => setEditing(false) })} onCancel={() => setEditing(false)} />
      ) : null}
      <span className="flex flex-wrap gap-2">
        <button type="button" className="secondary-button" aria-label={t('dataRoom.openNamed', { name: document.name })} onClick={() => onOpen(document)}>
          {t('dataRoom.open')}
        </button>
        {onChangeExpiry && !editing ? (
          <button type="button" className="secondary-button" aria-label={t('dataRoom.editExpiryNamed', { name: document.name })} onClick={() => setEditing(true)}>
            {t('dataRoom.editExpiry')}
          </button>
        ) : null}
        {onMove && folders && folders.length > 1 ? (
          <label className="flex items-center gap-1 text-sm">
            <span className="sr-only">{t('dataRoom.moveTo')}</span>
            <select className="text-field" value={document.folder_id} onChange={(event) => onMove(document, event.target.value)} aria-label={`${t('dataRoom.moveTo')}: ${document.name}`}>
              {folders.map((folder) => (
                <option key={folder.id} value={folder.id}>
                  {folder.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {onRemove ? (
          <button type="button" className="secondary-button" aria-label={t('dataRoom.removeNamed', { name: document.name })} onClick={() => onRemove(document)}>
            {t('dataRoom.remove')}
          </button>
        ) : null}
      </span>
    </li>
  );
}

/** A document's new expiry: a calendar day, or empty for none. */
function ExpiryForm({ expiresAt, onSave, onCancel }: { expiresAt: string | null; onSave: (expiresAt: string | null) => void; onCancel: () => void }) {
  const { t } = useCapTableTranslation();
  const id = useId();
  const form = useForm<DocumentExpiryValues>({ resolver: zodResolver(documentExpirySchema), defaultValues: { expiresAt: expiresAt ?? '' } });
  const problem = form.formState.errors.expiresAt?.message;
  return (
    <form className="flex flex-wrap items-start gap-2" noValidate onSubmit={form.handleSubmit((values) => onSave(values.expiresAt || null))}>
      <span className="flex flex-col gap-1 text-sm">
        <label htmlFor={`${id}-expiry`} className="sr-only">
          {t('dataRoom.expiresAt')}
        </label>
        <input id={`${id}-expiry`} type="date" className="text-field" dir="ltr" {...describedBy(`${id}-expiry-error`, problem)} {...form.register('expiresAt')} />
        <FieldProblem id={`${id}-expiry-error`} message={problem} group="dataRoom" />
      </span>
      <button type="submit" className="primary-button">
        {t('dataRoom.save')}
      </button>
      <button type="button" className="secondary-button" onClick={onCancel}>
        {t('dataRoom.cancel')}
      </button>
    </form>
  );
}
