import { expiryState } from '../model';
import { useCapTableTranslation } from './use-cap-table-translation';

/** A document's expiry: red once passed, amber within 30 days, the date otherwise. */
export function ExpiryBadge({ expiresAt, today }: { expiresAt: string | null; today: string }) {
  const { t, i18n } = useCapTableTranslation();
  const state = expiryState(expiresAt, today);
  if (state === 'none' || !expiresAt) return <span className="text-xs text-slate-500 dark:text-slate-400">{t('dataRoom.noExpiry')}</span>;
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${expiresAt}T00:00:00Z`));
  const tone =
    state === 'expired'
      ? 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200'
      : state === 'soon'
        ? 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200'
        : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200';
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${tone}`} data-testid="expiry-badge" data-state={state}>
      {state === 'expired' || state === 'soon' ? (
        <>
          {state === 'expired' ? t('dataRoom.expired') : t('dataRoom.expiringSoon')}
          <span aria-hidden="true">·</span>
          <span>{date}</span>
        </>
      ) : (
        t('dataRoom.expiresOn', { date })
      )}
    </span>
  );
}
