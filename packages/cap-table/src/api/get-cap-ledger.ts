import { type QueryConfig, queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { keepPreviousData, type DefaultError } from '@tanstack/react-query';
import { capTableKeys } from '../keys';
import { CAP_TRANSACTION_COLUMNS, type CapTransaction } from '../ledger-model';

export const CAP_LEDGER_PAGE_SIZE = 25;

export interface CapLedgerPage {
  rows: CapTransaction[];
  page: number;
  total: number;
  totalPages: number;
}

/** One page of the ledger, the latest effective date first; row level security decides which rows exist. */
export async function getCapLedger(db: DbClient, { organizationId, page }: { organizationId: string; page: number }, signal?: AbortSignal): Promise<CapLedgerPage> {
  const from = (page - 1) * CAP_LEDGER_PAGE_SIZE;
  let request = db
    .from('cap_table_transactions')
    .select(CAP_TRANSACTION_COLUMNS.join(', '), { count: 'exact' })
    .eq('organization_id', organizationId)
    .order('effective_on', { ascending: false })
    .order('created_at', { ascending: false })
    .range(from, from + CAP_LEDGER_PAGE_SIZE - 1);
  if (signal) request = request.abortSignal(signal);
  const { data, error, count } = await request.returns<CapTransaction[]>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'cap_table_transactions', organizationId });
  const total = count ?? data?.length ?? 0;
  return { rows: data ?? [], page, total, totalPages: Math.ceil(total / CAP_LEDGER_PAGE_SIZE) };
}

export const capLedgerQueryOptions = (query: { organizationId: string; page: number }) =>
  queryOptions({
    queryKey: capTableKeys.ledger(query.organizationId, { page: query.page, pageSize: CAP_LEDGER_PAGE_SIZE }),
    queryFn: async ({ signal }) => getCapLedger(await whenDb(), query, signal),
    placeholderData: keepPreviousData,
  });

type LedgerKey = ReturnType<typeof capTableKeys.ledger>;

export function useCapLedger<TData = CapLedgerPage>(
  { organizationId, page }: { organizationId: string | null; page: number },
  { queryConfig }: { queryConfig?: QueryConfig<CapLedgerPage, TData, LedgerKey> } = {},
) {
  const { queryKey, queryFn, placeholderData } = capLedgerQueryOptions({ organizationId: organizationId ?? '', page });
  return useQuery<CapLedgerPage, DefaultError, TData, LedgerKey>({ queryKey, queryFn, placeholderData, enabled: !!organizationId, ...queryConfig });
}
