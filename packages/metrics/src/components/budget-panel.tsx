import { ErrorPanel } from '@fikrspace/ui';
import { useMemo } from 'react';
import { useBudgetLines } from '../api/get-budget-lines';
import { summarizeBudget, type BudgetRange } from '../budget-model';
import type { MetricsScope } from '../keys';
import { monthRange } from '../months';
import { BudgetExportButton } from './budget-export-button';
import { BudgetMonthForm } from './budget-month-form';
import { BudgetRangePicker } from './budget-range-picker';
import { BudgetTable } from './budget-table';
import { Section, SectionEmpty, SectionLoading } from './section';
import { useMetricsTranslation } from './use-metrics-translation';

export interface BudgetPanelProps {
  scope: MetricsScope;
  currentMonth: string;
  range: BudgetRange;
  onRangeChange: (range: BudgetRange) => void;
  /** The member's role writes metrics: the month form shows. */
  canWrite: boolean;
  /** The member's role exports metrics: the download shows. */
  canExport: boolean;
  /** Names the downloaded file. */
  organizationName: string;
}

/**
 * The budget against actuals over the months chosen, by category, with the file to download and,
 * for members who write metrics, the form that edits a month. What a member may do is the
 * permission matrix's; the database refuses the rest all the same.
 */
export function BudgetPanel({ scope, currentMonth, range, onRangeChange, canWrite, canExport, organizationName }: BudgetPanelProps) {
  const { t } = useMetricsTranslation();
  const lines = useBudgetLines(scope, range);
  const summary = useMemo(() => (lines.data ? summarizeBudget(lines.data, range) : null), [lines.data, range]);
  const months = monthRange(range.from, range.to);
  return (
    <Section
      title={t('budget.title')}
      description={t('budget.description')}
      testId="budget-panel"
      actions={canExport && lines.data ? <BudgetExportButton lines={lines.data} range={range} organizationName={organizationName} /> : null}
    >
      <BudgetRangePicker range={range} currentMonth={currentMonth} onChange={onRangeChange} />
      {lines.isError ? (
        <ErrorPanel error={lines.error} headingLevel={3} onTryAgain={() => void lines.refetch()} />
      ) : !lines.data || !summary ? (
        <SectionLoading />
      ) : (
        <div className="flex flex-col gap-4" aria-busy={lines.isPlaceholderData || undefined}>
          {lines.data.length === 0 ? (
            <SectionEmpty>{t(canWrite ? 'budget.emptyWriter' : 'budget.empty')}</SectionEmpty>
          ) : (
            <>
              <BudgetTable summary={summary} />
              <p className="text-sm text-slate-600 dark:text-slate-400">{t('budget.varianceRule', { count: summary.monthsWithActuals })}</p>
            </>
          )}
          {canWrite && !lines.isPlaceholderData ? <BudgetMonthForm scope={scope} months={months} lines={lines.data} currentMonth={currentMonth} /> : null}
        </div>
      )}
    </Section>
  );
}
