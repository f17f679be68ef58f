import { describe, expect, it } from 'vitest';
import { asUser, rejectionOf, targets, useDatabase } from '../support/database';
import { ACCOUNTS, AUDIENCE_OWNERS, ORG, OTHER_TENANT_OWNERS, PERSONAS, claimsOf, claimsFor, homeOrganization } from '../support/demo';
import { PERSONA_SWEEP_TIMEOUT, every, expectOutcomes, readOutcomes, selfId, writeOutcomes } from '../support/outcomes';

// Access requests. A user files requests only as themselves, in their own organization; the
// requester, the organization's access managers (owner, manager and startup in Fikr Labs, each
// other tenant's owner in theirs) and the platform operators (owner, manager) read them; the
// access managers and operators decide them; nobody deletes them.

const OFFICE_USERS = '/fikrspace/office/users';

// One pending request each: viewer in Fikr Labs, otherStartup in Nile Robotics, multiOrg in
// Mentor Circle (where multiOrg is a viewer, not a manager, and mentor is the owner). The other
// audience owners have none in their organizations.
const fixtures = {
  setup: `insert into public.access_requests (user_id, organization_id, path, message) values
    ('${ACCOUNTS.viewer.id}', '${ORG.fikrLabs}', '${OFFICE_USERS}', 'I review the user list'),
    ('${ACCOUNTS.otherStartup.id}', '${ORG.nileRobotics}', '/fikrspace/office/settings', null),
    ('${ACCOUNTS.multiOrg.id}', '${ORG.mentorCircle}', '/fikrspace/mentor/settings', null)`,
};

/** Lets the API roles send a column they are normally refused, to test what stands behind the grant. */
const withColumnGranted = (column: 'user_id' | 'organization_id') => ({
  setup: `grant insert (${column}) on public.access_requests to authenticated`,
});

const OPERATORS = { owner: 1, manager: 1 } as const;

interface RequestRow {
  user_id: string;
  organization_id: string | null;
  status: string;
  decided_by: string | null;
  decided_at: string | null;
}

