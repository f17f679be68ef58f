import { useAppStore } from '@fikrspace/app-store';
import { queryKeys, queryOptions, useMutation, useQuery, useQueryClient } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';

/** The database's limits (supabase/migrations/20261123000100_access_requests.sql). */
export const ACCESS_REQUEST_PATH_MAX_LENGTH = 2048;
export const ACCESS_REQUEST_MESSAGE_MAX_LENGTH = 2000;

/** How many of the user's requests the request page lists. */
export const RECENT_ACCESS_REQUESTS_LIMIT = 10;

export type AccessRequestStatus = 'pending' | 'approved' | 'declined';

export interface AccessRequest {
  id: string;
  path: string;
  message: string | null;
  status: AccessRequestStatus;
  organizationId: string | null;
  createdAt: string;
  decidedAt: string | null;
}

export interface AccessRequestInput {
  /** The same-site path access is asked for. */
  path: string;
  message?: string | null;
}

/** Asking twice for the same page is an answer, not a failure: the first request is still open. */
export type CreateAccessRequestResult = { outcome: 'created'; request: AccessRequest } | { outcome: 'already-requested' };

/**
 * Why a request could not be sent, in words the page can translate: refused by the database,
 * rejected as invalid, the network, or anything else.
 */
export type AccessRequestErrorKind = 'forbidden' | 'invalid' | 'network' | 'unknown';

export class AccessRequestError extends Error {
  override name = 'AccessRequestError';
  constructor(
    readonly kind: AccessRequestErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const COLUMNS = 'id, path, message, status, organization_id, created_at, decided_at';

interface AccessRequestRow {
  id: string;
  path: string;
  message: string | null;
  status: string;
  organization_id: string | null;
  created_at: string;
  decided_at: string | null;
}

function toAccessRequest(row: AccessRequestRow): AccessRequest {
  const status: AccessRequestStatus = row.status === 'approved' || row.status === 'declined' ? row.status : 'pending';
  return { id: row.id, path: row.path, message: row.message, status, organizationId: row.organization_id, createdAt: row.created_at, decidedAt: row.decided_at };
}

function errorKind(error: { code?: string; message?: string }): AccessRequestErrorKind {
  switch (error.code) {
    case '42501':
    case 'PGRST301':
      return 'forbidden';
    case '23514':
    case '22001':
    case '23502':
      return 'invalid';
  }
  // supabase-js reports a request that never got an answer without a Postgres code.
  if (!error.code && /fetch|network/i.test(error.message ?? '')) return 'network';
  return 'unknown';
}

/**
 * Files an access request as the signed-in user. The database fills in who asks and for which
 * organization; the client sends only the page and the message.
 */
export async function createAccessRequest(db: DbClient, input: AccessRequestInput): Promise<CreateAccessRequestResult> {
  const message = input.message?.trim() || null;
  const { data, error } = await db.from('access_requests').insert({ path: input.path, message }).select(COLUMNS).single();
  if (error) {
    // The unique index on (user_id, path) of pending requests.
    if (error.code === '23505') return { outcome: 'already-requested' };
    throw new AccessRequestError(errorKind(error), error.message, { cause: error });
  }
  return { outcome: 'created', request: toAccessRequest(data) };
}

/** The user's own requests, newest first. Filtered by user: access managers may read others' too. */
export async function fetchMyAccessRequests(db: DbClient, userId: string, limit = RECENT_ACCESS_REQUESTS_LIMIT): Promise<AccessRequest[]> {
  const { data, error } = await db.from('access_requests').select(COLUMNS).eq('user_id', userId).order('created_at', { ascending: false }).limit(limit);
  if (error) throw new AccessRequestError(errorKind(error), error.message, { cause: error });
  return (data ?? []).map(toAccessRequest);
}

export const myAccessRequestsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.meScoped(userId, 'access-requests'),
    queryFn: async () => fetchMyAccessRequests(await whenDb(), userId),
  });

export function useMyAccessRequests(userId: string | null) {
  return useQuery({ ...myAccessRequestsQueryOptions(userId ?? ''), enabled: !!userId });
}

/** Sends a request for the signed-in user and refreshes their list, whichever way it went. */
export function useCreateAccessRequest() {
  const queryClient = useQueryClient();
  const userId = useAppStore((state) => state.user?.id ?? null);
  return useMutation({
    mutationFn: async (input: AccessRequestInput) => createAccessRequest(await whenDb(), input),
    onSettled: () => (userId ? queryClient.invalidateQueries({ queryKey: queryKeys.meScoped(userId, 'access-requests') }) : undefined),
  });
}
