import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useAddDataRoomDocument } from '../api/add-data-room-document';
import { documentUploadSchema, type DocumentUploadValues } from '../data-room-schema';
import { DATA_ROOM_CATEGORIES, localToday, type DataRoomCategory, type DataRoomFolder } from '../model';
import { describedBy, FieldProblem } from './field-problem';
import { useCapTableTranslation } from './use-cap-table-translation';

/** What the page gives the app's upload control: where to store, whether it may yet, and what to call once stored. */
export interface UploadSlot {
  organizationId: string;
  label: string;
  description: string;
  /** True while the fields above are refused: no file is stored that could not be listed as filed. */
  disabled: boolean;
  onUploaded: (path: string, file: File) => void;
}

export type RenderUpload = (slot: UploadSlot) => ReactNode;

export interface DocumentUploadFormProps {
  organizationId: string;
  folders: readonly DataRoomFolder[];
  categories?: readonly DataRoomCategory[];
  defaultFolderId?: string;
  /** The app's upload control (the files context's FileUpload, bound to the `data-room` bucket). */
  renderUpload: RenderUpload;
  /** Makes the folder a document goes to when there is none yet (the legal page's). */
  ensureFolder?: () => Promise<string>;
  /** The viewer's today (`YYYY-MM-DD`): a new document's expiry is not before it. */
  today?: string;
}

/**
 * Category, expiry and folder first (react-hook-form, checked by zod as they change), then the
 * file: once stored, the document is listed with them. The fields stay as chosen after an
 * upload, for the next document of the same kind.
 */
export function DocumentUploadForm({ organizationId, folders, categories = DATA_ROOM_CATEGORIES, defaultFolderId, renderUpload, ensureFolder, today = localToday() }: DocumentUploadFormProps) {
  const { t } = useCapTableTranslation();
  const id = useId();
  const add = useAddDataRoomDocument();
  const folderRequired = !ensureFolder;
  const schema = useMemo(() => documentUploadSchema({ today, categories, folderRequired }), [today, categories, folderRequired]);
  const form = useForm<DocumentUploadValues>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { category: categories[0] ?? 'other', expiresAt: '', folderId: defaultFolderId ?? folders[0]?.id ?? '' },
  });
  const { errors } = form.formState;
  const values = form.watch();
  const ready = schema.safeParse(values).success;
  // A folder removed since it was chosen, or the legal page's folder made since: the first one listed.
  const folderId = folders.some((candidate) => candidate.id === values.folderId) ? values.folderId : (folders[0]?.id ?? '');
  const folder = folders.find((candidate) => candidate.id === folderId);

  const onUploaded = (path: string, file: File) =>
    form
      .handleSubmit(async ({ category, expiresAt }) => {
        const target = folderId || (ensureFolder ? await ensureFolder() : '');
        if (!target) return;
        add.mutate({ organizationId, folderId: target, objectPath: path, name: file.name, category, fileSize: file.size, contentType: file.type, expiresAt: expiresAt || null });
      })()
      // A folder that could not be made is told by its own mutation's toast.
      .catch(() => undefined);

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-3 dark:border-slate-800 dark:bg-slate-900" data-testid="data-room-upload">
      <h3 id={`${id}-title`} className="text-base font-semibold sm:col-span-3">
        {folder ? t('dataRoom.uploadInto', { folder: folder.name }) : t('dataRoom.upload')}
      </h3>
      <span className="flex flex-col gap-1 text-sm">
        <label htmlFor={`${id}-category`}>{t('dataRoom.category')}</label>
        <select id={`${id}-category`} className="text-field" {...describedBy(`${id}-category-error`, errors.category?.message)} {...form.register('category')}>
          {categories.map((value) => (
            <option key={value} value={value}>
              {t(`dataRoom.categories.${value}`)}
            </option>
          ))}
        </select>
        <FieldProblem id={`${id}-category-error`} message={errors.category?.message} group="dataRoom" />
      </span>
      <span className="flex flex-col gap-1 text-sm">
        <label htmlFor={`${id}-expiry`}>{t('dataRoom.expiresAt')}</label>
        <input id={`${id}-expiry`} type="date" className="text-field" dir="ltr" min={today} {...describedBy(`${id}-expiry-error`, errors.expiresAt?.message)} {...form.register('expiresAt')} />
        <FieldProblem id={`${id}-expiry-error`} message={errors.expiresAt?.message} group="dataRoom" />
      </span>
      {folders.length > 1 ? (
        <span className="flex flex-col gap-1 text-sm">
          <label htmlFor={`${id}-folder`}>{t('dataRoom.folder')}</label>
          <select id={`${id}-folder`} className="text-field" {...describedBy(`${id}-folder-error`, errors.folderId?.message)} {...form.register('folderId')}>
            {folders.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
          <FieldProblem id={`${id}-folder-error`} message={errors.folderId?.message} group="dataRoom" />
        </span>
      ) : null}
      <div className="flex flex-col gap-2 sm:col-span-3">
        {ready ? null : (
          <p className="text-sm text-red-700 dark:text-red-300" data-testid="upload-blocked">
            {t('dataRoom.uploadBlocked')}
          </p>
        )}
        {renderUpload({ organizationId, label: t('dataRoom.upload'), description: t('dataRoom.uploadHint'), disabled: !ready, onUploaded })}
      </div>
    </section>
  );
}
