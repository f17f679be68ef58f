import { createHash } from 'node:crypto';
import { SUPABASE_DIR } from '@fikrspace/local-backend/migrate';
import { SETUP_TIMEOUT, startBackend, targets } from '@fikrspace/local-backend/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
// A relative path: the worker does not depend on the browser's database package.
import { ACCOUNTS, ORG } from '../../db/src/testing/demo-ids.js';
import { NO_PROCESSOR, PermanentJobError } from './errors.mjs';
import { createProcessors } from './processors/index.mjs';
import { enqueueJob, enqueueNotificationDigests, remindMetricSubmissions } from './queue.mjs';
import { createWorker } from './worker.mjs';

/**
 * The worker against the local backend's API (supabase-js with the service role), on PGlite and,
 * when one answers, PostgreSQL: the same calls a worker makes to hosted Supabase.
 */

const APP_URL = 'https://app.fikrspace.test';

/** @param {() => Promise<boolean>} condition */
async function until(condition, timeoutMs = 60_000) {
  await vi.waitFor(
    async () => {
      if (!(await condition())) throw new Error('not yet');
    },
    { timeout: timeoutMs, interval: 25 },
  );
}

describe.each(await targets())('the job worker on $name', (target) => {
  /** @type {Awaited<ReturnType<typeof startBackend>>} */
  let backend;
  /** @type {import('@supabase/supabase-js').SupabaseClient} */
  let service;
  /** @param {string} sql @param {unknown[]} [params] */
  const query = async (sql, params = []) => (await backend.db.query(sql, params)).rows;
  const statusOf = async (/** @type {string} */ id) => (await query('select status, attempts, error, result from public.background_jobs where id = $1', [id]))[0];

  beforeAll(async () => {
    backend = await startBackend(target, { supabaseDir: SUPABASE_DIR });
    service = backend.client(backend.serviceRoleKey);
  }, SETUP_TIMEOUT);
  afterAll(async () => backend?.close(), SETUP_TIMEOUT);
  beforeEach(async () => {
    await query('delete from public.mail_outbox');
    await query('delete from public.background_jobs');
    await query('delete from public.organization_invitations');
  });

  /** @param {Partial<Parameters<typeof createWorker>[0]>} options */
  const worker = (options) => createWorker({ client: service, processors: {}, maintenance: false, pollIntervalMs: 10, ...options });

  it('completes a job with its processor\'s result, and fails one whose processor throws, to retry', async () => {
    const ok = await enqueueJob(service, { type: 'echo', data: { value: 7 } });
    const bad = await enqueueJob(service, { type: 'boom' });
    const reports = [];
    await worker({
      processors: { echo: async (job) => ({ echoed: job.data.value }), boom: async () => Promise.reject(new Error('provider down')) },
      onJob: (report) => reports.push(report.outcome),
    }).runOnce();
    expect(reports.sort()).toEqual(['completed', 'retrying']);
    expect(await statusOf(ok)).toMatchObject({ status: 'completed', attempts: 0, result: { echoed: 7 } });
    expect(await statusOf(bad)).toMatchObject({ status: 'retrying', attempts: 1, error: 'provider down' });
  });

  it(`fails a job at once with "${NO_PROCESSOR}" or a permanent error`, async () => {
    const orphan = await enqueueJob(service, { type: 'mystery' });
    const invalid = await enqueueJob(service, { type: 'strict' });
    await worker({ processors: { strict: async () => Promise.reject(new PermanentJobError('bad data')) } }).runOnce();
    expect(await statusOf(orphan)).toMatchObject({ status: 'failed', attempts: 1, error: `${NO_PROCESSOR} mystery` });
    expect(await statusOf(invalid)).toMatchObject({ status: 'failed', attempts: 1, error: 'bad data' });
  });

  it('two workers on 1000 jobs complete each exactly once', async () => {
    await query("insert into public.background_jobs (type, data, priority) select 'count', jsonb_build_object('n', n), n % 6 from generate_series(1, 1000) n");
    /** @type {Map<number, number>} */
    const runs = new Map();
    const processors = { count: async (/** @type {any} */ job) => void runs.set(job.data.n, (runs.get(job.data.n) ?? 0) + 1) };
    const workers = [worker({ processors, workerId: 'a' }), worker({ processors, workerId: 'b' })];
    for (const each of workers) each.start();
    await until(async () => Number((await query("select count(*) as n from public.background_jobs where status = 'completed'"))[0].n) === 1000, 120_000);
    await Promise.all(workers.map((each) => each.stop()));
    expect(runs.size).toBe(1000);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(workers.map((each) => each.totals.lost)).toEqual([0, 0]);
    expect(workers[0].totals.completed + workers[1].totals.completed).toBe(1000);
    expect(workers.every((each) => each.totals.completed > 0)).toBe(true);
  }, 180_000);

  it('a worker killed mid-batch loses nothing: its jobs come back after the lease and complete once', async () => {
    await query("insert into public.background_jobs (type, data) select 'count', jsonb_build_object('n', n) from generate_series(1, 10) n");
    /** @type {Map<number, number>} */
    const completed = new Map();
    /** @type {(() => void)[]} */
    const hung = [];
    let started = 0;
    // The first worker finishes four jobs, then hangs on the fifth as if its process had died.
    const dying = worker({
      workerId: 'dying',
      processors: {
        count: async (/** @type {any} */ job) => {
          started += 1;
          if (started > 4) await new Promise((resolve) => hung.push(() => resolve(undefined)));
          completed.set(job.data.n, (completed.get(job.data.n) ?? 0) + 1);
        },
      },
    });
    void dying.runOnce();
    await until(async () => hung.length === 1);
    expect(Number((await query("select count(*) as n from public.background_jobs where status = 'processing'"))[0].n)).toBe(6);
    // Its lease runs out.
    await query("update public.background_jobs set locked_until = now() - interval '1 second' where status = 'processing'");
    const rescuer = worker({ workerId: 'rescuer', processors: { count: async (/** @type {any} */ job) => void completed.set(job.data.n, (completed.get(job.data.n) ?? 0) + 1) } });
    await until(async () => {
      await rescuer.runOnce();
      return Number((await query("select count(*) as n from public.background_jobs where status = 'completed'"))[0].n) === 10;
    });
    // The dead worker wakes up late: its completion is refused, so no job completes twice.
    for (const resume of hung) resume();
    await until(async () => dying.totals.lost === 1);
    const rows = await query("select status, attempts, error from public.background_jobs order by (data->>'n')::int");
    expect(rows.map((row) => row.status)).toEqual(Array(10).fill('completed'));
    expect(rows.filter((row) => row.attempts === 1)).toHaveLength(6);
    expect(dying.totals).toMatchObject({ completed: 4, lost: 1 });
    expect(rescuer.totals.completed).toBe(6);
  }, 120_000);

  describe('the platform processors', () => {
    const platform = () => worker({ processors: createProcessors({ client: service, appUrl: APP_URL }) });

    it("sends a confirmed account's welcome mail to the outbox from the no-reply sender, once per job, greeting nobody by name", async () => {
      await query("insert into auth.users (id, email, raw_user_meta_data) values ('00000000-0000-4000-d000-0000000000a1', 'newcomer@example.test', '{\"first_name\": \"Visit https://evil.example now\"}')");
      await query("update auth.users set email_confirmed_at = now() where id = '00000000-0000-4000-d000-0000000000a1'");
      const [job] = await query("select id from public.background_jobs where data->>'email' = 'newcomer@example.test'");
      await platform().runOnce();
      // The same job run again (a worker that lost its lease) does not write a second mail.
      await createProcessors({ client: service, appUrl: APP_URL }).email({ id: job.id, type: 'email', data: { action: 'send-welcome', email: 'newcomer@example.test' }, organization_id: null });
      const mails = await query('select template, sender, recipient, subject, body, status from public.mail_outbox where job_id = $1', [job.id]);
      expect(mails).toEqual([
        {
          template: 'welcome',
          sender: 'FikrSpace <no-reply@fikrspace.com>',
          recipient: 'newcomer@example.test',
          subject: 'Welcome to FikrSpace',
          body: `Hello,\n\nYour FikrSpace account is ready. Sign in at ${APP_URL}/login to reach your portal.\n\nThe FikrSpace team`,
          status: 'queued',
        },
      ]);
      expect(await statusOf(job.id)).toMatchObject({ status: 'completed', result: { outbox: 'queued', template: 'welcome', recipient: 'newcomer@example.test' } });
    });

    it.each([
      ['email', { action: 'send-postcard', email: 'a@b.test' }, 'Unknown email action: send-postcard'],
      ['email', { action: 'send-welcome', email: 'not an address' }, 'The e-mail job has no valid recipient address.'],
      ['email', { action: 'send-invitation', organizationName: 'Fikr Labs' }, 'The e-mail job has no valid recipient address.'],
      ['email', { action: 'send-invitation', email: 'a@b.test' }, 'The invitation job names no invitation.'],
      ['analytics', { action: 'mine-bitcoin' }, 'Unknown analytics action: mine-bitcoin'],
      ['analytics', { action: 'track-performance', metrics: { LCP: -1 } }, '"metrics.LCP" must be a non-negative number.'],
      ['analytics', { action: 'generate-report', from: 'yesterday' }, '"from" must be an ISO 8601 date-time.'],
    ])('fails %s job %j at once: %s', async (type, data, message) => {
      const id = await enqueueJob(service, { type, data });
      await platform().runOnce();
      expect(await statusOf(id)).toMatchObject({ status: 'failed', attempts: 1, error: message });
    });

    /** A pending invitation of Fikr Labs, as create_invitation leaves it. */
    const invitationTo = async (/** @type {string} */ email, organizationName = 'Fikr Labs', inviterName = 'Omar') => {
      const [row] = await query("insert into public.organization_invitations (organization_id, email, role) values ($1, $2, 'editor') returning id", [ORG.fikrLabs, email]);
      return enqueueJob(service, { type: 'email', data: { action: 'send-invitation', invitationId: row.id, email, organizationName, inviterName } });
    };
    const tokenHashOf = async (/** @type {string} */ email) => (await query('select token_hash from public.organization_invitations where email = $1', [email]))[0].token_hash;
    const linkIn = (/** @type {string} */ body) => new URL(/** @type {string} */ (/(https:\/\/\S+)/.exec(body)?.[1]));

    it('writes invitations with a link whose token only the invitation keeps, hashed, and notifications with their texts', async () => {
      const invitation = await invitationTo('sara@example.test');
      const notice = await enqueueJob(service, { type: 'email', data: { action: 'send-notification', email: 'sara@example.test', subject: 'Round closed', message: 'Seed round closed.' } });
      await platform().runOnce();
      const mails = await query('select job_id, template, recipient, subject, body from public.mail_outbox order by template');
      expect(mails).toEqual([
        {
          job_id: invitation,
          template: 'invitation',
          recipient: 'sara@example.test',
          subject: 'Invitation to join “Fikr Labs” on FikrSpace',
          body: expect.stringContaining(`Organization: “Fikr Labs”\nInvited by: “Omar”\n(These names are written by the organization's members, not by FikrSpace.)\n\nAccept the invitation: ${APP_URL}/accept-invite?invitation=`),
        },
        { job_id: notice, template: 'notification', recipient: 'sara@example.test', subject: 'Round closed', body: expect.stringContaining('Seed round closed.') },
      ]);
      const token = /** @type {string} */ (linkIn(mails[0].body).searchParams.get('invitation'));
      expect(await tokenHashOf('sara@example.test')).toBe(createHash('sha256').update(token).digest('hex'));
      // No account exists before the invitee accepts, and the job holds no token.
      expect(await query("select count(*)::int as n from auth.users where email = 'sara@example.test'")).toEqual([{ n: 0 }]);
      expect(JSON.stringify((await query('select data from public.background_jobs where id = $1', [invitation]))[0].data)).not.toContain(token);
      // Spec 001 §9 priorities: invitation 5, notification 2.
      const priorities = await query('select priority from public.background_jobs order by priority desc');
      expect(priorities.map((row) => row.priority)).toEqual([5, 2]);
    });

    it('keeps a job run twice to its first link, and a newer invitation mail replaces an older link', async () => {
      const first = await invitationTo(ACCOUNTS.mentor.email);
      await platform().runOnce();
      const hash = await tokenHashOf(ACCOUNTS.mentor.email);
      await createProcessors({ client: service, appUrl: APP_URL }).email({ id: first, type: 'email', data: { action: 'send-invitation', invitationId: 'x', email: ACCOUNTS.mentor.email }, organization_id: null });
      expect(await tokenHashOf(ACCOUNTS.mentor.email)).toBe(hash);
      expect(await query('select count(*)::int as n from public.mail_outbox where job_id = $1', [first])).toEqual([{ n: 1 }]);
      const [{ invitation_id: invitationId }] = await query("select data->>'invitationId' as invitation_id from public.background_jobs where id = $1", [first]);
      await enqueueJob(service, { type: 'email', data: { action: 'send-invitation', invitationId, email: ACCOUNTS.mentor.email } });
      await platform().runOnce();
      expect(await tokenHashOf(ACCOUNTS.mentor.email)).not.toBe(hash);
    });

    it.each([
      ['a withdrawn invitation', "update public.organization_invitations set status = 'revoked'", 'The invitation is no longer pending.'],
      ['an accepted invitation', "update public.organization_invitations set status = 'accepted'", 'The invitation is no longer pending.'],
    ])('writes no mail for %s', async (_what, change, error) => {
      const job = await invitationTo('late@example.test');
      await query(change);
      await platform().runOnce();
      expect(await statusOf(job)).toMatchObject({ status: 'failed', error });
      expect(await query('select count(*)::int as n from public.mail_outbox')).toEqual([{ n: 0 }]);
    });

    it('writes the names people typed as quoted data: one line, no links, at most 80 characters', async () => {
      const organization = 'URGENT - payment failed\nupdate card at https://evil.example/pay or www.evil.example or evil.example';
      await invitationTo('quoted@example.test', organization, `Mallory ${'x'.repeat(200)}`);
      await platform().runOnce();
      const [mail] = await query('select subject, body from public.mail_outbox');
      expect(mail.subject).toBe('Invitation to join “URGENT - payment failed update card at or or” on FikrSpace');
      expect(mail.body).toContain(`Invited by: “Mallory ${'x'.repeat(71)}…”`);
      expect(mail.body.match(/https?:\/\/|www\.|evil/g)).toEqual(['https://']);
    });

    it('computes reports and metrics from the stored events, and records activity and performance', async () => {
      await query(`insert into public.analytics_events (event_type, event_name, page_path, session_id, visitor_id, metadata) values
        ('page_view', 'page_view', '/', 's1', 'v1', '{"deviceType":"mobile"}'), ('page_view', 'page_view', '/about', 's1', 'v1', '{"deviceType":"mobile"}'),
        ('page_view', 'page_view', '/', 's2', 'v2', '{"deviceType":"desktop"}')`);
      const report = await enqueueJob(service, { type: 'analytics', data: { action: 'generate-report' } });
      const metrics = await enqueueJob(service, { type: 'analytics', data: { action: 'update-metrics' } });
      const activity = await enqueueJob(service, { type: 'analytics', data: { action: 'track-user-activity', activity: 'exported cap table', pagePath: '/cap' } });
      const performance = await enqueueJob(service, { type: 'analytics', data: { action: 'track-performance', pagePath: '/', metrics: { LCP: 1200, CLS: 0.02 }, score: 100 } });
      await platform().runOnce();
      const reportRow = await statusOf(report);
      expect(reportRow.status).toBe('completed');
      expect(reportRow.result.analytics.totals).toMatchObject({ pageViews: 3, visitors: 2, sessions: 2 });
      expect(reportRow.result.analytics.topPages[0]).toEqual({ pagePath: '/', views: 2 });
      expect((await statusOf(metrics)).result).toMatchObject({ window: '24h', totals: { pageViews: 3 }, queue: expect.objectContaining({ processing: expect.any(Number) }) });
      expect((await statusOf(activity)).status).toBe('completed');
      expect((await statusOf(performance)).status).toBe('completed');
      const recorded = await query("select event_type, event_name, page_path, properties from public.analytics_events where event_type in ('user_activity', 'performance') order by event_type desc");
      expect(recorded).toEqual([
        { event_type: 'user_activity', event_name: 'exported cap table', page_path: '/cap', properties: {} },
        { event_type: 'performance', event_name: 'page_performance', page_path: '/', properties: { metrics: { LCP: 1200, CLS: 0.02 }, score: 100 } },
      ]);
      expect((await query('select priority from public.background_jobs where id = $1', [report]))[0].priority).toBe(4);
    });

    it('mails each member one digest of the unread notifications they asked for by e-mail, then none until the next day', async () => {
      const startup = ACCOUNTS.startup.id;
      await query('delete from public.notification_preferences');
      await query('delete from public.notifications where recipient_id = $1', [startup]);
      await query("insert into public.notification_preferences (user_id, type, email_digest) values ($1, 'product_access_granted', true), ($1, 'invitation_accepted', true)", [startup]);
      await query(
        `insert into public.notifications (recipient_id, type, title, body, read_at, created_at) values
          ($1, 'product_access_granted', 'You can now open Fikr Cap', 'Granted in Fikr Labs.', null, now() - interval '2 hours'),
          ($1, 'invitation_accepted', 'lina@example.test accepted your invitation', null, null, now() - interval '1 hour'),
          ($1, 'invitation_accepted', 'Seen already', null, now(), now()),
          ($1, 'product_access_revoked', 'Not asked for by e-mail', null, null, now())`,
        [startup],
      );
      expect(await enqueueNotificationDigests(service)).toBe(1);
      await platform().runOnce();
      const [mail] = await query('select recipient, subject, body from public.mail_outbox');
      expect(mail).toMatchObject({ recipient: ACCOUNTS.startup.email, subject: 'FikrSpace: 2 new notifications' });
      expect(mail.body).toBe(
        [
          'Hello,',
          'Here is what happened on FikrSpace since your last digest:\n\n- lina@example.test accepted your invitation\n- You can now open Fikr Cap: Granted in Fikr Labs.',
          `Open FikrSpace: ${APP_URL}/fikrspace/portal/hub`,
          'The FikrSpace team',
        ].join('\n\n'),
      );

      // Carried once; a newer one waits for the next day's digest.
      await query("insert into public.notifications (recipient_id, type, title) values ($1, 'product_access_granted', 'You can now open Fikr OS')", [startup]);
      expect(await enqueueNotificationDigests(service)).toBe(0);
      expect(await enqueueNotificationDigests(service, 0)).toBe(0);
      await query("update public.notifications set digested_at = digested_at - interval '25 hours' where recipient_id = $1 and digested_at is not null", [startup]);
      expect(await enqueueNotificationDigests(service)).toBe(1);
    });

    it('reminds the founders whose last month is due, once a week', async () => {
      await query("delete from public.notifications where type = 'metrics_due'");
      // The seed leaves last month a draft for Fikr Labs and a few others.
      expect(await remindMetricSubmissions(service)).toBeGreaterThan(0);
      expect(await query("select count(*)::int as n from public.notifications where type = 'metrics_due' and recipient_id = $1", [ACCOUNTS.startup.id])).toEqual([{ n: 1 }]);
      expect(await remindMetricSubmissions(service)).toBe(0);
    });

    it('never puts another site\'s address in a notification mail', async () => {
      await enqueueJob(service, { type: 'email', data: { action: 'send-notification', email: 'sara@example.test', subject: 'Hi', message: 'Hello.', link: '//evil.example/x' } });
      await platform().runOnce();
      const [mail] = await query('select body from public.mail_outbox');
      expect(mail.body).not.toContain('evil.example');
    });
  });
});
