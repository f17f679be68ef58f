import { toServiceError, type DatabaseErrorLike } from '@fikrspace/data';
import { ServiceError } from '@fikrspace/errors';

/**
 * What a write of the network answered: the row (or rows) it wrote. A refusal by the database is
 * its service error; an answer without a row means the policies hid or refused the row, which the
 * page reports rather than taking silence for success.
 */
export function answeredRow<Row>({ data, error }: { data: Row | null; error: DatabaseErrorLike | null }, table: string, context: Record<string, unknown>): Row {
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table, ...context });
  if (data === null || (Array.isArray(data) && data.length === 0)) throw new ServiceError(`Permission denied: write on ${table}`, 'PERMISSION_DENIED', context, 403);
  return data;
}
