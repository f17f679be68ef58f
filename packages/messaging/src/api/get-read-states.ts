import { queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { messagingKeys } from '../keys';
import type { ReadState } from '../model';

/** How far each member of the conversation has read: what "Seen" under one's last message is made of. */
export async function getReadStates(db: DbClient, { conversationId }: { conversationId: string }, signal?: AbortSignal): Promise<ReadState[]> {
  let request = db.from('conversation_members').select('user_id, last_read_at').eq('conversation_id', conversationId);
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'conversation_members', conversationId });
  return data;
}

export const readStatesQueryOptions = (userId: string, conversationId: string) =>
  queryOptions({
    queryKey: messagingKeys.readStates(userId, conversationId),
    queryFn: async ({ signal }) => getReadStates(await whenDb(), { conversationId }, signal),
  });

export function useReadStates({ userId, conversationId }: { userId: string | null; conversationId: string | null }) {
  return useQuery({ ...readStatesQueryOptions(userId ?? '', conversationId ?? ''), enabled: !!userId && !!conversationId });
}
