import { describe, expect, it } from 'vitest';
import { asService, asUser, targets, useDatabase, type Queryable } from '../support/database';
import { ACCOUNTS, claimsOf } from '../support/demo';
import { readOutcomes, expectOutcomes } from '../support/outcomes';

interface Health {
  status: string;
  services: {
    database: { status: string };
    jobQueue: { status: string; failedLastDay: number; completedLastDay: number };
    performance: { status: string; averageScore: number | null; samples: number; anonymousAverageScore: number | null; anonymousSamples: number };
  };
}

/**
 * A performance sample. Through the API (the ingest function writes as the service role) unless
 * `stored`: then written as the database owner, with its time and arrival as given, as if it had
 * been stored before the database bounded times.
 */
interface Sample {
  score: number;
  signedIn?: boolean;
  /** The time the browser gave, relative to now (a PostgreSQL interval). */
  at?: string;
  stored?: boolean;
}

/** Sets the last day's jobs and performance samples, then reads the health as the service role. */
async function healthWith(db: Parameters<typeof asService>[0], { completed, failed, samples }: { completed: number; failed: number; samples: Sample[] }): Promise<Health> {
  const row = (sample: Sample) => ({ score: sample.score, userId: sample.signedIn ? ACCOUNTS.viewer.id : null, at: sample.at ?? '0 seconds' });
  const setup = `
    with jobs as (delete from public.background_jobs returning 1),
      scores as (delete from public.analytics_events where event_type = 'performance' returning 1)
    insert into public.analytics_events (event_type, event_name, properties, user_id, "timestamp", created_at)
    select 'performance', 'performance_score', jsonb_build_object('score', (s ->> 'score')::numeric), (s ->> 'userId')::uuid,
      now() + (s ->> 'at')::interval, now() + (s ->> 'at')::interval
    from jsonb_array_elements($1::jsonb) s`;
  return asService(
    db,
    async (tx: Queryable) => {
      await tx.query("insert into public.background_jobs (type, status, completed_at) select 'email', 'completed', now() from generate_series(1, $1::int)", [completed]);
      await tx.query("insert into public.background_jobs (type, status, failed_at) select 'email', 'failed', now() from generate_series(1, $1::int)", [failed]);
      for (const sample of samples.filter((each) => !each.stored).map(row)) {
        await tx.query(
          "insert into public.analytics_events (event_type, event_name, properties, user_id, \"timestamp\") values ('performance', 'performance_score', jsonb_build_object('score', $1::numeric), $2, now() + $3::interval)",
          [sample.score, sample.userId, sample.at],
        );
      }
      return (await tx.query<{ health: Health }>('select public.system_health() as health')).rows[0]!.health;
    },
    { setup, setupParams: [JSON.stringify(samples.filter((each) => each.stored).map(row))] },
  );
}

// The platform's health is the operators' (owner, manager) alone: every other persona, tenant
// owners included, is refused.
const signedIn = (...scores: number[]): Sample[] => scores.map((score) => ({ score, signedIn: true }));

describe.each(targets)('system health on $name', (target) => {
  const db = useDatabase(target);

  it.each([
    // spec 001 §4: degraded if failures exceed 10% of completions; performance at a score of 70 or less
    { completed: 100, failed: 10, samples: signedIn(90), queue: 'healthy', performance: 'healthy', status: 'healthy' },
    { completed: 100, failed: 11, samples: signedIn(90), queue: 'degraded', performance: 'healthy', status: 'degraded' },
    { completed: 0, failed: 1, samples: [], queue: 'degraded', performance: 'healthy', status: 'degraded' },
    { completed: 0, failed: 0, samples: [], queue: 'healthy', performance: 'healthy', status: 'healthy' },
    { completed: 10, failed: 0, samples: signedIn(71), queue: 'healthy', performance: 'healthy', status: 'healthy' },
    { completed: 10, failed: 0, samples: signedIn(70), queue: 'healthy', performance: 'degraded', status: 'degraded' },
    { completed: 10, failed: 0, samples: signedIn(100, 40), queue: 'healthy', performance: 'degraded', status: 'degraded' },
  ])('$completed completed, $failed failed, samples $samples: queue $queue, performance $performance, overall $status', async ({ completed, failed, samples, queue, performance, status }) => {
    const health = await healthWith(db(), { completed, failed, samples });
    expect(health.status).toBe(status);
    expect(health.services.database.status).toBe('healthy');
    expect(health.services.jobQueue).toMatchObject({ status: queue, failedLastDay: failed, completedLastDay: completed });
    expect(health.services.performance).toMatchObject({ status: performance, samples: samples.length });
  });

  it.each([
    { name: 'anonymous scores alone', samples: [{ score: 0 }, { score: 10 }], performance: 'healthy', judged: 0, averageScore: null, anonymous: 2 },
    { name: 'anonymous scores beside a good signed-in one', samples: [{ score: 0 }, { score: 0 }, { score: 95, signedIn: true }], performance: 'healthy', judged: 1, averageScore: 95, anonymous: 2 },
    { name: 'a signed-in score dated years ahead, through the API', samples: [{ score: 0, signedIn: true, at: '75 years' }], performance: 'degraded', judged: 1, averageScore: 0, anonymous: 0 },
    { name: 'a signed-in score dated years ahead, stored unbounded', samples: [{ score: 0, signedIn: true, at: '75 years', stored: true }], performance: 'healthy', judged: 0, averageScore: null, anonymous: 0 },
    { name: 'an anonymous score dated years ahead, stored unbounded', samples: [{ score: 0, at: '75 years', stored: true }], performance: 'healthy', judged: 0, averageScore: null, anonymous: 0 },
    { name: 'a signed-in score from two days ago, stored unbounded', samples: [{ score: 0, signedIn: true, at: '-2 days', stored: true }], performance: 'healthy', judged: 0, averageScore: null, anonymous: 0 },
    { name: 'a signed-in score outside 0 to 100', samples: [{ score: -1e9, signedIn: true }, { score: 90, signedIn: true }], performance: 'healthy', judged: 1, averageScore: 90, anonymous: 0 },
  ])('judges performance on $name: $performance', async ({ samples, performance, judged, averageScore, anonymous }) => {
    const health = await healthWith(db(), { completed: 0, failed: 0, samples });
    expect(health.services.performance).toMatchObject({ status: performance, samples: judged, averageScore, anonymousSamples: anonymous });
    expect(health.status).toBe(performance);
  });

  it('is read by the platform operators only', async () => {
    expect(await readOutcomes(db(), "select (public.system_health() ->> 'status' is not null)::int as count")).toEqual(expectOutcomes('denied', { owner: 1, manager: 1 }));
    const asOwner = await asUser(db(), claimsOf('owner'), async (tx) => (await tx.query<{ health: Health }>('select public.system_health() as health')).rows[0]!.health);
    expect(['healthy', 'degraded', 'unhealthy']).toContain(asOwner.status);
  });
});
