import { toServiceError } from '@fikrspace/data';
import type { DbClient } from '@fikrspace/db';
import { ServiceError } from '@fikrspace/errors';

/**
 * Deletes one row of the organization's plan (a milestone or an achievement) and says whether it
 * went: row level security filters out a row the caller may not delete without an error, so the
 * deleted row is asked back, and none back is a refusal.
 */
export async function deletePlanRow(db: DbClient, table: 'milestones' | 'achievements', { organizationId, id }: { organizationId: string; id: string }, signal?: AbortSignal): Promise<void> {
  let request = db.from(table).delete().eq('id', id).eq('organization_id', organizationId).select('id');
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table, id });
  if (!data?.length) throw new ServiceError(`Permission denied: delete on ${table}`, 'PERMISSION_DENIED', { organizationId, id }, 403);
}
