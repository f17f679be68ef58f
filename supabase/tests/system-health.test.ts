import { describe, expect, it } from 'vitest';
import { asService, asUser, targets, useDatabase, type Queryable } from './support/database';
import { claimsOf } from './support/demo';
import { readOutcomes, expectOutcomes } from './support/outcomes';

interface Health {
  status: string;
  services: { database: { status: string }; jobQueue: { status: string; failedLastDay: number; completedLastDay: number }; performance: { status: string; averageScore: number | null; samples: number } };
}

/** Sets the last day's jobs and performance scores, then reads the health as the service role. */
async function healthWith(db: Parameters<typeof asService>[0], { completed, failed, scores }: { completed: number; failed: number; scores: number[] }): Promise<Health> {
  return asService(db, async (tx: Queryable) => {
    await tx.query('delete from public.background_jobs');
    await tx.query("delete from public.analytics_events where event_type = 'performance'");
    await tx.query("insert into public.background_jobs (type, status, completed_at) select 'email', 'completed', now() from generate_series(1, $1::int)", [completed]);
    await tx.query("insert into public.background_jobs (type, status, failed_at) select 'email', 'failed', now() from generate_series(1, $1::int)", [failed]);
    for (const score of scores) {
      await tx.query("insert into public.analytics_events (event_type, event_name, properties) values ('performance', 'performance_score', jsonb_build_object('score', $1::int))", [score]);
    }
    return (await tx.query<{ health: Health }>('select public.system_health() as health')).rows[0]!.health;
  });
}

describe.each(targets)('system health on $name', (target) => {
  const db = useDatabase(target);

  it.each([
    // spec 001 §4: degraded if failures exceed 10% of completions; performance at a score of 70 or less
    { completed: 100, failed: 10, scores: [90], queue: 'healthy', performance: 'healthy', status: 'healthy' },
    { completed: 100, failed: 11, scores: [90], queue: 'degraded', performance: 'healthy', status: 'degraded' },
    { completed: 0, failed: 1, scores: [], queue: 'degraded', performance: 'healthy', status: 'degraded' },
    { completed: 0, failed: 0, scores: [], queue: 'healthy', performance: 'healthy', status: 'healthy' },
    { completed: 10, failed: 0, scores: [71], queue: 'healthy', performance: 'healthy', status: 'healthy' },
    { completed: 10, failed: 0, scores: [70], queue: 'healthy', performance: 'degraded', status: 'degraded' },
    { completed: 10, failed: 0, scores: [100, 40], queue: 'healthy', performance: 'degraded', status: 'degraded' },
  ])('$completed completed, $failed failed, scores $scores: queue $queue, performance $performance, overall $status', async ({ completed, failed, scores, queue, performance, status }) => {
    const health = await healthWith(db(), { completed, failed, scores });
    expect(health.status).toBe(status);
    expect(health.services.database.status).toBe('healthy');
    expect(health.services.jobQueue).toMatchObject({ status: queue, failedLastDay: failed, completedLastDay: completed });
    expect(health.services.performance).toMatchObject({ status: performance, samples: scores.length });
  });

  it('is read by the platform operators only', async () => {
    expect(await readOutcomes(db(), "select (public.system_health() ->> 'status' is not null)::int as count")).toEqual(expectOutcomes('denied', { owner: 1, manager: 1 }));
    const asOwner = await asUser(db(), claimsOf('owner'), async (tx) => (await tx.query<{ health: Health }>('select public.system_health() as health')).rows[0]!.health);
    expect(['healthy', 'degraded', 'unhealthy']).toContain(asOwner.status);
  });
});
