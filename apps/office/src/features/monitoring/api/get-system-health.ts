import { queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { monitoringKeys } from './monitoring-keys';

export type HealthStatus = 'healthy' | 'degraded' | 'unhealthy';

export interface ServiceHealth {
  status: HealthStatus;
  [detail: string]: unknown;
}

export interface SystemHealth {
  status: HealthStatus;
  checkedAt: string;
  services: Record<'database' | 'jobQueue' | 'performance' | 'auth', ServiceHealth>;
}

const ORDER: HealthStatus[] = ['healthy', 'degraded', 'unhealthy'];
export const worstHealth = (statuses: HealthStatus[]): HealthStatus => ORDER[Math.max(0, ...statuses.map((status) => ORDER.indexOf(status)))] ?? 'unhealthy';

/**
 * Spec 001 §4: the worst service. The database judges itself, the job queue and performance
 * (public.system_health, operators only); the auth server is asked for its own health.
 */
export async function getSystemHealth(db: DbClient, authHealth: () => Promise<boolean>): Promise<SystemHealth> {
  const started = performance.now();
  const [database, auth] = await Promise.all([db.rpc('system_health').then((answer) => ({ ...answer, responseMs: Math.round(performance.now() - started) })), timed(authHealth)]);
  if (database.error) throw toServiceError(database.error, 'DATABASE_ERROR', { function: 'system_health' });
  const judged = database.data as unknown as Omit<SystemHealth, 'services'> & { services: Omit<SystemHealth['services'], 'auth'> };
  const services = {
    ...judged.services,
    database: { ...judged.services.database, responseMs: database.responseMs },
    auth: { status: auth.ok ? 'healthy' : 'unhealthy', responseMs: auth.responseMs } as ServiceHealth,
  };
  return { status: worstHealth(Object.values(services).map((service) => service.status)), checkedAt: judged.checkedAt, services };
}

async function timed(check: () => Promise<boolean>): Promise<{ ok: boolean; responseMs: number }> {
  const started = performance.now();
  const ok = await check().catch(() => false);
  return { ok, responseMs: Math.round(performance.now() - started) };
}

/** GoTrue's /health through the client's own auth URL and key. */
async function authServerAnswers(db: DbClient): Promise<boolean> {
  const auth = db.auth as unknown as { url: string; headers: Record<string, string> };
  const response = await fetch(`${auth.url}/health`, { headers: auth.headers, signal: AbortSignal.timeout(5_000) });
  return response.ok;
}

export const systemHealthQueryOptions = () =>
  queryOptions({
    queryKey: monitoringKeys.health(),
    queryFn: async () => {
      const db = await whenDb();
      return getSystemHealth(db, () => authServerAnswers(db));
    },
    refetchInterval: 30_000,
  });

export function useSystemHealth() {
  return useQuery(systemHealthQueryOptions());
}
