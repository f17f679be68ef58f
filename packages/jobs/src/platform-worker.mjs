import { createProcessors } from './processors/index.mjs';
import { createServiceClient } from './service-client.mjs';
import { createWorker } from './worker.mjs';

/**
 * The platform's worker: a service-role client of the API (local or hosted Supabase alike), the
 * platform's processors, polling every second.
 *
 * @param {{ url: string, serviceRoleKey: string, appUrl: string, sender?: string,
 *   log?: (message: string, error?: unknown) => void } & Partial<Parameters<typeof createWorker>[0]>} options
 */
export function startPlatformWorker({ url, serviceRoleKey, appUrl, sender, log = () => undefined, ...options }) {
  const client = createServiceClient(url, serviceRoleKey);
  const worker = createWorker({
    client,
    processors: createProcessors({ client, appUrl, sender }),
    log,
    onJob: ({ job, outcome, error }) => {
      if (outcome !== 'completed') log(`job ${job.id} (${job.type}${job.data?.action ? ` ${job.data.action}` : ''}) ${outcome}${error ? `: ${error}` : ''}`);
    },
    ...options,
  });
  worker.start();
  return worker;
}
