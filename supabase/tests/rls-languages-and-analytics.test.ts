import { describe, expect, it } from 'vitest';
import { asOwner, asService, asUser, targets, useDatabase } from './support/database';
import { ACCOUNTS, ORG, claimsOf } from './support/demo';
import { expectOutcomes, readOutcomes, selfId, writeOutcomes } from './support/outcomes';

const language = (code: string) => `(select id from public.languages where code = '${code}')`;

/** Each persona's own organization (their current one in the seed). */
function ownOrganization(persona: string): string | null {
  if (persona === 'anon') return null;
  return persona === 'otherStartup' ? ORG.nileRobotics : ORG.fikrLabs;
}

describe.each(targets)('languages, analytics, jobs and audit on $name', (target) => {
  const db = useDatabase(target);

  describe('user_language_preferences', () => {
    // viewer prefers Arabic in Fikr Labs; other-startup French in Nile Robotics.
    const fixtures = {
      setup: `insert into public.user_language_preferences (user_id, primary_language_id, organization_id) values
        ('${ACCOUNTS.viewer.id}', ${language('ar')}, '${ORG.fikrLabs}'),
        ('${ACCOUNTS.otherStartup.id}', ${language('fr')}, '${ORG.nileRobotics}')`,
    };

    it('users read only their own preferences', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.user_language_preferences', [], fixtures)).toEqual(
        expectOutcomes(0, { anon: 'denied', viewer: 1, otherStartup: 1 }),
      );
    });

    it('users add preferences for themselves, in no organization or one of theirs', async () => {
      const add = `insert into public.user_language_preferences (user_id, primary_language_id, organization_id) values ($1, ${language('de')}, $2)`;
      expect(await writeOutcomes(db(), add, (persona) => [selfId(persona), null], fixtures)).toEqual(expectOutcomes(1, { anon: 'denied' }));
      expect(await writeOutcomes(db(), add, [ACCOUNTS.viewer.id, null], fixtures)).toEqual(expectOutcomes('denied', { viewer: 1 }));
      expect(await writeOutcomes(db(), add, (persona) => [selfId(persona), ORG.mentorCircle], fixtures)).toEqual(expectOutcomes('denied', { multiOrg: 1 }));
    });

    it('the upsert on user and organization (spec 000 §7) updates the existing preference', async () => {
      const upsert = `insert into public.user_language_preferences (user_id, primary_language_id, organization_id) values ($1, ${language('de')}, $2)
        on conflict (user_id, organization_id) do update
        set user_id = excluded.user_id, primary_language_id = excluded.primary_language_id, organization_id = excluded.organization_id`;
      expect(await writeOutcomes(db(), upsert, [ACCOUNTS.viewer.id, ORG.fikrLabs], fixtures)).toEqual(expectOutcomes('denied', { viewer: 1 }));
    });

    it('the upsert also finds the one preference outside any organization', async () => {
      const languages = await asUser(
        db(),
        claimsOf('viewer'),
        async (tx) => {
          for (const code of ['de', 'it']) {
            await tx.query(
              `insert into public.user_language_preferences (user_id, primary_language_id, organization_id) values ($1, ${language(code)}, null)
               on conflict (user_id, organization_id) do update set primary_language_id = excluded.primary_language_id`,
              [ACCOUNTS.viewer.id],
            );
          }
          const result = await tx.query<{ code: string }>(
            'select l.code from public.user_language_preferences p join public.languages l on l.id = p.primary_language_id where p.organization_id is null',
          );
          return result.rows.map((row) => row.code);
        },
      );
      expect(languages).toEqual(['it']);
    });

    it('users change and delete only their own preferences', async () => {
      expect(await writeOutcomes(db(), `update public.user_language_preferences set primary_language_id = ${language('en')} where user_id = $1`, [ACCOUNTS.viewer.id], fixtures)).toEqual(
        expectOutcomes(0, { anon: 'denied', viewer: 1 }),
      );
      expect(await writeOutcomes(db(), 'delete from public.user_language_preferences', [], fixtures)).toEqual(expectOutcomes(0, { anon: 'denied', viewer: 1, otherStartup: 1 }));
    });
  });

  describe('translation_values', () => {
    const fixtures = {
      setup: `insert into public.translation_values (namespace, key_path, language_id, value, is_approved, organization_id, company_id, product_id) values
        ('common', 'greeting', ${language('ar')}, 'مرحبا', true, null, null, null),
        ('common', 'farewell', ${language('ar')}, 'مع السلامة', false, null, null, null),
        ('common', 'greeting', ${language('ar')}, 'أهلا بفريق فكر', true, '${ORG.fikrLabs}', null, null),
        ('common', 'greeting', ${language('ar')}, 'أهلا بفريق النيل', true, '${ORG.nileRobotics}', null, null),
        ('portal', 'title', ${language('ar')}, 'فكر سكور', true, null, null, (select id from public.fikr_products where product_key = 'score')),
        ('portal', 'title', ${language('ar')}, 'لوحة الشركة', true, null, '${ORG.fikrLabs}', null)`,
    };

    it('approved values in scope for everyone; owners and managers see all', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.translation_values', [], fixtures)).toEqual(
        expectOutcomes(4, { anon: 2, owner: 6, manager: 6, otherStartup: 3 }),
      );
    });

    it('only owners and managers add, change and delete translations', async () => {
      expect(await writeOutcomes(db(), `insert into public.translation_values (namespace, key_path, language_id, value) values ('common', 'hello', ${language('fr')}, 'Bonjour')`)).toEqual(
        expectOutcomes('denied', { owner: 1, manager: 1 }),
      );
      expect(await writeOutcomes(db(), 'update public.translation_values set is_approved = true', [], fixtures)).toEqual(expectOutcomes(0, { anon: 'denied', owner: 6, manager: 6 }));
      expect(await writeOutcomes(db(), 'delete from public.translation_values', [], fixtures)).toEqual(expectOutcomes(0, { anon: 'denied', owner: 6, manager: 6 }));
    });
  });

  // The three append-only tables share one rule set. Analytics rows arrive only through the edge
  // functions (service role), and the platform operators read every tenant's.
  const analyticsTables = [
    {
      table: 'translation_usage',
      throughFunctions: false,
      columns: 'language_id, user_id, organization_id, page_url',
      values: (user: string, organization: string) => `${language('en')}, ${user}, ${organization}, '/fikrspace/portal'`,
    },
    {
      table: 'route_analytics',
      throughFunctions: true,
      columns: 'route, user_id, organization_id, domain',
      values: (user: string, organization: string) => `'/fikrspace/portal', ${user}, ${organization}, 'localhost'`,
    },
    {
      table: 'analytics_events',
      throughFunctions: true,
      columns: 'event_type, event_name, user_id, organization_id, page_path',
      values: (user: string, organization: string) => `'page_view', 'Page view', ${user}, ${organization}, '/fikrspace/portal'`,
    },
  ];

  describe.each(analyticsTables)('$table', ({ table, throughFunctions, columns, values }) => {
    const quoted = (id: string | null) => (id ? `'${id}'::uuid` : 'null::uuid');
    // viewer's and editor's rows in Fikr Labs, one anonymous row, other-startup's in Nile Robotics.
    const fixtures = {
      setup: `insert into public.${table} (${columns}) values
        (${values(quoted(ACCOUNTS.viewer.id), quoted(ORG.fikrLabs))}),
        (${values(quoted(ACCOUNTS.editor.id), quoted(ORG.fikrLabs))}),
        (${values(quoted(null), quoted(null))}),
        (${values(quoted(ACCOUNTS.otherStartup.id), quoted(ORG.nileRobotics))})`,
    };
    const insert = `insert into public.${table} (${columns}) values (${values('$1::uuid', '$2::uuid')})`;

    it("users read their own rows, access viewers their organization's, nobody another organization's", async () => {
      const total = await asService(db(), async (tx) => Number((await tx.query<{ count: string }>(`select count(*) from public.${table}`)).rows[0]?.count), fixtures);
      const operators = throughFunctions ? { owner: total, manager: total } : { owner: 2, manager: 2 };
      expect(await readOutcomes(db(), `select count(*) from public.${table}`, [], fixtures)).toEqual(
        expectOutcomes(0, { anon: 'denied', ...operators, admin: 2, editor: 1, viewer: 1, startup: 2, otherStartup: 1 }),
      );
    });

    if (throughFunctions) {
      it('nobody inserts directly through the API, not even as themselves: the edge function is the way in', async () => {
        expect(await writeOutcomes(db(), insert, [null, null])).toEqual(expectOutcomes('denied'));
        expect(await writeOutcomes(db(), insert, (persona) => [selfId(persona), ownOrganization(persona)])).toEqual(expectOutcomes('denied'));
      });
    } else {
      it('everyone, anonymous included, records an anonymous row', async () => {
        expect(await writeOutcomes(db(), insert, [null, null])).toEqual(expectOutcomes(1));
      });

      it('signed-in users record rows as themselves in their own organization', async () => {
        // For anon "themselves" is no user and no organization.
        expect(await writeOutcomes(db(), insert, (persona) => [selfId(persona), ownOrganization(persona)])).toEqual(expectOutcomes(1));
      });

      it('nobody records a row as someone else or for an organization they do not belong to', async () => {
        expect(await writeOutcomes(db(), insert, [ACCOUNTS.viewer.id, null])).toEqual(expectOutcomes('denied', { viewer: 1 }));
        expect(await writeOutcomes(db(), insert, [null, ORG.nileRobotics])).toEqual(expectOutcomes('denied', { otherStartup: 1 }));
      });
    }

    it('rows are never changed or deleted through the API', async () => {
      expect(await writeOutcomes(db(), `update public.${table} set created_at = now()`, [], fixtures)).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), `delete from public.${table}`, [], fixtures)).toEqual(expectOutcomes('denied'));
    });
  });

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

  describe('audit_log', () => {
    it('only owners and managers read the audit log', async () => {
      const total = await asService(db(), async (tx) => Number((await tx.query<{ count: string }>('select count(*) from public.audit_log')).rows[0]?.count));
      expect(total).toBeGreaterThan(0);
      expect(await readOutcomes(db(), 'select count(*) from public.audit_log')).toEqual(expectOutcomes(0, { anon: 'denied', owner: total, manager: total }));
    });

    it('nobody writes the audit log through the API', async () => {
      expect(await writeOutcomes(db(), "insert into public.audit_log (table_name, operation) values ('users', 'DELETE')")).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), 'update public.audit_log set actor_id = null')).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), 'delete from public.audit_log')).toEqual(expectOutcomes('denied'));
    });
  });

  describe('service role', () => {
    it('bypasses row level security', async () => {
      const counts = await asService(db(), async (tx) => {
        const result = await tx.query<{ users: number; organizations: number; roles: number }>(
          'select (select count(*)::int from public.users) as users, (select count(*)::int from public.organizations) as organizations, (select count(*)::int from public.organisation_roles) as roles',
        );
        return result.rows[0];
      });
      expect(counts).toEqual({ users: 15, organizations: 7, roles: 15 });
    });
  });
});
