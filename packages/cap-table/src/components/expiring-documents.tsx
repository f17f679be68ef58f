import { useExpiringDocuments } from '../api/get-expiring-documents';
import { localToday } from '../model';
import { ExpiryBadge } from './expiry-badge';
import './cap-table.css';
import { useCapTableTranslation } from './use-cap-table-translation';

/** The dashboard's "what is due" part for papers: documents expired or expiring within 60 days, expired first. */
export function ExpiringDocuments({ organizationId, legalHref, today = localToday() }: { organizationId: string; legalHref: string; today?: string }) {
  const { t } = useCapTableTranslation();
  const expiring = useExpiringDocuments(organizationId);
  return (
    <section
      aria-labelledby="expiring-documents-title"
      data-cap-table=""
      data-testid="expiring-documents"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="expiring-documents-title" className="text-lg font-semibold">
        {t('dataRoom.expiringTitle')}
      </h2>
      {expiring.isPending ? null : expiring.isError ? (
        <p role="alert" className="text-sm">
          {t('dataRoom.loadError')}
        </p>
      ) : expiring.data.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('dataRoom.expiringEmpty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {expiring.data.map((document) => (
            <li key={document.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="font-medium">{document.name}</span>
              <ExpiryBadge expiresAt={document.expires_at} today={today} />
            </li>
          ))}
        </ul>
      )}
      <a className="text-sm font-medium underline" href={legalHref}>
        {t('dataRoom.expiringLink')}
      </a>
    </section>
  );
}
