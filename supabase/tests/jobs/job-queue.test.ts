import { describe, expect, it } from 'vitest';
import { asOwner, asService, targets, useDatabase, type Queryable } from '../support/database';

interface Job {
  id: string;
  status: string;
  attempts: number;
  error: string | null;
  claim_token: string | null;
  delay: number;
}

const JOB_COLUMNS = `id, status, attempts, error, claim_token, round(extract(epoch from run_at - now()))::int as delay`;

async function addJob(tx: Queryable, values: { priority?: number; attempts?: number; maxAttempts?: number; createdAt?: string } = {}): Promise<string> {
  const result = await tx.query<{ id: string }>(
    `insert into public.background_jobs (type, priority, attempts, max_attempts, created_at) values ('email', $1, $2, $3, coalesce($4::timestamptz, now())) returning id`,
    [values.priority ?? 0, values.attempts ?? 0, values.maxAttempts ?? 3, values.createdAt ?? null],
  );
  return result.rows[0]!.id;
}

async function job(tx: Queryable, id: string): Promise<Job> {
  return (await tx.query<Job>(`select ${JOB_COLUMNS} from public.background_jobs where id = $1`, [id])).rows[0]!;
}

async function claim(tx: Queryable, limit = 10): Promise<{ id: string; claim_token: string }[]> {
  return (await tx.query<{ id: string; claim_token: string }>('select id, claim_token from public.claim_jobs($1, $2) order by priority desc, created_at', ['test-worker', limit])).rows;
}

/** Every test starts from an empty queue (the seed's welcome jobs are cleared) and rolls back. */
const inQueue = <T>(db: Parameters<typeof asService>[0], fn: (tx: Queryable) => Promise<T>) =>
  asService(db, async (tx) => {
    await tx.query('delete from public.background_jobs');
    return fn(tx);
  });

