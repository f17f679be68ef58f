import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

/**
 * A service-role supabase-js client for a server process: no session to keep, and the `ws`
 * WebSocket for its realtime part, which Node 20 lacks natively (supabase-js refuses to start).
 * @param {string} url @param {string} serviceRoleKey
 */
export function createServiceClient(url, serviceRoleKey) {
  return createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: /** @type {any} */ ({ transport: WebSocket }),
  });
}
