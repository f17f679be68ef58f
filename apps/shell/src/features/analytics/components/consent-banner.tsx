import { useConsent } from '@fikrspace/analytics';
import { useTranslation } from 'react-i18next';

/**
 * Nothing is tracked until the visitor answers (spec 001 §9, GDPR defaults). The answer is
 * remembered; declining stores no identifier.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const [consent, answer] = useConsent();
  if (consent !== 'unknown') return null;
  return (
    <section
      role="region"
      aria-labelledby="consent-title"
      data-testid="consent-banner"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white p-4 shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 md:flex-row md:items-center">
        <div className="flex-1">
          <h2 id="consent-title" className="text-base font-semibold">
            {t('consent.title')}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('consent.body')}</p>
        </div>
        <div className="flex gap-2">
          <button type="button" className="secondary-button" onClick={() => answer('denied')}>
            {t('consent.reject')}
          </button>
          <button type="button" className="primary-button" onClick={() => answer('granted')}>
            {t('consent.accept')}
          </button>
        </div>
      </div>
    </section>
  );
}
