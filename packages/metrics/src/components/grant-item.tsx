import { errorMessage } from '@fikrspace/errors';
import { useState } from 'react';
import { useRevokeDataShare } from '../api/revoke-data-share';
import type { MetricsScope } from '../keys';
import type { DataShare, MetricDefinition } from '../model';
import { ConfirmDialog } from './confirm-dialog';
import { GrantForm } from './grant-form';
import { Notice } from './section';
import type { GrantTexts } from './use-grant-texts';
import { useMetricFormat } from './use-metric-format';
import { useMetricsTranslation } from './use-metrics-translation';

export interface GrantItemProps {
  scope: MetricsScope;
  share: DataShare;
  definitions: readonly MetricDefinition[];
  texts: GrantTexts;
  canShare: boolean;
  now: number;
  onRevoked: (name: string) => void;
}

/** One live grant: who, what, which months, until when and when it was last read; changed or revoked by a member who shares metrics. */
export function GrantItem({ scope, share, definitions, texts, canShare, now, onRevoked }: GrantItemProps) {
  const { t } = useMetricsTranslation();
  const format = useMetricFormat();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // The refusal is shown in the dialog that asked, so no toast repeats it.
  const revoke = useRevokeDataShare({ mutationConfig: { onError: () => undefined } });
  const name = texts.grantee(share.grantee_organization_id);
  const type = texts.granteeType(share.grantee_organization_id);
  const facts = { allMetrics: share.all_metrics, metricKeys: share.metric_keys, periodFrom: share.period_from, periodTo: share.period_to, expiresAt: share.expires_at };

  // Through the promise, not mutate's own callbacks: the revoked grant leaves the list (and this
  // item unmounts) as soon as the list is read again, and a callback of an unmounted item is
  // dropped, which would lose the panel's notice.
  const confirmRevoke = () =>
    revoke.mutateAsync({ ...scope, shareId: share.id }).then(
      () => {
        setConfirming(false);
        onRevoked(name);
      },
      // The dialog shows the refusal (revoke.error).
      () => undefined,
    );

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800" data-testid="grant">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-base font-semibold text-slate-900 dark:text-slate-100" dir="auto">
            {name}
          </h3>
          {type ? <p className="text-xs text-slate-600 dark:text-slate-400">{type}</p> : null}
        </div>
        {canShare && !editing ? (
          <div className="flex flex-wrap gap-2">
            <button type="button" className="secondary-button" aria-label={t('consent.changeNamed', { name })} onClick={() => setEditing(true)}>
              {t('consent.change')}
            </button>
            <button
              type="button"
              className="secondary-button"
              aria-label={t('consent.revokeNamed', { name })}
              onClick={() => {
                revoke.reset();
                setConfirming(true);
              }}
            >
              {t('consent.revoke')}
            </button>
          </div>
        ) : null}
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <GrantFact label={t('consent.metrics')}>{texts.metrics(facts)}</GrantFact>
        <GrantFact label={t('consent.months')}>{texts.months(facts)}</GrantFact>
        <GrantFact label={t('consent.dataRoom')}>{share.include_documents ? t('consent.dataRoomOpen') : t('consent.dataRoomClosed')}</GrantFact>
        <GrantFact label={t('consent.until')}>{texts.expiry(facts, now)}</GrantFact>
        <GrantFact label={t('consent.lastViewed')}>{share.last_viewed_at ? format.date(share.last_viewed_at) : t('consent.neverViewed')}</GrantFact>
        <GrantFact label={t('consent.grantedOn')}>{format.date(share.granted_at)}</GrantFact>
      </dl>
      {texts.isGovernment(share.grantee_organization_id) ? <p className="text-xs text-slate-600 dark:text-slate-400">{t('consent.governmentNote')}</p> : null}
      {editing ? <GrantForm scope={scope} definitions={definitions} texts={texts} share={share} onDone={() => setEditing(false)} /> : null}
      {confirming ? (
        <ConfirmDialog
          title={t('consent.revokeTitle', { name })}
          confirmLabel={t('consent.revokeConfirm')}
          cancelLabel={t('consent.cancel')}
          busy={revoke.isPending}
          onConfirm={confirmRevoke}
          onCancel={() => setConfirming(false)}
          error={revoke.isError ? <Notice tone="error">{errorMessage(revoke.error)}</Notice> : null}
        >
          {t('consent.revokeBody')}
        </ConfirmDialog>
      ) : null}
    </li>
  );
}

function GrantFact({ label, children }: { label: string; children: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}
