import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { ServiceError } from '@fikrspace/errors';
import { toastFailure } from '@fikrspace/ui';
import { fundingRoundKeys, fundingRoundMutationKeys } from '../funding-keys';
import { ROUND_INVESTOR_COLUMNS, type MovableStage, type RoundInvestor } from '../funding-model';

export interface RoundInvestorMove {
  organizationId: string;
  roundId: string;
  id: string;
  stage: MovableStage;
  /** Why the investor passed: required by the table when the stage is `passed`. */
  passReason?: string;
  /** What the investor commits, when moved to `committed` without an amount yet. */
  committedAmount?: number;
}

/** Moves an investor along the pipeline; a reason to pass goes when they come back. */
export async function moveRoundInvestor(db: DbClient, { organizationId, id, stage, passReason, committedAmount }: RoundInvestorMove, signal?: AbortSignal): Promise<RoundInvestor> {
  const changes = { stage, pass_reason: stage === 'passed' ? (passReason ?? null) : null, ...(committedAmount === undefined ? {} : { committed_amount: committedAmount }) };
  let request = db.from('funding_round_investors').update(changes).eq('id', id).eq('organization_id', organizationId).select(ROUND_INVESTOR_COLUMNS.join(', '));
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.returns<RoundInvestor[]>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'funding_round_investors', stage });
  const [row] = data ?? [];
  if (!row) throw new ServiceError('Permission denied: update on funding_round_investors', 'PERMISSION_DENIED', { id, organizationId }, 403);
  return row;
}

/** The card lands in its new column at once, before the database answers. */
async function showMoved(queryClient: QueryClient, input: RoundInvestorMove): Promise<void> {
  const key = fundingRoundKeys.pipeline(input.organizationId, { roundId: input.roundId });
  await queryClient.cancelQueries({ queryKey: key });
  queryClient.setQueryData<RoundInvestor[]>(key, (rows) =>
    rows?.map((row) =>
      row.id === input.id
        ? { ...row, stage: input.stage, pass_reason: input.stage === 'passed' ? (input.passReason ?? null) : null, committed_amount: input.committedAmount ?? row.committed_amount }
        : row,
    ),
  );
}

export const moveRoundInvestorMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: fundingRoundMutationKeys.moveInvestor,
    mutationFn: async (input: RoundInvestorMove) => {
      await showMoved(queryClient, input);
      return moveRoundInvestor(await whenDb(), input);
    },
    // Whatever the answer, the pipeline and the round's totals are read again, which also puts
    // back a move the database refused.
    onSettled: (_row, _error, input) => queryClient.invalidateQueries({ queryKey: fundingRoundKeys.all(input.organizationId) }),
  });

export function useMoveRoundInvestor({ mutationConfig }: { mutationConfig?: MutationConfig<RoundInvestor, RoundInvestorMove> } = {}) {
  return useMutation(withCallerConfig(moveRoundInvestorMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
