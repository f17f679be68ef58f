import { createAnalyticsProcessor } from './analytics.mjs';
import { createEmailProcessor } from './email.mjs';

/**
 * The platform's processors by job type: `email` and `analytics`, each dispatching on
 * `data.action` (spec 001 §7.3).
 * @param {{ client: import('@supabase/supabase-js').SupabaseClient, appUrl: string, sender?: string }} options
 */
export function createProcessors({ client, appUrl, sender }) {
  return {
    email: createEmailProcessor({ client, appUrl, sender }),
    analytics: createAnalyticsProcessor({ client }),
  };
}
