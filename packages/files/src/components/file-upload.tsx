import { useEffect, useId, useRef, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import type { UploadProgress } from '../api/upload-object';
import { isAbortError, NETWORK_FAILURE, storageCodeOf } from '../api/storage-error';
import { acceptFor, checkFile, contentTypeFor, previewKind, type Bucket, type FileProblem } from '../model';
import { megabytes, useAcceptedKinds } from './use-accepted-kinds';
import { useFilesTranslation } from './use-files-translation';
import './files.css';

export interface FileUploadProps {
  /** Where the file goes: the bucket's size limit and accepted kinds are checked before sending. */
  bucket: Bucket;
  /**
   * Sends the file and answers its stored path: usually `uploadObject` bound to the bucket and a
   * path the caller chose (`objectPath(ownerId, file.name)`). It reports progress and stops when
   * the signal aborts.
   */
  upload: (file: File, options: { signal: AbortSignal; onProgress: (progress: UploadProgress) => void }) => Promise<string>;
  onUploaded: (path: string, file: File) => void;
  label: string;
  description?: string;
  disabled?: boolean;
}

/** Why the server refused a file, as the user is told. */
type Refusal = 'too-large' | 'wrong-type' | 'denied' | 'exists' | 'network' | 'other';

type UploadState =
  | { phase: 'idle' }
  | { phase: 'refused'; problem: FileProblem | { kind: 'too-many' } }
  | { phase: 'uploading'; file: File; progress: UploadProgress }
  | { phase: 'uploaded'; file: File }
  | { phase: 'cancelled'; file: File }
  | { phase: 'failed'; file: File; refusal: Refusal };

interface Preview {
  kind: 'image' | 'pdf';
  url: string;
  name: string;
}

function refusalOf(error: unknown): Refusal {
  switch (storageCodeOf(error)) {
    case 'EntityTooLarge':
      return 'too-large';
    case 'InvalidMimeType':
      return 'wrong-type';
    case 'AccessDenied':
    case 'InvalidJWT':
      return 'denied';
    case 'KeyAlreadyExists':
    case 'ResourceAlreadyExists':
      return 'exists';
    case NETWORK_FAILURE:
      return 'network';
    default:
      return 'other';
  }
}

/** Only these are worth sending again as they are; the others need another file or another right. */
const RETRYABLE: readonly Refusal[] = ['network', 'other'];

/** A user's file name inside a sentence, isolated so an Arabic sentence with a Latin name (or the reverse) keeps its order. */
const isolate = (name: string) => `\u2068${name}\u2069`;

function percentOf({ loaded, total }: UploadProgress): number {
  return total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
}

/**
 * Picks one file, by drag and drop or from the file picker (the drop zone is a button: Enter or
 * Space opens the picker), checks it against the bucket before sending anything, shows an image or
 * a PDF before it is sent, and sends it with a progress bar and a Cancel button. A refusal, local
 * or the server's, says why in words the user can act on, and the drop zone stays ready for
 * another file.
 */
export function FileUpload({ bucket, upload, onUploaded, label, description, disabled = false }: FileUploadProps) {
  const { t, i18n } = useFilesTranslation();
  const id = useId();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const [preview, setPreview] = useState<Preview | null>(null);
  // The upload in flight: Cancel aborts it, and a later one makes an earlier one's answers stale.
  const current = useRef<AbortController | null>(null);
  const previewUrl = useRef<string | null>(null);

  const language = i18n.resolvedLanguage ?? i18n.language;
  const { kinds, limitMegabytes } = useAcceptedKinds(bucket);
  const uploading = state.phase === 'uploading';

  useEffect(
    () => () => {
      current.current?.abort();
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );

  function showPreview(file: File | null) {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = null;
    const kind = file ? previewKind(contentTypeFor(file, bucket) ?? '') : null;
    if (!file || !kind) {
      setPreview(null);
      return;
    }
    // A PDF is framed from a copy typed application/pdf, so the browser can only show it as a PDF.
    const url = URL.createObjectURL(kind === 'pdf' ? new Blob([file], { type: 'application/pdf' }) : file);
    previewUrl.current = url;
    setPreview({ kind, url, name: file.name });
  }

  function send(file: File) {
    const controller = new AbortController();
    current.current = controller;
    const isCurrent = () => current.current === controller;
    setState({ phase: 'uploading', file, progress: { loaded: 0, total: file.size } });
    const onProgress = (progress: UploadProgress) => {
      if (isCurrent()) setState((previous) => (previous.phase === 'uploading' ? { ...previous, progress } : previous));
    };
    // An `upload` that throws at once fails like one that rejects.
    new Promise<string>((resolve) => resolve(upload(file, { signal: controller.signal, onProgress }))).then(
      (path) => {
        if (!isCurrent()) return;
        current.current = null;
        setState({ phase: 'uploaded', file });
        onUploaded(path, file);
      },
      (error: unknown) => {
        if (!isCurrent()) return;
        current.current = null;
        setState(controller.signal.aborted || isAbortError(error) ? { phase: 'cancelled', file } : { phase: 'failed', file, refusal: refusalOf(error) });
      },
    );
  }

  function choose(accepted: File[], rejected: FileRejection[]) {
    const files = [...accepted, ...rejected.map((rejection) => rejection.file)];
    if (files.length === 0) return;
    const problem = files.length > 1 ? ({ kind: 'too-many' } as const) : checkFile(files[0]!, bucket);
    if (problem) {
      showPreview(null);
      setState({ phase: 'refused', problem });
      return;
    }
    showPreview(files[0]!);
    send(files[0]!);
  }

  const { getRootProps, getInputProps, isDragActive } = useDropzone({ onDrop: choose, accept: acceptFor(bucket), multiple: false, disabled: disabled || uploading });

  function problemText(problem: FileProblem | { kind: 'too-many' }): string {
    switch (problem.kind) {
      case 'bad-name':
        return t('problem.badName');
      case 'empty':
        return t('problem.empty');
      case 'svg':
        return t('problem.svg', { kinds });
      case 'wrong-type':
        return t('problem.wrongType', { kinds });
      case 'too-large':
        return t('problem.tooLarge', { size: megabytes(problem.maxBytes) });
      case 'too-many':
        return t('problem.tooMany');
    }
  }

  function refusalText(refusal: Refusal): string {
    switch (refusal) {
      case 'too-large':
        return t('refused.tooLarge', { size: limitMegabytes });
      case 'wrong-type':
        return t('refused.wrongType', { kinds });
      case 'denied':
        return t('refused.denied');
      case 'exists':
        return t('refused.exists');
      case 'network':
        return t('refused.network');
      case 'other':
        return t('refused.other');
    }
  }

  const percent = state.phase === 'uploading' ? percentOf(state.progress) : 0;
  const percentText = new Intl.NumberFormat(language, { style: 'percent' }).format(percent / 100);
  // Said in quarters: a screen reader reading every percent would talk over everything else.
  const spokenPercent = new Intl.NumberFormat(language, { style: 'percent' }).format(Math.floor(percent / 25) / 4);
  const status =
    state.phase === 'uploading'
      ? percent >= 25
        ? t('uploadingPercent', { name: isolate(state.file.name), percent: spokenPercent })
        : t('uploading', { name: isolate(state.file.name) })
      : state.phase === 'uploaded'
        ? t('uploaded', { name: isolate(state.file.name) })
        : state.phase === 'cancelled'
          ? t('cancelled', { name: isolate(state.file.name) })
          : '';
  const alert = state.phase === 'refused' ? problemText(state.problem) : state.phase === 'failed' ? refusalText(state.refusal) : null;

  const zoneDisabled = disabled || uploading;
  return (
    <div data-files="" className="flex w-full min-w-0 flex-col gap-3" data-testid="file-upload">
      <span id={`${id}-label`} className="text-sm font-semibold text-slate-900 dark:text-slate-100">
        {label}
      </span>
      {description ? (
        <span id={`${id}-description`} className="text-sm text-slate-600 dark:text-slate-400">
          {description}
        </span>
      ) : null}
      <div
        {...getRootProps({
          role: 'button',
          // Named by its own words, as a speech user reads them off the screen (WCAG 2.5.3); what
          // the file is for is its description.
          'aria-describedby': description ? `${id}-label ${id}-description` : `${id}-label`,
        })}
        className={[
          'flex min-h-32 cursor-pointer flex-col items-center justify-center gap-1 rounded-2xl border-2 border-dashed px-4 py-6 text-center outline-none',
          'focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2 dark:focus-visible:ring-offset-slate-950',
          isDragActive ? 'border-brand bg-brand/10' : 'border-slate-300 bg-white hover:border-slate-400 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-slate-500',
          zoneDisabled ? 'cursor-not-allowed opacity-60' : '',
        ].join(' ')}
        data-testid="file-drop-zone"
      >
        <span id={`${id}-choose`} className="text-sm font-medium text-slate-900 dark:text-slate-100">
          {isDragActive ? t('dropNow') : t('choose')}
        </span>
        <span id={`${id}-limits`} className="text-xs text-slate-600 dark:text-slate-400">
          {t('limits', { kinds, size: limitMegabytes })}
        </span>
      </div>
      <input {...getInputProps({ 'aria-hidden': true })} data-testid="file-input" />

      {preview ? (
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-950">
          {preview.kind === 'image' ? (
            <img src={preview.url} alt={t('previewImage', { name: preview.name })} className="mx-auto max-h-60 w-auto object-contain" />
          ) : (
            <iframe src={preview.url} title={t('previewPdf', { name: preview.name })} className="h-80 w-full sm:h-96" />
          )}
        </div>
      ) : null}

      {state.phase === 'uploading' ? (
        <div className="flex flex-wrap items-center gap-3">
          <div
            role="progressbar"
            aria-label={t('progressLabel', { name: state.file.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={percentText}
            className="h-2 min-w-40 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
          >
            <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <span className="min-w-12 text-end text-sm tabular-nums text-slate-700 dark:text-slate-300" aria-hidden="true" data-testid="upload-percent">
            {percentText}
          </span>
          <button type="button" className="secondary-button" onClick={() => current.current?.abort()} aria-label={t('cancelUpload', { name: state.file.name })}>
            {t('cancel')}
          </button>
        </div>
      ) : null}

      <p role="status" aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300">
        {status}
      </p>
      {alert ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
          <span className="min-w-0 flex-1">{alert}</span>
          {state.phase === 'failed' && RETRYABLE.includes(state.refusal) ? (
            <button type="button" className="secondary-button" onClick={() => send(state.file)}>
              {t('retry')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
