import { describe, expect, it } from 'vitest';
import { asOwner, asService, asUser, rejectionOf, targets, useDatabase } from '../support/database';
import { ACCOUNTS, FIKR_LABS_MEMBERS, ORG, claimsOf } from '../support/demo';
import { PERSONA_SWEEP_TIMEOUT, every, expectOutcomes, readOutcomes, writeOutcomes } from '../support/outcomes';

// Support requests and resources (the help-center context). In the seed Fikr Labs has four
// requests (startup@'s resolved, closed and open ones, admin@'s one in progress) and Nile
// Robotics one; the library holds 22 published resources and a draft. Every member of an
// organization reads and opens its requests; the author closes an unsettled request and reopens
// a resolved one, nothing more; the platform's operators (owner, manager) read and move them all.
// Every signed-in user reads the published resources; only the operators write them.

const FL = ORG.fikrLabs;
const OPERATORS = { owner: 1, manager: 1 } as const;

/** One of the seeded requests, by its subject. */
const request = (subject: string) => `(select id from public.support_requests where subject = '${subject.replaceAll("'", "''")}')`;
const STARTUPS_OPEN = request('Add a second owner to Fikr Labs');
const STARTUPS_RESOLVED = request("Oasis Ventures cannot see last month's revenue");
const STARTUPS_CLOSED = request('Invoice shows our old trade licence number');
const ADMINS_IN_PROGRESS = request('CSV import refuses months written in Arabic');
const NILES_OPEN = request('Pitch deck upload stops at 90%');

const setStatus = (target: string, status: string) => `update public.support_requests set status = '${status}' where id = ${target}`;

