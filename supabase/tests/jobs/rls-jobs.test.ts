import { describe, expect, it } from 'vitest';
import { asOwner, asService, targets, useDatabase } from '../support/database';
import { ORG } from '../support/demo';
import { PERSONA_SWEEP_TIMEOUT, expectOutcomes, readOutcomes, writeOutcomes } from '../support/outcomes';

// Only the platform operators (owner, manager) read these rows, and nobody writes them through
// the API: every other persona, the owners of the other tenants included, gets the default of
// each expectation, since no tenant owns a row here.

describe.each(targets)('the job queue and the mail outbox on $name', (target) => {
  const db = useDatabase(target);

  describe('background_jobs', () => {
    const FAILED_JOB = '00000000-0000-4000-b000-00000000f001';
    const fixtures = {
      setup: `insert into public.background_jobs (id, type, data, priority, status, attempts, failed_at) values
        (default, 'email', '{"action":"send-invitation"}', 5, 'pending', 0, null),
        ('${FAILED_JOB}', 'email', '{"action":"send-welcome"}', 3, 'failed', 3, now())`,
    };
    const totalJobs = () => asService(db(), async (tx) => Number((await tx.query<{ count: string }>('select count(*) from public.background_jobs')).rows[0]?.count), fixtures);

    it('only the platform operators read the job queue', async () => {
      const total = await totalJobs();
      expect(total).toBeGreaterThanOrEqual(2);
      expect(await readOutcomes(db(), 'select count(*) from public.background_jobs', [], fixtures)).toEqual(
        expectOutcomes(0, { anon: 'denied', owner: total, manager: total }),
      );
      expect(await readOutcomes(db(), "select (public.job_queue_stats() ->> 'failed')::int as count", [], fixtures)).toEqual(
        expectOutcomes(0, { anon: 'denied', owner: 1, manager: 1 }),
      );
    });

    it('no API user writes the job queue', async () => {
      expect(await writeOutcomes(db(), "insert into public.background_jobs (type) values ('email')")).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), "update public.background_jobs set status = 'failed'", [], fixtures)).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), 'delete from public.background_jobs', [], fixtures)).toEqual(expectOutcomes('denied'));
    });

    it('only operators retry a failed job; nobody else may claim, complete or clean up', async () => {
      expect(await readOutcomes(db(), `select public.retry_job('${FAILED_JOB}')::int as count`, [], fixtures)).toEqual(
        expectOutcomes('denied', { owner: 1, manager: 1 }),
      );
      for (const call of ["select count(*) from public.claim_jobs('me')", "select public.cleanup_finished_jobs()::int as count", "select count(*) from public.purge_expired_analytics()"]) {
        expect(await readOutcomes(db(), call, [], fixtures)).toEqual(expectOutcomes('denied'));
      }
    });

    it('the service role claims by priority, then age', async () => {
      const picked = await asService(db(), async (tx) => {
        await tx.query("update public.background_jobs set status = 'completed'");
        await tx.query("insert into public.background_jobs (type, priority) values ('email', 2), ('email', 5)");
        const result = await tx.query<{ priority: number }>("select priority from public.claim_jobs('worker', 1)");
        return result.rows.map((row) => row.priority);
      });
      expect(picked).toEqual([5]);
    });
  });

  describe('mail_outbox', () => {
    const fixtures = {
      setup: `insert into public.mail_outbox (template, recipient, subject, body, organization_id) values
        ('welcome', 'viewer@fikrspace.test', 'Welcome', 'Hello', null),
        ('invitation', 'new@nile.test', 'Join Nile Robotics', 'Hello', '${ORG.nileRobotics}')`,
    };

    it('only the platform operators read the outbox; nobody writes it through the API', async () => {
      const total = await asService(db(), async (tx) => Number((await tx.query<{ count: string }>('select count(*) from public.mail_outbox')).rows[0]?.count), fixtures);
      expect(await readOutcomes(db(), 'select count(*) from public.mail_outbox', [], fixtures)).toEqual(
        expectOutcomes(0, { anon: 'denied', owner: total, manager: total }),
      );
      expect(await writeOutcomes(db(), "insert into public.mail_outbox (template, recipient, subject, body) values ('welcome', 'a@b.c', 's', 'b')")).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), "update public.mail_outbox set status = 'sent'", [], fixtures)).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), 'delete from public.mail_outbox', [], fixtures)).toEqual(expectOutcomes('denied'));
    });

    it('a confirmed account gets a welcome job of priority 3', async () => {
      const jobs = await asOwner(db(), async (tx) => {
        await tx.query("insert into auth.users (id, email) values ('00000000-0000-4000-b000-0000000000aa', 'newcomer@fikrspace.test')");
        await tx.query("update auth.users set email_confirmed_at = now() where id = '00000000-0000-4000-b000-0000000000aa'");
        return (await tx.query<{ priority: number; data: Record<string, unknown> }>(`select priority, data from public.background_jobs where data ->> 'email' = 'newcomer@fikrspace.test'`)).rows;
      });
      expect(jobs).toEqual([{ priority: 3, data: { action: 'send-welcome', userId: '00000000-0000-4000-b000-0000000000aa', email: 'newcomer@fikrspace.test' } }]);
    });
  });
}, PERSONA_SWEEP_TIMEOUT);
