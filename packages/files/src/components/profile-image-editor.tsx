import { whenDb } from '@fikrspace/db';
import { useState } from 'react';
import { getPublicUrl } from '../api/public-url';
import { removeObject } from '../api/remove-object';
import { uploadObject } from '../api/upload-object';
import { objectPath, objectPathOfPublicUrl } from '../object-path';
import { FileUpload } from './file-upload';
import { useFilesTranslation } from './use-files-translation';
import './files.css';

/** The public buckets whose images stand for someone: a user's avatar, an organization's logo. */
export type ProfileImageBucket = 'avatars' | 'organization-logos';

export interface ProfileImageEditorProps {
  bucket: ProfileImageBucket;
  /** The owner's folder in the bucket: the user's id for an avatar, the organization's for a logo. */
  ownerFolder: string;
  /** The image the profile names now (its public address), if any. */
  currentUrl: string | null;
  /** Shown in place of an image when there is none (a person's or an organization's initials). */
  fallbackText: string;
  shape: 'round' | 'square';
  title: string;
  description: string;
  uploadLabel: string;
  /** What the current image shows, for its text alternative ("Your avatar"). */
  imageAlt: string;
  /**
   * Names the new image (its public address) on the profile, or none; rejects when the database
   * refuses. Only once it has succeeded is the image it replaces removed from Storage.
   */
  save: (url: string | null) => Promise<void>;
  /** When false the image is shown with `readOnlyNote`, and nothing can be changed. */
  canEdit: boolean;
  readOnlyNote?: string;
}

type Notice = { tone: 'ok' | 'error'; text: string } | null;

/**
 * A profile's picture: what it is now, an upload to replace it and a button to remove it. The
 * new file goes under a new name (a public image is cached for an hour, so replacing the old
 * one in place would leave people seeing it), the profile is pointed at it, and the old file is
 * removed after. A profile that refuses the new address leaves the old image in place and the
 * new file is removed again: nothing is lost and nothing is left behind.
 */
export function ProfileImageEditor({ bucket, ownerFolder, currentUrl, fallbackText, shape, title, description, uploadLabel, imageAlt, save, canEdit, readOnlyNote }: ProfileImageEditorProps) {
  const { t } = useFilesTranslation();
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const headingId = `${bucket}-editor-title`;
  const rounded = shape === 'round' ? 'rounded-full' : 'rounded-2xl';

  const discard = async (url: string | null) => {
    const path = url ? objectPathOfPublicUrl(url, bucket, ownerFolder) : null;
    // The profile no longer names it: a file that stays behind costs storage, not correctness.
    if (path) await removeObject(await whenDb(), { bucket, path }).catch(() => undefined);
  };

  const replace = async (path: string) => {
    setBusy(true);
    setNotice(null);
    const db = await whenDb();
    const url = getPublicUrl(db, { bucket, path });
    try {
      await save(url);
    } catch {
      await removeObject(db, { bucket, path }).catch(() => undefined);
      setNotice({ tone: 'error', text: t('image.saveFailed') });
      setBusy(false);
      return;
    }
    await discard(currentUrl);
    setNotice({ tone: 'ok', text: t('image.saved') });
    setBusy(false);
  };

  const clear = async () => {
    setBusy(true);
    setNotice(null);
    try {
      await save(null);
    } catch {
      setNotice({ tone: 'error', text: t('image.removeFailed') });
      setBusy(false);
      return;
    }
    await discard(currentUrl);
    setNotice({ tone: 'ok', text: t('image.removed') });
    setBusy(false);
  };

  return (
    <section data-files="" aria-labelledby={headingId} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900" data-testid={`${bucket}-editor`}>
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        {currentUrl ? (
          <img src={currentUrl} alt={imageAlt} className={`h-20 w-20 border border-slate-200 bg-white object-cover dark:border-slate-700 ${rounded}`} data-testid="profile-image-current" />
        ) : (
          <span
            aria-hidden="true"
            className={`flex h-20 w-20 items-center justify-center bg-slate-100 text-2xl font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200 ${rounded}`}
          >
            {fallbackText}
          </span>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <p className="text-sm text-slate-700 dark:text-slate-300">{currentUrl ? t('image.current') : t('image.none')}</p>
          {canEdit && currentUrl ? (
            <button type="button" className="secondary-button self-start" disabled={busy} onClick={() => void clear()}>
              {t('image.remove')}
            </button>
          ) : null}
        </div>
      </div>
      {canEdit ? (
        <FileUpload bucket={bucket} label={uploadLabel} disabled={busy} upload={async (file, options) => uploadObject(await whenDb(), { bucket, path: objectPath(ownerFolder, file.name), file, ...options })} onUploaded={(path) => void replace(path)} />
      ) : readOnlyNote ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{readOnlyNote}</p>
      ) : null}
      <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
        {notice?.tone === 'ok' ? notice.text : ''}
      </p>
      {notice?.tone === 'error' ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {notice.text}
        </p>
      ) : null}
    </section>
  );
}
