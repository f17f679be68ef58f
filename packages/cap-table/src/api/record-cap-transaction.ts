import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient, type TablesInsert } from '@fikrspace/db';
import { toastFailure } from '@fikrspace/ui';
import { capTableKeys, capTableMutationKeys } from '../keys';
import { CAP_TRANSACTION_COLUMNS, type CapTransaction } from '../ledger-model';

/**
 * A transaction as the ledger takes it; the database fills in what it inherits from its security,
 * and gives a transaction that creates a security that security's id (its own), so only a
 * transaction acting on one names it.
 */
export type NewCapTransaction = Omit<TablesInsert<'cap_table_transactions'>, 'id' | 'created_at' | 'created_by' | 'security_id'> & { organization_id: string; security_id?: string };

/**
 * Records one transaction. The database checks it against the ledger (a quantity beyond what is
 * left, unvested options, another organization's rows) and refuses with the reason, which the
 * page shows as it is.
 */
export async function recordCapTransaction(db: DbClient, input: NewCapTransaction, signal?: AbortSignal): Promise<CapTransaction> {
  // The generated insert type requires security_id, which the table's trigger fills for an issuance.
  let request = db
    .from('cap_table_transactions')
    .insert(input as TablesInsert<'cap_table_transactions'>)
    .select(CAP_TRANSACTION_COLUMNS.join(', '));
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.single<CapTransaction>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'cap_table_transactions', kind: input.kind });
  return data;
}

export const recordCapTransactionMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: capTableMutationKeys.record,
    mutationFn: async (input: NewCapTransaction) => recordCapTransaction(await whenDb(), input),
    onSuccess: (_row, input) => queryClient.invalidateQueries({ queryKey: capTableKeys.all(input.organization_id) }),
  });

/** A refusal is the caller's to show beside the form, so it is not toasted as well. */
export function useRecordCapTransaction({ mutationConfig }: { mutationConfig?: MutationConfig<CapTransaction, NewCapTransaction> } = {}) {
  return useMutation(withCallerConfig(recordCapTransactionMutationOptions(useQueryClient()), mutationConfig, () => undefined));
}

/** Undoes a transaction from a date on by recording its reversal; what was recorded stays. */
export function useReverseCapTransaction({ mutationConfig }: { mutationConfig?: MutationConfig<CapTransaction, { organizationId: string; transactionId: string; effectiveOn: string; note?: string }> } = {}) {
  const queryClient = useQueryClient();
  return useMutation(
    withCallerConfig(
      mutationOptions({
        mutationKey: capTableMutationKeys.reverse,
        mutationFn: async ({ organizationId, transactionId, effectiveOn, note }: { organizationId: string; transactionId: string; effectiveOn: string; note?: string }) =>
          recordCapTransaction(await whenDb(), {
            organization_id: organizationId,
            kind: 'reversal',
            effective_on: effectiveOn,
            security_id: transactionId,
            reverses_transaction_id: transactionId,
            note: note ?? null,
          }),
        onSuccess: (_row, input) => queryClient.invalidateQueries({ queryKey: capTableKeys.all(input.organizationId) }),
      }),
      mutationConfig,
      toastFailure,
    ),
  );
}
