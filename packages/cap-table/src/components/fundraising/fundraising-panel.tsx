import { usePermission } from '@fikrspace/access';
import { EmptyState, ErrorPanel, LoadingScreen } from '@fikrspace/ui';
import { useId, useState } from 'react';
import { useDeleteFundingRound } from '../../api/delete-funding-round';
import { useFundingRounds } from '../../api/get-funding-rounds';
import { defaultRoundId } from '../../funding-model';
import { CapTableRoot } from '../cap-table-root';
import { useCapTableTranslation } from '../use-cap-table-translation';
import { Heading } from './funding-field';
import { RoundCard } from './round-card';
import { RoundForm } from './round-form';
import { RoundPipeline } from './round-pipeline';

export interface FundraisingPanelProps {
  organizationId: string;
  /** The level of the panel's title: 1 where it is the page's first heading, 2 (default) within a page. */
  headingLevel?: 1 | 2;
}

/**
 * Fundraising (Fikr Money): the organization's rounds with what each has raised of its target,
 * and the chosen round's investor pipeline as a board. Forms, moves, removal and closing appear
 * only where the permission matrix allows them; the database checks the same on every call, and
 * row level security decides what is read at all.
 */
export function FundraisingPanel({ organizationId, headingLevel = 2 }: FundraisingPanelProps) {
  const { t } = useCapTableTranslation();
  const titleId = useId();
  const rounds = useFundingRounds(organizationId);
  const canWrite = usePermission('funding_rounds', 'write').allowed;
  const canDelete = usePermission('funding_rounds', 'delete').allowed;
  const remove = useDeleteFundingRound();
  const [chosen, setChosen] = useState<string | null>(null);
  const [form, setForm] = useState<{ editing: string | null } | null>(null);
  const list = rounds.data ?? [];
  const selected = list.find((round) => round.id === chosen) ?? list.find((round) => round.id === defaultRoundId(list)) ?? null;
  const editing = form?.editing ? list.find((round) => round.id === form.editing) : undefined;

  return (
    <CapTableRoot>
      <section aria-labelledby={titleId} className="flex flex-col gap-4" data-testid="fundraising-panel">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <Heading level={headingLevel} id={titleId} className={headingLevel === 1 ? 'text-2xl font-bold tracking-tight sm:text-3xl' : 'text-xl font-semibold'}>
              {t('fundraising.title')}
            </Heading>
            <p className="text-sm text-slate-600 dark:text-slate-300">{t('fundraising.description')}</p>
          </div>
          {canWrite && !form ? (
            <button type="button" className="primary-button" onClick={() => setForm({ editing: null })}>
              {t('fundraising.round.addTitle')}
            </button>
          ) : null}
        </header>
        {form ? <RoundForm key={form.editing ?? 'new'} organizationId={organizationId} round={editing} onDone={() => setForm(null)} /> : null}
        {rounds.isPending ? (
          <LoadingScreen fullPage={false} />
        ) : rounds.isError ? (
          <ErrorPanel error={rounds.error} headingLevel={(headingLevel + 1) as 2 | 3} onTryAgain={() => void rounds.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState title={t('fundraising.emptyTitle')} description={t(canWrite ? 'fundraising.emptyHint' : 'fundraising.emptyReadOnly')} />
        ) : (
          <>
            <ul className="grid gap-3 md:grid-cols-2" aria-label={t('fundraising.rounds')}>
              {list.map((round) => (
                <RoundCard
                  key={round.id}
                  round={round}
                  selected={round.id === selected?.id}
                  level={headingLevel + 1}
                  canWrite={canWrite}
                  canDelete={canDelete}
                  onSelect={() => setChosen(round.id)}
                  onEdit={() => setForm({ editing: round.id })}
                  onRemove={() => remove.mutate({ id: round.id, organizationId })}
                />
              ))}
            </ul>
            {selected ? <RoundPipeline key={selected.id} round={selected} canWrite={canWrite} canDelete={canDelete} level={headingLevel + 1} /> : null}
          </>
        )}
      </section>
    </CapTableRoot>
  );
}
