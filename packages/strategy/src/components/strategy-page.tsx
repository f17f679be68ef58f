import { useAppStore } from '@fikrspace/app-store';
import { EmptyState, ErrorPanel, LoadingScreen, PageHeader } from '@fikrspace/ui';
import { useState } from 'react';
import { useStrategyMembers } from '../api/get-strategy-members';
import { useStrategyOverview } from '../api/get-strategy-overview';
import { EpicsSection } from './epics-section';
import { ObjectivesSection } from './objectives-section';
import { PeriodForm } from './period-form';
import { PeriodPicker } from './period-picker';
import { PeriodSummary } from './period-summary';
import { StrategyMap } from './strategy-map';
import { StrategyRoot } from './strategy-root';
import { StrategySection } from './strategy-section';
import { useStrategyPermissions } from './use-strategy-permissions';
import { useStrategyTranslation } from './use-strategy-translation';

/**
 * Fikr OS: one period of the organization's strategy. The period's progress rolled up from its
 * objectives, each objective with its key results (check in, read the history), the value streams
 * and strategic objectives the objectives serve, and the epics that move them. Every number comes
 * from the database, and every control shows only where the permission matrix allows it; the
 * database checks the same rules again.
 */
export function StrategyPage() {
  const { t } = useStrategyTranslation();
  const organizationId = useAppStore((state) => state.organization?.id ?? null);
  const [periodId, setPeriodId] = useState<string | null>(null);
  const [addingPeriod, setAddingPeriod] = useState(false);
  const overview = useStrategyOverview({ organizationId, periodId });
  const members = useStrategyMembers(organizationId);
  const can = useStrategyPermissions();
  const data = overview.data;

  const actions = (
    <div className="flex flex-wrap items-end gap-3">
      {data && data.period && data.periods.length > 0 ? <PeriodPicker periods={data.periods} value={data.period.id} onChange={setPeriodId} /> : null}
      {can.strategic_periods.create && data && data.periods.length > 0 && !addingPeriod ? (
        <button type="button" className="secondary-button" onClick={() => setAddingPeriod(true)}>
          {t('period.add')}
        </button>
      ) : null}
    </div>
  );
  const header = <PageHeader title={t('title')} description={t('description')} actions={organizationId ? actions : undefined} />;

  if (!organizationId)
    return (
      <StrategyRoot>
        {header}
        <EmptyState title={t('noOrganization')} description={t('noOrganizationHint')} />
      </StrategyRoot>
    );

  const choose = (id: string) => {
    setPeriodId(id);
    setAddingPeriod(false);
  };
  return (
    <StrategyRoot testId="strategy-page">
      {header}
      {overview.isPending ? (
        <LoadingScreen fullPage={false} />
      ) : overview.isError ? (
        <ErrorPanel error={overview.error} headingLevel={2} onTryAgain={() => void overview.refetch()} />
      ) : !data?.period ? (
        <>
          <EmptyState title={t('period.emptyTitle')} description={t(can.strategic_periods.create ? 'period.emptyHint' : 'period.emptyReadOnlyHint')} />
          {can.strategic_periods.create ? (
            <StrategySection title={t('period.add')}>
              <PeriodForm organizationId={organizationId} onDone={(period) => choose(period.id)} />
            </StrategySection>
          ) : null}
        </>
      ) : (
        <div className="flex flex-col gap-6" aria-busy={overview.isPlaceholderData}>
          {addingPeriod ? (
            <StrategySection title={t('period.add')}>
              <PeriodForm organizationId={organizationId} onDone={(period) => choose(period.id)} onCancel={() => setAddingPeriod(false)} />
            </StrategySection>
          ) : null}
          <PeriodSummary period={data.period} objectives={data.objectives} can={can} onRemoved={() => setPeriodId(null)} />
          <ObjectivesSection organizationId={organizationId} periodId={data.period.id} objectives={data.objectives} strategicObjectives={data.strategicObjectives} members={members.data ?? []} can={can} />
          <StrategyMap organizationId={organizationId} periodId={data.period.id} valueStreams={data.valueStreams} strategicObjectives={data.strategicObjectives} objectives={data.objectives} can={can} />
          <EpicsSection organizationId={organizationId} epics={data.epics} objectives={data.objectives} can={can} />
        </div>
      )}
    </StrategyRoot>
  );
}
