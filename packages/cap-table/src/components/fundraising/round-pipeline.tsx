import { ErrorPanel, LoadingScreen } from '@fikrspace/ui';
import { useId, useState } from 'react';
import { useRoundPipeline } from '../../api/get-round-pipeline';
import type { RoundSummary } from '../../funding-model';
import { useCapTableTranslation } from '../use-cap-table-translation';
import { CloseRound } from './close-round';
import { Heading } from './funding-field';
import { InvestorForm } from './investor-form';
import { PipelineBoard } from './pipeline-board';

/** The chosen round's investors as a board, with the forms and the closing its writers may use. */
export function RoundPipeline({ round, canWrite, canDelete, level }: { round: RoundSummary; canWrite: boolean; canDelete: boolean; level: number }) {
  const { t } = useCapTableTranslation();
  const headingId = useId();
  const [adding, setAdding] = useState(false);
  const pipeline = useRoundPipeline({ organizationId: round.organization_id, roundId: round.id });
  const open = round.status !== 'closed';
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" data-testid="round-pipeline">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Heading level={level} id={headingId} className="text-lg font-semibold">
            {t('fundraising.pipeline.title', { name: round.name })}
          </Heading>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t(open ? 'fundraising.pipeline.description' : 'fundraising.pipeline.closedDescription')}</p>
        </div>
        {canWrite && open && !adding ? (
          <button type="button" className="secondary-button" onClick={() => setAdding(true)}>
            {t('fundraising.investor.addTitle')}
          </button>
        ) : null}
      </header>
      {adding ? <InvestorForm organizationId={round.organization_id} roundId={round.id} onDone={() => setAdding(false)} /> : null}
      {pipeline.isPending ? (
        <LoadingScreen fullPage={false} />
      ) : pipeline.isError ? (
        <ErrorPanel error={pipeline.error} headingLevel={Math.min(level + 1, 3) as 1 | 2 | 3} onTryAgain={() => void pipeline.refetch()} />
      ) : (
        <>
          {pipeline.data.length === 0 ? <p className="text-sm text-slate-600 dark:text-slate-300">{t('fundraising.pipeline.empty')}</p> : null}
          <PipelineBoard round={round} investors={pipeline.data} canWrite={canWrite} canDelete={canDelete} level={level + 1} />
          {canWrite ? <CloseRound round={round} investors={pipeline.data} /> : null}
        </>
      )}
    </section>
  );
}
