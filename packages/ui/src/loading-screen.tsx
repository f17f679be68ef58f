import { useTranslation } from 'react-i18next';

export function LoadingScreen({ fullPage = true }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="loading-screen"
      className={`flex flex-col items-center justify-center gap-4 text-slate-600 dark:text-slate-300 ${fullPage ? 'min-h-screen' : 'min-h-[50vh]'}`}
    >
      <span className="size-10 animate-spin rounded-full border-4 border-brand/30 border-t-brand motion-reduce:animate-none" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}
