import { queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { messagingKeys } from '../keys';
import { colleagueName, type Colleague } from '../model';

/**
 * The people the caller may message: everyone else in the organizations the caller belongs to
 * (the database's `app.may_message`), with the names row level security lets the caller read.
 * The caller's own organizations are read first and named in the second read: the platform's
 * owners and managers may read every membership, but may only message their colleagues.
 */
export async function getColleagues(db: DbClient, { userId }: { userId: string }, signal?: AbortSignal): Promise<Colleague[]> {
  let mine = db.from('organization_members').select('organization_id').eq('user_id', userId);
  if (signal) mine = mine.abortSignal(signal);
  const own = await mine;
  if (own.error) throw toServiceError(own.error, 'DATABASE_ERROR', { table: 'organization_members' });
  const organizationIds = [...new Set(own.data.map((row) => row.organization_id))];
  if (organizationIds.length === 0) return [];

  let members = db.from('organization_members').select('user_id, user:users(id, first_name, last_name, email)').in('organization_id', organizationIds).neq('user_id', userId);
  if (signal) members = members.abortSignal(signal);
  const { data, error } = await members;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'organization_members' });

  const people = new Map<string, Colleague>();
  for (const row of data) {
    // A membership whose profile the caller may not read names nobody to show.
    if (!row.user || people.has(row.user.id)) continue;
    people.set(row.user.id, { id: row.user.id, firstName: row.user.first_name, lastName: row.user.last_name, email: row.user.email });
  }
  const label = (person: Colleague) => colleagueName(person) ?? person.id;
  return [...people.values()].sort((a, b) => label(a).localeCompare(label(b)) || a.id.localeCompare(b.id));
}

export const colleaguesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: messagingKeys.colleagues(userId),
    queryFn: async ({ signal }) => getColleagues(await whenDb(), { userId }, signal),
  });

/** Also the names the thread shows for a conversation's members. */
export function useColleagues(userId: string | null) {
  return useQuery({ ...colleaguesQueryOptions(userId ?? ''), enabled: !!userId });
}
