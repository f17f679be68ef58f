import { type QueryConfig, queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import type { DefaultError } from '@tanstack/react-query';
import { capTableKeys } from '../keys';
import {
  CAP_TRANSACTION_COLUMNS,
  EQUITY_PLAN_COLUMNS,
  HOLDER_COLUMNS,
  SHARE_CLASS_COLUMNS,
  buildSnapshot,
  type CapTableSnapshot,
  type CapTransaction,
  type EquityPlan,
  type FullyDilutedRow,
  type Holder,
  type Position,
  type ShareClass,
  type VestingTerms,
  VESTING_TERMS_COLUMNS,
} from '../ledger-model';

export interface SnapshotQuery {
  organizationId: string;
  /** YYYY-MM-DD. */
  asOf: string;
}

/** The answer of one request, or the request's error as a service error naming what it read. */
async function rows<T>(request: PromiseLike<{ data: T[] | null; error: unknown }>, what: string, organizationId: string): Promise<T[]> {
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: what, organizationId });
  return data ?? [];
}

/**
 * The cap table as of a date: the database derives every position and the fully diluted table
 * from the ledger (seven reads at once); row level security decides what the caller sees.
 */
export async function getCapTableSnapshot(db: DbClient, { organizationId, asOf }: SnapshotQuery, signal?: AbortSignal): Promise<CapTableSnapshot> {
  const args = { p_organization_id: organizationId, p_as_of: asOf };
  const withSignal = <R extends { abortSignal: (signal: AbortSignal) => R }>(request: R): R => (signal ? request.abortSignal(signal) : request);
  const [positions, fullyDiluted, classes, plans, holders, convertibleIssuances, terms] = await Promise.all([
    rows<Position>(withSignal(db.rpc('cap_table_positions', args)), 'cap_table_positions', organizationId),
    rows<FullyDilutedRow>(withSignal(db.rpc('cap_table_fully_diluted', args)), 'cap_table_fully_diluted', organizationId),
    rows<ShareClass>(withSignal(db.from('share_classes').select(SHARE_CLASS_COLUMNS.join(', ')).eq('organization_id', organizationId).order('seniority', { ascending: false }).order('name')).returns<ShareClass[]>(), 'share_classes', organizationId),
    rows<EquityPlan>(withSignal(db.from('equity_plans').select(EQUITY_PLAN_COLUMNS.join(', ')).eq('organization_id', organizationId).order('name')).returns<EquityPlan[]>(), 'equity_plans', organizationId),
    rows<Holder>(withSignal(db.from('stakeholders').select(HOLDER_COLUMNS.join(', ')).eq('organization_id', organizationId)).returns<Holder[]>(), 'stakeholders', organizationId),
    rows<CapTransaction>(
      withSignal(db.from('cap_table_transactions').select(CAP_TRANSACTION_COLUMNS.join(', ')).eq('organization_id', organizationId).eq('kind', 'convertible_issuance')).returns<CapTransaction[]>(),
      'cap_table_transactions',
      organizationId,
    ),
    rows<VestingTerms>(withSignal(db.from('vesting_terms').select(VESTING_TERMS_COLUMNS.join(', ')).eq('organization_id', organizationId).order('name')).returns<VestingTerms[]>(), 'vesting_terms', organizationId),
  ]);
  return buildSnapshot({ asOf, positions, fullyDiluted, classes, plans, holders, convertibleIssuances, terms });
}

export const capTableSnapshotQueryOptions = (query: SnapshotQuery) =>
  queryOptions({
    queryKey: capTableKeys.snapshot(query.organizationId, { asOf: query.asOf }),
    queryFn: async ({ signal }) => getCapTableSnapshot(await whenDb(), query, signal),
  });

type SnapshotKey = ReturnType<typeof capTableKeys.snapshot>;

/** Disabled until there is an organization. The previous date stays on screen while the next loads. */
export function useCapTableSnapshot<TData = CapTableSnapshot>(
  { organizationId, asOf }: { organizationId: string | null; asOf: string },
  { queryConfig }: { queryConfig?: QueryConfig<CapTableSnapshot, TData, SnapshotKey> } = {},
) {
  const { queryKey, queryFn } = capTableSnapshotQueryOptions({ organizationId: organizationId ?? '', asOf });
  return useQuery<CapTableSnapshot, DefaultError, TData, SnapshotKey>({ queryKey, queryFn, enabled: !!organizationId, placeholderData: (previous) => previous, ...queryConfig });
}
