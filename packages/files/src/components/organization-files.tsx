import { useQueryClient } from '@fikrspace/data';
import { whenDb } from '@fikrspace/db';
import { ErrorPanel, LoadingScreen } from '@fikrspace/ui';
import { useState } from 'react';
import { useOrganizationFiles, type StoredFile } from '../api/list-objects';
import { removeObject } from '../api/remove-object';
import { createSignedUrl } from '../api/signed-url';
import { uploadObject } from '../api/upload-object';
import { fileKeys } from '../keys';
import type { PrivateBucket } from '../model';
import { objectPath } from '../object-path';
import { FileUpload } from './file-upload';
import { useFilesTranslation } from './use-files-translation';
import './files.css';

export interface OrganizationFilesProps {
  organizationId: string;
  /** A private bucket whose folders are organizations' (pitch decks, the data room). */
  bucket: PrivateBucket;
  title: string;
  description: string;
  uploadLabel: string;
}

/**
 * One organization's folder of a private bucket: its files, newest first, each downloaded through
 * a short-lived signed address or removed, and an upload to add one. The bucket's policies decide
 * who may do what; a refusal is told, never hidden.
 */
export function OrganizationFiles({ organizationId, bucket, title, description, uploadLabel }: OrganizationFilesProps) {
  const { t } = useFilesTranslation();
  const queryClient = useQueryClient();
  const files = useOrganizationFiles(organizationId, bucket);
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: fileKeys.folder(organizationId, bucket) });
  const size = (bytes: number | null) => (bytes === null ? '' : t('folder.size', { size: Math.max(0.1, Math.round(bytes / 100_000) / 10) }));

  const open = async (file: StoredFile) => {
    try {
      window.location.assign(await createSignedUrl(await whenDb(), { bucket, path: file.path, download: file.name }));
    } catch {
      setNotice({ tone: 'error', text: t('folder.openFailed') });
    }
  };
  const remove = async (file: StoredFile) => {
    try {
      await removeObject(await whenDb(), { bucket, path: file.path });
      setNotice({ tone: 'ok', text: t('folder.removed', { name: file.name }) });
    } catch {
      setNotice({ tone: 'error', text: t('folder.removeFailed', { name: file.name }) });
    }
    await refresh();
  };

  return (
    <section data-files="" aria-labelledby={`${bucket}-title`} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      <div>
        <h2 id={`${bucket}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
      </div>
      <div aria-live="polite">
        {notice ? (
          <p role={notice.tone === 'error' ? 'alert' : 'status'} className={`rounded-lg px-3 py-2 text-sm ${notice.tone === 'error' ? 'bg-red-50 text-red-800 dark:bg-red-950/60 dark:text-red-200' : 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-200'}`}>
            {notice.text}
          </p>
        ) : null}
      </div>
      {files.isPending ? (
        <LoadingScreen fullPage={false} />
      ) : files.isError ? (
        <ErrorPanel error={files.error} onTryAgain={() => void files.refetch()} />
      ) : files.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('folder.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid={`${bucket}-list`}>
          {files.data.map((file) => (
            <li key={file.path} className="flex flex-wrap items-center gap-3 py-2">
              <span className="min-w-0 flex-1 truncate text-sm font-medium" dir="auto">
                {file.name}
              </span>
              <span className="text-xs text-slate-500 dark:text-slate-400">{size(file.size)}</span>
              <button type="button" className="secondary-button" aria-label={t('folder.downloadNamed', { name: file.name })} onClick={() => void open(file)}>
                {t('folder.download')}
              </button>
              <button type="button" className="secondary-button" aria-label={t('folder.removeNamed', { name: file.name })} onClick={() => void remove(file)}>
                {t('folder.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <FileUpload
        bucket={bucket}
        label={uploadLabel}
        upload={async (file, options) => uploadObject(await whenDb(), { bucket, path: objectPath(organizationId, file.name), file, ...options })}
        onUploaded={() => {
          setNotice(null);
          void refresh();
        }}
      />
    </section>
  );
}
