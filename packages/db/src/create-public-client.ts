import { PostgrestClient } from '@supabase/postgrest-js';
import type { DbConfig, PublicDbClient } from './client';
import type { Database } from './database.types';

/**
 * PostgREST with the anonymous key, and nothing else: what any visitor may read or record, sent
 * as supabase-js sends a signed-out visitor's requests (the key as `apikey` and as the bearer), and
 * held to the same row-level security. It leaves out the auth, realtime and storage clients that
 * supabase-js builds into every client, which a signed-out visitor's page never uses. Reads are
 * not retried here either: the QueryClient's one retry is the platform's policy.
 */
export function createPublicDbClient(config: DbConfig): PublicDbClient {
  const base = config.url.endsWith('/') ? config.url : `${config.url}/`;
  return new PostgrestClient<Database>(new URL('rest/v1', base).href, {
    headers: { apikey: config.anonKey, Authorization: `Bearer ${config.anonKey}` },
    retry: false,
  });
}