describe.each(targets)('the job queue on $name', (target) => {
  const db = useDatabase(target);

  it('claims by highest priority, then oldest (spec 001 §9 priorities)', async () => {
    // invitation 5, report 4, welcome 3, notification 2, activity 1
    const order = await inQueue(db(), async (tx) => {
      const ids = new Map<string, string>();
      for (const [name, priority, age] of [['activity', 1, 5], ['welcome', 3, 1], ['invitation', 5, 1], ['notification', 2, 9], ['report', 4, 1], ['older welcome', 3, 30]] as const) {
        ids.set(await addJob(tx, { priority, createdAt: new Date(Date.now() - age * 60_000).toISOString() }), name);
      }
      return (await claim(tx)).map((row) => ids.get(row.id));
    });
    expect(order).toEqual(['invitation', 'report', 'older welcome', 'welcome', 'notification', 'activity']);
  });

  it('claims only due pending jobs, each once, and no more than the limit', async () => {
    const claimed = await inQueue(db(), async (tx) => {
      for (let i = 0; i < 5; i += 1) await addJob(tx);
      await tx.query("insert into public.background_jobs (type, run_at) values ('email', now() + interval '1 hour')");
      return [(await claim(tx, 3)).length, (await claim(tx, 10)).length, (await claim(tx, 10)).length];
    });
    expect(claimed).toEqual([3, 2, 0]);
  });

  it.each([
    // attempts before the failure, max attempts -> status after it, delay 2^attempts seconds
    { before: 0, max: 3, status: 'retrying', attempts: 1, delay: 2 },
    { before: 1, max: 3, status: 'retrying', attempts: 2, delay: 4 },
    { before: 2, max: 3, status: 'failed', attempts: 3, delay: 8 },
    { before: 3, max: 5, status: 'retrying', attempts: 4, delay: 16 },
    { before: 0, max: 1, status: 'failed', attempts: 1, delay: 2 },
  ])('a failure after $before of $max attempts leaves it $status, retried in $delay s', async ({ before, max, status, attempts, delay }) => {
    const after = await inQueue(db(), async (tx) => {
      const id = await addJob(tx, { attempts: before, maxAttempts: max });
      const [claimed] = await claim(tx);
      const returned = (await tx.query<{ status: string }>("select public.fail_job($1, $2, 'boom') as status", [id, claimed!.claim_token])).rows[0]!.status;
      return { returned, ...(await job(tx, id)) };
    });
    expect(after).toMatchObject({ returned: status, status, attempts, error: 'boom', claim_token: null });
    if (status === 'retrying') expect(after.delay).toBe(delay);
  });

  it('a retrying job returns to pending when its delay has passed, and is claimed again', async () => {
    const states = await inQueue(db(), async (tx) => {
      const id = await addJob(tx);
      const [first] = await claim(tx);
      await tx.query("select public.fail_job($1, $2, 'boom')", [id, first!.claim_token]);
      const early = (await claim(tx)).length;
      await tx.query("update public.background_jobs set run_at = now() - interval '1 second' where id = $1", [id]);
      const again = await claim(tx);
      return { early, again: again.map((row) => row.id), status: (await job(tx, id)).status, fresh: again[0]?.claim_token !== first!.claim_token };
    });
    expect(states.early).toBe(0);
    expect(states.again).toHaveLength(1);
    expect(states).toMatchObject({ status: 'processing', fresh: true });
  });

  it('fails at once, whatever the attempts left, when no processor exists', async () => {
    const after = await inQueue(db(), async (tx) => {
      const id = await addJob(tx);
      const [claimed] = await claim(tx);
      await tx.query("select public.fail_job($1, $2, 'No processor found for job type mystery', true)", [id, claimed!.claim_token]);
      return job(tx, id);
    });
    expect(after).toMatchObject({ status: 'failed', attempts: 1, error: 'No processor found for job type mystery' });
  });

  it('only the current claim completes a job, and only once', async () => {
    const outcome = await inQueue(db(), async (tx) => {
      const id = await addJob(tx);
      const [claimed] = await claim(tx);
      const complete = async (token: string) => (await tx.query<{ ok: boolean }>("select public.complete_job($1, $2, '{\"sent\":1}') as ok", [id, token])).rows[0]!.ok;
      const stranger = await complete('00000000-0000-4000-8000-000000000000');
      const holder = await complete(claimed!.claim_token);
      const twice = await complete(claimed!.claim_token);
      const failAfter = (await tx.query<{ status: string | null }>("select public.fail_job($1, $2, 'late') as status", [id, claimed!.claim_token])).rows[0]!.status;
      const row = (await tx.query<{ status: string; result: unknown; completed: boolean }>('select status, result, completed_at is not null as completed from public.background_jobs where id = $1', [id])).rows[0];
      return { stranger, holder, twice, failAfter, row };
    });
    expect(outcome).toEqual({ stranger: false, holder: true, twice: false, failAfter: null, row: { status: 'completed', result: { sent: 1 }, completed: true } });
  });

  it.each([
    { before: 0, status: 'retrying', attempts: 1 },
    { before: 2, status: 'failed', attempts: 3 },
  ])('a job whose worker stopped is taken back when its lease runs out ($status after $attempts)', async ({ before, status, attempts }) => {
    const after = await inQueue(db(), async (tx) => {
      const id = await addJob(tx, { attempts: before });
      const [first] = await claim(tx);
      await tx.query("update public.background_jobs set locked_until = now() - interval '1 second' where id = $1", [id]);
      await claim(tx);
      const row = await job(tx, id);
      const lateCompletion = (await tx.query<{ ok: boolean }>('select public.complete_job($1, $2) as ok', [id, first!.claim_token])).rows[0]!.ok;
      return { ...row, lateCompletion };
    });
    expect(after).toMatchObject({ status, attempts, error: 'The worker stopped before the job finished.', claim_token: null, lateCompletion: false });
  });

  it('the statistics count each state and the last day\'s outcomes', async () => {
    const stats = await inQueue(db(), async (tx) => {
      await tx.query(`insert into public.background_jobs (type, status, completed_at, failed_at) values
        ('a', 'pending', null, null), ('b', 'pending', null, null), ('c', 'completed', now(), null),
        ('d', 'completed', now() - interval '2 days', null), ('e', 'failed', null, now()), ('f', 'retrying', null, null)`);
      return (await tx.query<{ stats: Record<string, number> }>('select public.job_queue_stats() as stats')).rows[0]!.stats;
    });
    expect(stats).toMatchObject({ pending: 2, processing: 0, retrying: 1, completed: 2, failed: 1, completedLastDay: 1, failedLastDay: 1 });
  });

  it('hourly cleanup removes completed and failed jobs older than 24 hours, and nothing else', async () => {
    // As the owner: updated_at is kept current by a trigger, which the test sets aside to back-date rows.
    const remaining = await asOwner(db(), async (tx) => {
      await tx.query('delete from public.background_jobs');
      await tx.query(`insert into public.background_jobs (type, status) values
        ('old-completed', 'completed'), ('old-failed', 'failed'), ('old-pending', 'pending'), ('new-completed', 'completed')`);
      await tx.query("alter table public.background_jobs disable trigger set_updated_at");
      await tx.query("update public.background_jobs set updated_at = now() - interval '25 hours' where type like 'old-%'");
      await tx.query("alter table public.background_jobs enable trigger set_updated_at");
      const removed = (await tx.query<{ removed: number }>('select public.cleanup_finished_jobs() as removed')).rows[0]!.removed;
      const types = (await tx.query<{ type: string }>('select type from public.background_jobs order by type')).rows.map((row) => row.type);
      return { removed, types };
    });
    expect(remaining).toEqual({ removed: 2, types: ['new-completed', 'old-pending'] });
  });

  it('the retention job removes analytics older than 365 days only', async () => {
    // As the owner: rows written through the API are dated near their arrival, so only the owner
    // can back-date them.
    const outcome = await asOwner(db(), async (tx) => {
      await tx.query(`insert into public.analytics_events (event_type, event_name, "timestamp", created_at) values
        ('page_view', 'old', now() - interval '366 days', now() - interval '366 days'), ('page_view', 'kept', now() - interval '364 days', now() - interval '364 days')`);
      await tx.query("insert into public.route_analytics (route, created_at) values ('/old', now() - interval '366 days'), ('/kept', now() - interval '1 day')");
      const purged = (await tx.query<{ purged: unknown }>('select public.purge_expired_analytics() as purged')).rows[0]!.purged;
      const names = (await tx.query<{ event_name: string }>("select event_name from public.analytics_events where event_name in ('old', 'kept')")).rows.map((row) => row.event_name);
      const routes = (await tx.query<{ route: string }>("select route from public.route_analytics where route in ('/old', '/kept')")).rows.map((row) => row.route);
      return { purged, names, routes };
    });
    expect(outcome.purged).toMatchObject({ analyticsEvents: 1, routeAnalytics: 1 });
    expect(outcome).toMatchObject({ names: ['kept'], routes: ['/kept'] });
  });

  it('refuses a claim limit or lease out of range with a clear error', async () => {
    for (const [limit, lease] of [[0, 60], [101, 60], [10, 1], [10, 3601]] as const) {
      await expect(inQueue(db(), (tx) => tx.query("select * from public.claim_jobs('w', $1, $2)", [limit, lease]))).rejects.toMatchObject({ code: '22023' });
    }
  });
});
