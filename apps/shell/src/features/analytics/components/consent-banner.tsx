import { useConsent } from '@fikrspace/analytics';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The height the banner takes at the bottom of the window; fixed controls and the page stand above it (styles.css, ui). */
export const BOTTOM_INSET_PROPERTY = '--fs-bottom-inset';

/** Keeps the inset equal to the banner's height while it is shown, however its text wraps. */
function useBottomInset(element: React.RefObject<HTMLElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const banner = element.current;
    if (!shown || !banner) return;
    const style = document.documentElement.style;
    const measure = () => style.setProperty(BOTTOM_INSET_PROPERTY, `${banner.getBoundingClientRect().height}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      style.removeProperty(BOTTOM_INSET_PROPERTY);
    };
  }, [element, shown]);
}

/**
 * Nothing is tracked until the visitor answers (spec 001 §9, GDPR defaults). The answer is
 * remembered; declining stores no identifier.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const [consent, answer] = useConsent();
  const banner = useRef<HTMLElement>(null);
  // Nothing the visitor may need sits under the banner while it waits for an answer: the
  // sidebar (and its Sign out) ends above it, the bug-report button and the page's end rise.
  useBottomInset(banner, consent === 'unknown');
  if (consent !== 'unknown') return null;
  return (
    <section
      ref={banner}
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
