import { ErrorPanel } from '@fikrspace/ui';
import { useVestedQuantities } from '../../api/get-vested-quantities';
import type { CapTableSnapshot } from '../../ledger-model';
import { useCapTableTranslation } from '../use-cap-table-translation';
import { LedgerSection } from './ledger-section';
import { useLedgerFormat } from './use-ledger-format';

/**
 * What the signed-in person holds as of the date, through the stakeholder rows linked to their
 * account: each security, and for a grant with a schedule how much has vested (computed by the
 * database). Nothing shows for someone who holds nothing.
 */
export function MyHoldings({ organizationId, snapshot, userId }: { organizationId: string; snapshot: CapTableSnapshot; userId: string }) {
  const { t } = useCapTableTranslation();
  const format = useLedgerFormat();
  const mine = new Set(snapshot.stakeholders.filter((holder) => holder.user_id === userId).map((holder) => holder.id));
  const positions = snapshot.positions.filter((position) => mine.has(position.stakeholder_id));
  const scheduled = positions.filter((position) => position.vesting_terms_id).map((position) => position.security_id);
  const vesting = useVestedQuantities({ organizationId, asOf: snapshot.asOf, securityIds: scheduled });
  const rows = snapshot.holders.filter((row) => mine.has(row.stakeholder_id));
  if (positions.length === 0) return null;
  const classNames = new Map(snapshot.classes.map(({ shareClass }) => [shareClass.id, shareClass.name]));
  const total = rows.reduce((sum, row) => sum + row.fully_diluted_percent, 0);
  return (
    <LedgerSection title={t('ledger.mine.title')} description={t('ledger.mine.description', { percent: format.percent(total) })} testId="cap-my-holdings">
      {vesting.isError ? <ErrorPanel error={vesting.error} headingLevel={3} onTryAgain={() => void vesting.refetch()} /> : null}
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {positions.map((position) => {
          const vested = position.vesting_terms_id ? vesting.data?.[position.security_id] : undefined;
          const granted = position.quantity_issued ?? 0;
          const share = vested === undefined || granted === 0 ? null : Math.min(vested / granted, 1);
          return (
            <li key={position.security_id} className="flex flex-col gap-2 px-4 py-3" data-testid="cap-my-holding">
              <span className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-medium">
                  {t(`ledger.holdingKinds.${position.holding_kind}`)}
                  {position.share_class_id && classNames.get(position.share_class_id) ? (
                    <>
                      {' · '}
                      <bdi>{classNames.get(position.share_class_id)}</bdi>
                    </>
                  ) : null}
                </span>
                <span className="text-sm tabular-nums">
                  {position.holding_kind === 'convertible' ? format.money(position.amount_outstanding) : t('ledger.transactions.shares', { value: format.shares(position.quantity_outstanding) })}
                </span>
              </span>
              <span className="text-xs text-slate-600 dark:text-slate-300">{t('ledger.mine.issued', { date: format.date(position.issued_on) })}</span>
              {position.vesting_terms_id ? (
                vested === undefined ? (
                  <span className="text-xs text-slate-600 dark:text-slate-300">{t('ledger.mine.vestingLoading')}</span>
                ) : (
                  <span className="flex flex-col gap-1">
                    <span
                      role="progressbar"
                      aria-label={t('ledger.mine.vestedLabel')}
                      aria-valuemin={0}
                      aria-valuemax={granted}
                      aria-valuenow={vested}
                      aria-valuetext={t('ledger.mine.vested', { vested: format.shares(vested), granted: format.shares(granted) })}
                      className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
                    >
                      <span className="block h-full rounded-full bg-brand" style={{ width: `${(share ?? 0) * 100}%` }} />
                    </span>
                    <span className="text-xs tabular-nums">
                      {t('ledger.mine.vested', { vested: format.shares(vested), granted: format.shares(granted) })} · {t('ledger.mine.unvested', { value: format.shares(Math.max(granted - vested, 0)) })}
                    </span>
                  </span>
                )
              ) : null}
            </li>
          );
        })}
      </ul>
    </LedgerSection>
  );
}
