import { queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient, type Tables } from '@fikrspace/db';
import { LOG_LIMIT } from './get-client-errors';
import { monitoringKeys } from './monitoring-keys';

export type MailRow = Pick<Tables<'mail_outbox'>, 'id' | 'template' | 'recipient' | 'subject' | 'status' | 'created_at' | 'sent_at'>;

/** The mails the job worker wrote (the seam where a mail provider plugs in), newest first. */
export async function getMailOutbox(db: DbClient): Promise<MailRow[]> {
  const { data, error } = await db.from('mail_outbox').select('id, template, recipient, subject, status, created_at, sent_at').order('created_at', { ascending: false }).limit(LOG_LIMIT);
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'mail_outbox' });
  return data ?? [];
}

export const mailOutboxQueryOptions = () => queryOptions({ queryKey: monitoringKeys.mailOutbox(), queryFn: async () => getMailOutbox(await whenDb()) });

export function useMailOutbox() {
  return useQuery(mailOutboxQueryOptions());
}