describe.each(targets)('the help center on $name', (target) => {
  const db = useDatabase(target);

  describe('support requests', () => {
    it('members read their organization’s requests, the operators all of them, anonymous visitors none', async () => {
      const all = await asService(db(), async (tx) => Number((await tx.query<{ count: string }>('select count(*) from public.support_requests')).rows[0]?.count));
      expect(await readOutcomes(db(), 'select count(*) from public.support_requests')).toEqual(
        expectOutcomes(0, { anon: 'denied', ...every(FIKR_LABS_MEMBERS, 4), ...every(['owner', 'manager'], all), otherStartup: 1 }),
      );
    });

    it('every member opens a request for their organization, in their own name; no one for another organization', async () => {
      const open = "insert into public.support_requests (organization_id, subject, body, category) values ($1, 'Export fails', 'The metrics export stops halfway through.', 'technical')";
      expect(await writeOutcomes(db(), open, [FL])).toEqual(expectOutcomes('denied', every(FIKR_LABS_MEMBERS, 1)));
      const author = await asUser(db(), claimsOf('viewer'), async (tx) => (await tx.query<{ created_by: string; status: string }>(`${open} returning created_by, status`, [FL])).rows[0]);
      expect(author).toEqual({ created_by: ACCOUNTS.viewer.id, status: 'open' });
    });

    it('a request starts open and its author is the caller: neither is the caller’s to set', async () => {
      const settled = "insert into public.support_requests (organization_id, subject, body, category, status) values ($1, 'Already done', 'Nothing to do here, really.', 'other', 'resolved')";
      expect(await writeOutcomes(db(), settled, [FL])).toEqual(expectOutcomes('denied'));
      const forged = "insert into public.support_requests (organization_id, created_by, subject, body, category) values ($1, $2, 'In her name', 'Opened in another member’s name.', 'other')";
      expect(await writeOutcomes(db(), forged, [FL, ACCOUNTS.admin.id])).toEqual(expectOutcomes('denied'));
    });

    it('the author closes their open request; other members cannot touch it; the operators can', async () => {
      expect(await writeOutcomes(db(), setStatus(STARTUPS_OPEN, 'closed'))).toEqual(expectOutcomes(0, { anon: 'denied', ...OPERATORS, startup: 1 }));
      // admin@'s request in progress is theirs to close, nobody else's but the operators'.
      expect(await writeOutcomes(db(), setStatus(ADMINS_IN_PROGRESS, 'closed'))).toEqual(expectOutcomes(0, { anon: 'denied', ...OPERATORS, admin: 1 }));
    });

    it('the author reopens a resolved request, but not a closed one', async () => {
      expect(await writeOutcomes(db(), setStatus(STARTUPS_RESOLVED, 'open'))).toEqual(expectOutcomes(0, { anon: 'denied', ...OPERATORS, startup: 1 }));
      expect(await writeOutcomes(db(), setStatus(STARTUPS_CLOSED, 'open'))).toEqual(expectOutcomes(0, { anon: 'denied', ...OPERATORS, startup: 'denied' }));
    });

    it('only the operators move a request forward or change how it is filed', async () => {
      for (const status of ['resolved', 'in_progress', 'waiting_on_customer']) {
        expect(await writeOutcomes(db(), setStatus(STARTUPS_OPEN, status))).toEqual(expectOutcomes(0, { anon: 'denied', ...OPERATORS, startup: 'denied' }));
      }
      expect(await writeOutcomes(db(), `update public.support_requests set priority = 'urgent' where id = ${STARTUPS_OPEN}`)).toEqual(expectOutcomes(0, { anon: 'denied', ...OPERATORS, startup: 'denied' }));
      // Nile Robotics' request, for its own author and the operators.
      expect(await writeOutcomes(db(), setStatus(NILES_OPEN, 'in_progress'))).toEqual(expectOutcomes(0, { anon: 'denied', ...OPERATORS, otherStartup: 'denied' }));
      expect(await writeOutcomes(db(), setStatus(NILES_OPEN, 'closed'))).toEqual(expectOutcomes(0, { anon: 'denied', ...OPERATORS, otherStartup: 1 }));
    });

    it('nobody rewrites what was asked, and nobody deletes a request', async () => {
      expect(await writeOutcomes(db(), `update public.support_requests set subject = 'Something else' where id = ${STARTUPS_OPEN}`)).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), `delete from public.support_requests where id = ${STARTUPS_OPEN}`)).toEqual(expectOutcomes('denied'));
    });

    it('stamps when a request is settled and clears it when it is reopened', async () => {
      const stamps = await asUser(db(), claimsOf('startup'), async (tx) => {
        const stamp = async () => (await tx.query<{ settled: boolean }>(`select resolved_at is not null as settled from public.support_requests where id = ${STARTUPS_OPEN}`)).rows[0]?.settled;
        const before = await stamp();
        await tx.query(setStatus(STARTUPS_OPEN, 'closed'));
        return [before, await stamp()];
      });
      expect(stamps).toEqual([false, true]);
      expect(await asUser(db(), claimsOf('startup'), async (tx) => (await tx.query<{ resolved_at: string | null }>(`${setStatus(STARTUPS_RESOLVED, 'open')} returning resolved_at`)).rows)).toEqual([{ resolved_at: null }]);
    });

    it.each([
      ['a subject of two characters', "subject = 'Hi'"],
      ['a body of a few words', "body = 'Help me'"],
      ['a body over 5,000 characters', "body = repeat('x', 5001)"],
    ])('refuses a request with %s', async (_case, assignment) => {
      const refusal = await rejectionOf(asOwner(db(), (tx) => tx.query(`update public.support_requests set ${assignment} where id = ${STARTUPS_OPEN}`)));
      expect(refusal.code).toBe('23514');
    });
  });

  describe('resources', () => {
    const total = (where: string) => asService(db(), async (tx) => Number((await tx.query<{ count: string }>(`select count(*) from public.resources where ${where}`)).rows[0]?.count));

    it('everyone signed in reads the published resources, the operators the drafts too, anonymous visitors none', async () => {
      const [published, all] = [await total('published'), await total('true')];
      expect(published).toBe(22);
      expect(await readOutcomes(db(), 'select count(*) from public.resources')).toEqual(expectOutcomes(published, { anon: 'denied', owner: all, manager: all }));
    });

    it('only the operators add, change and remove resources', async () => {
      const add = "insert into public.resources (slug, kind, topic, title_en, summary_en, url) values ('probe', 'tool', 'finance', 'Probe', 'A probe.', 'https://resources.fikrspace.example/probe')";
      expect(await writeOutcomes(db(), add)).toEqual(expectOutcomes('denied', OPERATORS));
      expect(await writeOutcomes(db(), "update public.resources set sort_order = 5 where slug = 'esop-template'")).toEqual(expectOutcomes(0, { anon: 'denied', ...OPERATORS }));
      expect(await writeOutcomes(db(), "delete from public.resources where slug = 'esop-template'")).toEqual(expectOutcomes(0, { anon: 'denied', ...OPERATORS }));
    });

    it.each([
      ['a page over plain http', "url = 'http://resources.fikrspace.example/esop'"],
      ['a script for an address', "url = 'javascript:alert(1)'"],
      ['neither a page nor a text', 'url = null, body_markdown = null'],
      ['a slug with spaces', "slug = 'esop template'"],
      ['a blank English title', "title_en = ' '"],
      ['an empty list of stages', "stages = '{}'"],
    ])('refuses a resource with %s', async (_case, assignment) => {
      const refusal = await rejectionOf(asOwner(db(), (tx) => tx.query(`update public.resources set ${assignment} where slug = 'esop-template'`)));
      expect(refusal.code).toBe('23514');
    });
  });
}, PERSONA_SWEEP_TIMEOUT);
