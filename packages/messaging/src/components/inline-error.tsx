import { useMessagingTranslation } from './use-messaging-translation';

/** A read that failed, inside its pane, with a way to try again. */
export function InlineError({ message, onTryAgain }: { message: string; onTryAgain: () => void }) {
  const { t } = useMessagingTranslation();
  return (
    <div role="alert" className="m-4 flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-200">
      <p>{message}</p>
      <button type="button" className="secondary-button" onClick={onTryAgain}>
        {t('tryAgain')}
      </button>
    </div>
  );
}
