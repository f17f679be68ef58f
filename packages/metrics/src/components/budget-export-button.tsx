import type { BudgetLine, BudgetRange } from '../budget-model';
import { download } from './csv-export-button';
import { useMetricsTranslation } from './use-metrics-translation';

/**
 * The range's budget against actuals as a file (month, category, inflow or outflow, budget,
 * actual, variance and its percentage, note), named after the organization and the months. The
 * CSV module, and papaparse with it, downloads on the click.
 */
export function BudgetExportButton({ lines, range, organizationName }: { lines: readonly BudgetLine[]; range: BudgetRange; organizationName: string }) {
  const { t } = useMetricsTranslation();
  const exportLines = async () => {
    const { budgetCsv, budgetFileName } = await import('../csv');
    download(budgetCsv(lines), budgetFileName(organizationName, range));
  };
  return (
    <button type="button" className="secondary-button" disabled={lines.length === 0} onClick={() => void exportLines()}>
      {t('budget.export')}
    </button>
  );
}
