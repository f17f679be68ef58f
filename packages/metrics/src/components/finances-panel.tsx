import { useState } from 'react';
import { defaultBudgetRange, type BudgetRange } from '../budget-model';
import type { MetricsScope } from '../keys';
import { BudgetPanel } from './budget-panel';
import { CashFlowChart } from './cash-flow-chart';
import { RunwayScenarios } from './runway-scenarios';

export interface FinancesPanelProps {
  /** A member's own company: budgets are never shared with grantees. */
  scope: MetricsScope;
  currentMonth: string;
  /** The organization's name, for the downloaded file's. */
  organizationName: string;
  /** The member's role writes metrics (`metrics write`): the month's budget and actuals are edited. */
  canWrite: boolean;
  /** The member's role exports metrics (`metrics export`): the budget downloads as a file. */
  canExport: boolean;
}

/**
 * A startup's finances: the budget against actuals by category over the months chosen, the cash
 * flow of those months with the cash balance, and runway scenarios from the latest submitted
 * month. The budget and the cash flow share the range, so both read the same lines.
 */
export function FinancesPanel({ scope, currentMonth, organizationName, canWrite, canExport }: FinancesPanelProps) {
  const [range, setRange] = useState<BudgetRange>(() => defaultBudgetRange(currentMonth));
  return (
    <div className="flex flex-col gap-8" data-testid="finances-panel">
      <BudgetPanel scope={scope} currentMonth={currentMonth} range={range} onRangeChange={setRange} canWrite={canWrite} canExport={canExport} organizationName={organizationName} />
      <CashFlowChart scope={scope} currentMonth={currentMonth} range={range} />
      <RunwayScenarios scope={scope} currentMonth={currentMonth} />
    </div>
  );
}
