import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { ServiceError } from '@fikrspace/errors';
import { toastFailure } from '@fikrspace/ui';
import type { BudgetCategory } from '../budget-model';
import { metricKeys, metricMutationKeys, type MetricsScope } from '../keys';

export interface BudgetLineInput {
  category: BudgetCategory;
  budgeted: number;
  /** Null while the month's actual is not known. */
  actual: number | null;
  note: string | null;
}

export interface SaveBudgetLinesInput extends MetricsScope {
  /** The month (`YYYY-MM-01`). */
  month: string;
  /** The lines to add or change. */
  lines: readonly BudgetLineInput[];
  /** The categories whose line the month no longer has. */
  removed: readonly BudgetCategory[];
}

export interface SavedBudgetLines {
  saved: number;
  removed: number;
}

/**
 * Sets one month's budget: the lines given in one upsert, the categories removed in one delete.
 * The upsert asks for the rows it wrote, and fewer than it named means the policies refused them
 * (a role that may not write metrics, another company's budget). The database refuses a negative
 * amount and an actual for a month that has not begun.
 */
export async function saveBudgetLines(db: DbClient, { organizationId, month, lines, removed }: SaveBudgetLinesInput, signal?: AbortSignal): Promise<SavedBudgetLines> {
  const context = { table: 'budget_lines', organizationId, month };
  let saved = 0;
  let cleared = 0;
  if (lines.length) {
    const rows = lines.map((line) => ({ organization_id: organizationId, month, category: line.category, budgeted: line.budgeted, actual: line.actual, note: line.note }));
    let request = db.from('budget_lines').upsert(rows, { onConflict: 'organization_id,month,category' }).select('id');
    if (signal) request = request.abortSignal(signal);
    const { data, error } = await request;
    if (error) throw toServiceError(error, 'DATABASE_ERROR', context);
    if ((data?.length ?? 0) < rows.length) throw new ServiceError('Permission denied: write on budget_lines', 'PERMISSION_DENIED', context, 403);
    saved = rows.length;
  }
  if (removed.length) {
    let request = db.from('budget_lines').delete().eq('organization_id', organizationId).eq('month', month).in('category', [...removed]).select('id');
    if (signal) request = request.abortSignal(signal);
    const { data, error } = await request;
    if (error) throw toServiceError(error, 'DATABASE_ERROR', context);
    cleared = data?.length ?? 0;
  }
  return { saved, removed: cleared };
}

export const saveBudgetLinesMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: metricMutationKeys.saveBudgetLines,
    mutationFn: async (input: SaveBudgetLinesInput) => saveBudgetLines(await whenDb(), input),
    // Settled, not only succeeded: a save that failed halfway changed some lines all the same.
    onSettled: (_saved, _error, input) => queryClient.invalidateQueries({ queryKey: metricKeys.budget(input.viewerOrganizationId, input.organizationId) }),
  });

export function useSaveBudgetLines({ mutationConfig }: { mutationConfig?: MutationConfig<SavedBudgetLines, SaveBudgetLinesInput> } = {}) {
  return useMutation(withCallerConfig(saveBudgetLinesMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
