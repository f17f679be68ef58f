import { type QueryConfig, queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { keepPreviousData, type DefaultError } from '@tanstack/react-query';
import { BUDGET_LINE_COLUMNS, type BudgetLine, type BudgetRange } from '../budget-model';
import { metricKeys, type MetricsScope } from '../keys';

export interface GetBudgetLinesInput extends BudgetRange {
  organizationId: string;
}

/**
 * The company's budget lines of the months asked, oldest month first. Members who read metrics
 * read them; the policies give anyone else none, a grantee of the company's metrics included.
 */
export async function getBudgetLines(db: DbClient, { organizationId, from, to }: GetBudgetLinesInput, signal?: AbortSignal): Promise<BudgetLine[]> {
  let request = db.from('budget_lines').select(BUDGET_LINE_COLUMNS.join(', ')).eq('organization_id', organizationId).gte('month', from).lte('month', to).order('month').order('category');
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.returns<BudgetLine[]>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'budget_lines', organizationId, from, to });
  // numeric may arrive as a string: one shape here.
  return (data ?? []).map((line) => ({ ...line, budgeted: Number(line.budgeted), actual: line.actual === null ? null : Number(line.actual) }));
}

/** Also the financial route's prefetch, for the range the page opens on. */
export const budgetLinesQueryOptions = (scope: MetricsScope, range: BudgetRange) =>
  queryOptions({
    queryKey: metricKeys.budgetLines(scope.viewerOrganizationId, scope.organizationId, range),
    queryFn: async ({ signal }) => getBudgetLines(await whenDb(), { organizationId: scope.organizationId, ...range }, signal),
    // The table stays on screen while another range loads.
    placeholderData: keepPreviousData,
  });

type LinesKey = ReturnType<typeof metricKeys.budgetLines>;

/** Disabled until there is an organization to read for. */
export function useBudgetLines<TData = BudgetLine[]>(scope: MetricsScope | null, range: BudgetRange, { queryConfig }: { queryConfig?: QueryConfig<BudgetLine[], TData, LinesKey> } = {}) {
  const { queryKey, queryFn, placeholderData } = budgetLinesQueryOptions(scope ?? { viewerOrganizationId: '', organizationId: '' }, range);
  return useQuery<BudgetLine[], DefaultError, TData, LinesKey>({ queryKey, queryFn, placeholderData, enabled: !!scope, ...queryConfig });
}