describe.each(targets)('access requests on $name', (target) => {
  const db = useDatabase(target);

  describe('reading', () => {
    it("users read their own requests; access managers their organization's; operators all", async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.access_requests', [], fixtures)).toEqual(
        expectOutcomes(0, { anon: 'denied', owner: 3, manager: 3, viewer: 1, startup: 1, otherStartup: 1, multiOrg: 1, ...every(AUDIENCE_OWNERS, 0), mentor: 1 }),
      );
    });

    it("another organization's owner cannot read Fikr Labs requests", async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.access_requests where organization_id = $1', [ORG.fikrLabs], fixtures)).toEqual(
        expectOutcomes(0, { anon: 'denied', owner: 1, manager: 1, viewer: 1, startup: 1, ...every(OTHER_TENANT_OWNERS, 0) }),
      );
    });
  });

  describe('requesting', () => {
    const request = 'insert into public.access_requests (path, message) values ($1, $2)';

    it('every signed-in user files a request; anonymous visitors cannot', async () => {
      expect(await writeOutcomes(db(), request, ['/fikrspace/office/audit-logs', 'Please'])).toEqual(expectOutcomes(1, { anon: 'denied' }));
    });

    it('files the request as the caller, in their current organization, pending', async () => {
      for (const persona of PERSONAS) {
        if (persona === 'anon') continue;
        const row = await asUser(db(), claimsFor(persona), async (tx) => {
          const result = await tx.query<RequestRow>(`${request} returning user_id, organization_id, status, decided_by, decided_at`, [OFFICE_USERS, null]);
          return result.rows[0];
        });
        expect(row, persona).toEqual({
          user_id: selfId(persona),
          organization_id: homeOrganization(persona),
          status: 'pending',
          decided_by: null,
          decided_at: null,
        });
      }
    });

    it('the API cannot send the requester, the organization, the status or the decision', async () => {
      for (const [columns, values] of [
        ['user_id, path', [ACCOUNTS.viewer.id, OFFICE_USERS]],
        ['organization_id, path', [ORG.fikrLabs, OFFICE_USERS]],
        ['status, path', ['approved', OFFICE_USERS]],
        ['decided_by, path', [ACCOUNTS.owner.id, OFFICE_USERS]],
      ] as const) {
        expect(await writeOutcomes(db(), `insert into public.access_requests (${columns}) values ($1, $2)`, [...values]), columns).toEqual(expectOutcomes('denied'));
      }
    });

    it('the requester cannot be forged, even where the column could be sent', async () => {
      expect(await writeOutcomes(db(), 'insert into public.access_requests (user_id, path) values ($1, $2)', [ACCOUNTS.viewer.id, '/elsewhere'], withColumnGranted('user_id'))).toEqual(
        expectOutcomes(1, { anon: 'denied' }),
      );
      const filedAs = await asUser(
        db(),
        claimsOf('editor'),
        async (tx) => (await tx.query<{ user_id: string }>('insert into public.access_requests (user_id, path) values ($1, $2) returning user_id', [ACCOUNTS.viewer.id, '/elsewhere'])).rows[0]?.user_id,
        withColumnGranted('user_id'),
      );
      expect(filedAs).toBe(ACCOUNTS.editor.id);
    });

    it('a request for an organization the user does not belong to is refused, even where the column could be sent', async () => {
      const insert = 'insert into public.access_requests (organization_id, path) values ($1, $2)';
      expect(await writeOutcomes(db(), insert, [ORG.nileRobotics, '/elsewhere'], withColumnGranted('organization_id'))).toEqual(expectOutcomes('denied', { otherStartup: 1, ...every(AUDIENCE_OWNERS, 'denied') }));
      expect(await writeOutcomes(db(), insert, [ORG.mentorCircle, '/elsewhere'], withColumnGranted('organization_id'))).toEqual(expectOutcomes('denied', { multiOrg: 1, mentor: 1 }));
    });

    it('refuses a second pending request for the same page, and allows one after a decision', async () => {
      const error = await rejectionOf(asUser(db(), claimsOf('viewer'), (tx) => tx.query(request, [OFFICE_USERS, 'Again']), fixtures));
      expect(error.code).toBe('23505');

      const refiled = await asUser(
        db(),
        claimsOf('viewer'),
        async (tx) => {
          await tx.query("select set_config('role', 'postgres', true)");
          await tx.query("update public.access_requests set status = 'declined' where user_id = $1", [ACCOUNTS.viewer.id]);
          await tx.query("select set_config('role', 'authenticated', true)");
          return (await tx.query(request, [OFFICE_USERS, 'Again'])).rowCount;
        },
        fixtures,
      );
      expect(refiled).toBe(1);
    });

    it('accepts same-site paths of at most 2048 characters and messages of at most 2000', async () => {
      for (const [path, message] of [
        ['fikrspace/office', null],
        ['', null],
        ['//evil.example/login', null],
        ['/\\evil.example', null],
        ['/with\nnewline', null],
        [`/${'a'.repeat(2048)}`, null],
        [OFFICE_USERS, 'm'.repeat(2001)],
      ] as const) {
        const error = await rejectionOf(asUser(db(), claimsOf('viewer'), (tx) => tx.query(request, [path, message])));
        expect(error.code, JSON.stringify(path).slice(0, 40)).toBe('23514');
      }
      const longest = await asUser(db(), claimsOf('viewer'), async (tx) => (await tx.query(request, [`/${'a'.repeat(2047)}`, 'm'.repeat(2000)])).rowCount);
      expect(longest).toBe(1);
    });
  });

  describe('deciding', () => {
    const decide = "update public.access_requests set status = 'approved' where user_id = $1";

    it("the organization's access managers and the operators decide; the requester cannot", async () => {
      expect(await writeOutcomes(db(), decide, [ACCOUNTS.viewer.id], fixtures)).toEqual(expectOutcomes(0, { anon: 'denied', ...OPERATORS, startup: 1, ...every(OTHER_TENANT_OWNERS, 0) }));
      expect(await writeOutcomes(db(), decide, [ACCOUNTS.otherStartup.id], fixtures)).toEqual(expectOutcomes(0, { anon: 'denied', ...OPERATORS, otherStartup: 1, ...every(AUDIENCE_OWNERS, 0) }));
      // multiOrg's request is Mentor Circle's: only its owner, mentor, and the operators.
      expect(await writeOutcomes(db(), decide, [ACCOUNTS.multiOrg.id], fixtures)).toEqual(expectOutcomes(0, { anon: 'denied', ...OPERATORS, mentor: 1 }));
    });

    it('records who decided and when, whatever the request says', async () => {
      const row = await asUser(
        db(),
        claimsOf('startup'),
        async (tx) => (await tx.query<RequestRow>("update public.access_requests set status = 'declined' where user_id = $1 returning user_id, organization_id, status, decided_by, decided_at", [ACCOUNTS.viewer.id])).rows[0],
        fixtures,
      );
      expect(row).toMatchObject({ user_id: ACCOUNTS.viewer.id, status: 'declined', decided_by: ACCOUNTS.startup.id });
      expect(row?.decided_at).not.toBeNull();
    });

    it('a decided request can change its answer but never return to pending', async () => {
      const error = await rejectionOf(
        asUser(
          db(),
          claimsOf('owner'),
          async (tx) => {
            await tx.query(decide, [ACCOUNTS.viewer.id]);
            await tx.query("update public.access_requests set status = 'declined' where user_id = $1", [ACCOUNTS.viewer.id]);
            await tx.query("update public.access_requests set status = 'pending' where user_id = $1", [ACCOUNTS.viewer.id]);
          },
          fixtures,
        ),
      );
      expect(error).toMatchObject({ code: '23514', message: 'A decided access request cannot be reopened' });
    });

    it('only the status changes: the requester, page, message and decision stamps are fixed', async () => {
      for (const assignment of ['user_id = $1', "path = '/elsewhere'", "message = 'edited'", 'organization_id = null', 'decided_by = $1', 'decided_at = now()']) {
        const update = `update public.access_requests set ${assignment} where user_id = $1`;
        expect(await writeOutcomes(db(), update, [ACCOUNTS.viewer.id], fixtures), assignment).toEqual(expectOutcomes('denied'));
      }
    });

    it('nobody deletes a request', async () => {
      expect(await writeOutcomes(db(), 'delete from public.access_requests', [], fixtures)).toEqual(expectOutcomes('denied'));
    });
  });

  it('records requests and decisions in the audit log of their organization', async () => {
    const rows = await asUser(db(), claimsOf('viewer'), async (tx) => {
      await tx.query('insert into public.access_requests (path) values ($1)', [OFFICE_USERS]);
      await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claimsOf('startup'))]);
      await tx.query("update public.access_requests set status = 'approved' where user_id = $1", [ACCOUNTS.viewer.id]);
      await tx.query("select set_config('role', 'postgres', true)");
      return (
        await tx.query<{ operation: string; actor_id: string; organization_id: string }>(
          "select operation, actor_id, organization_id from public.audit_log where table_name = 'access_requests' order by created_at, operation",
        )
      ).rows;
    });
    expect(rows).toEqual([
      { operation: 'INSERT', actor_id: ACCOUNTS.viewer.id, organization_id: ORG.fikrLabs },
      { operation: 'UPDATE', actor_id: ACCOUNTS.startup.id, organization_id: ORG.fikrLabs },
    ]);
  });
}, PERSONA_SWEEP_TIMEOUT);
