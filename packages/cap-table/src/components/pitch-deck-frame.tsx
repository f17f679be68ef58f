import { useObjectUrl } from './use-object-url';
import { useCapTableTranslation } from './use-cap-table-translation';

interface PitchDeckFrameProps {
  title: string;
  pdf: Blob | undefined;
  loading: boolean;
  failed: boolean;
  onTryAgain?: () => void;
}

/**
 * A deck shown in the page. Storage serves PDFs as attachments that may not be framed, so the
 * frame shows a `blob:` copy of the bytes; the same copy is what the open and download links
 * point at, for browsers that show no PDF in a frame (most phones).
 */
export function PitchDeckFrame({ title, pdf, loading, failed, onTryAgain }: PitchDeckFrameProps) {
  const { t } = useCapTableTranslation();
  const url = useObjectUrl(pdf);
  if (failed) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
        <p>{t('pitchDeck.viewer.failed')}</p>
        {onTryAgain ? (
          <button type="button" className="secondary-button mt-2" onClick={onTryAgain}>
            {t('pitchDeck.viewer.tryAgain')}
          </button>
        ) : null}
      </div>
    );
  }
  if (loading || !url) {
    return (
      <p role="status" className="rounded-xl border border-slate-200 p-6 text-center text-sm text-slate-500 dark:border-slate-800" data-testid="deck-loading">
        {t('pitchDeck.viewer.loading')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <iframe src={url} title={t('pitchDeck.viewer.frameTitle', { title })} className="h-[70vh] min-h-80 w-full rounded-xl border border-slate-200 dark:border-slate-800" data-testid="deck-frame" />
      <p className="flex flex-wrap gap-3 text-sm">
        <a href={url} target="_blank" rel="noopener noreferrer" className="underline">
          {t('pitchDeck.viewer.open')}
        </a>
        <a href={url} download={`${title}.pdf`} className="underline">
          {t('pitchDeck.viewer.download')}
        </a>
      </p>
    </div>
  );
}
