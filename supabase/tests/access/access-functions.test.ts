import { describe, expect, it } from 'vitest';
import { asUser, rejectionOf, targets, useDatabase, type Database } from '../support/database';
import { ACCOUNTS, ORG, claimsOf, type AccountName } from '../support/demo';

// grant_permission, revoke_permission, assign_role, check_permission and set_product_access
// (spec 001 §4, §7.1, §7.2), called as PostgREST calls an RPC: as the signed-in user.

interface PermissionRow {
  user_id: string;
  organization_id: string;
  resource: string;
  action: string;
  granted: boolean;
  granted_by: string;
  expires_at: string | Date | null;
}

interface RoleRow {
  user_id: string;
  role: string;
  is_active: boolean;
  granted_by: string;
}

interface AccessRow {
  enabled: boolean;
  granted_by: string;
}

const PRODUCT = (key: string) => `(select id from public.fikr_products where product_key = '${key}')`;

function call<Row>(db: Database, caller: AccountName | null, sql: string, params: unknown[] = []): Promise<Row | undefined> {
  return asUser(db, caller ? claimsOf(caller) : null, async (tx) => (await tx.query<Row>(sql, params)).rows[0]);
}

const GRANT = 'select * from public.grant_permission($1, $2, $3, $4, $5)';
const REVOKE = 'select * from public.revoke_permission($1, $2, $3, $4)';
const ASSIGN = 'select * from public.assign_role($1, $2, $3)';
const SET_ACCESS = `select * from public.set_product_access($1, $2, ${PRODUCT('os')}, $3)`;

describe.each(targets)('access functions on $name', (target) => {
  const db = useDatabase(target);

  describe('grant_permission', () => {
    it('the owner grants an expiring permission and is recorded as the granter', async () => {
      const expires = new Date(Date.now() + 86_400_000).toISOString();
      const row = await call<PermissionRow>(db(), 'owner', GRANT, [ACCOUNTS.viewer.id, ORG.fikrLabs, 'cap_table', 'write', expires]);
      expect(row).toMatchObject({ user_id: ACCOUNTS.viewer.id, organization_id: ORG.fikrLabs, resource: 'cap_table', action: 'write', granted: true, granted_by: ACCOUNTS.owner.id });
      expect(new Date(row?.expires_at ?? 0).toISOString()).toBe(expires);
    });

    it('the organization owner (matrix role owner) and operators who belong to it may grant', async () => {
      for (const caller of ['startup', 'manager'] as const) {
        const row = await call<PermissionRow>(db(), caller, GRANT, [ACCOUNTS.editor.id, ORG.fikrLabs, 'documents', 'delete', null]);
        expect(row, caller).toMatchObject({ granted: true, granted_by: ACCOUNTS[caller].id, expires_at: null });
      }
    });

    it('granting again renews the one grant row instead of adding another', async () => {
      const count = await asUser(db(), claimsOf('owner'), async (tx) => {
        await tx.query(GRANT, [ACCOUNTS.viewer.id, ORG.fikrLabs, 'cap_table', 'write', null]);
        await tx.query(REVOKE, [ACCOUNTS.viewer.id, ORG.fikrLabs, 'cap_table', 'write']);
        await tx.query(GRANT, [ACCOUNTS.viewer.id, ORG.fikrLabs, 'cap_table', 'write', null]);
        return (await tx.query<{ count: number; granted: boolean }>('select count(*)::int as count, bool_and(granted) as granted from public.user_permissions where user_id = $1', [ACCOUNTS.viewer.id])).rows[0];
      });
      expect(count).toEqual({ count: 1, granted: true });
    });

    it.each([
      ['viewer', 'a member without admin rights', ORG.fikrLabs],
      ['admin', 'a matrix admin: the matrix gives admin no admin resource', ORG.fikrLabs],
      ['otherStartup', 'the owner of another organization', ORG.fikrLabs],
      ['owner', 'an operator, in an organization they do not belong to', ORG.nileRobotics],
    ] as const)('%s is refused with 42501 (%s)', async (caller, _who, organizationId) => {
      const error = await rejectionOf(call(db(), caller, GRANT, [ACCOUNTS.editor.id, organizationId, 'cap_table', 'delete', null]));
      expect(error).toMatchObject({ code: '42501', message: 'Permission denied: write on admin', hint: 'PERMISSION_DENIED' });
    });

    it('anonymous callers may not execute it at all', async () => {
      const error = await rejectionOf(call(db(), null, GRANT, [ACCOUNTS.editor.id, ORG.fikrLabs, 'cap_table', 'delete', null]));
      expect(error.code).toBe('42501');
    });

    it('rejects resources, actions and expiry dates the matrix does not allow', async () => {
      const invalid = (resource: string, action: string, expires: string | null) => rejectionOf(call(db(), 'owner', GRANT, [ACCOUNTS.editor.id, ORG.fikrLabs, resource, action, expires]));
      expect(await invalid('spaceships', 'read', null)).toMatchObject({ code: '22023', message: 'invalid resource: spaceships' });
      expect(await invalid('cap_table', 'launch', null)).toMatchObject({ code: '22023', message: 'invalid action: launch' });
      expect(await invalid('cap_table', 'delete', '2000-01-01T00:00:00Z')).toMatchObject({ code: '22023' });
    });

    it('fails with PERMISSION_GRANT_FAILED for someone outside the organization', async () => {
      const error = await rejectionOf(call(db(), 'owner', GRANT, [ACCOUNTS.otherStartup.id, ORG.fikrLabs, 'cap_table', 'read', null]));
      expect(error).toMatchObject({ code: 'P0001', message: 'Failed to grant permission', hint: 'PERMISSION_GRANT_FAILED' });
    });
  });

  describe('revoke_permission', () => {
    const withGrant = async (caller: AccountName) =>
      asUser(db(), claimsOf(caller), async (tx) => (await tx.query<PermissionRow>(REVOKE, [ACCOUNTS.viewer.id, ORG.fikrLabs, 'cap_table', 'write'])).rows[0], {
        setup: `insert into public.user_permissions (user_id, organization_id, resource, action) values ('${ACCOUNTS.viewer.id}', '${ORG.fikrLabs}', 'cap_table', 'write')`,
      });

    it('sets granted to false and records who revoked it', async () => {
      expect(await withGrant('owner')).toMatchObject({ granted: false, granted_by: ACCOUNTS.owner.id });
    });

    it('is refused with 42501 for a viewer and for another organization', async () => {
      expect(await rejectionOf(withGrant('viewer'))).toMatchObject({ code: '42501', message: 'Permission denied: write on admin' });
      expect(await rejectionOf(withGrant('otherStartup'))).toMatchObject({ code: '42501', message: 'Permission denied: write on admin' });
    });

    it('fails with PERMISSION_REVOKE_FAILED when there is nothing to revoke', async () => {
      const error = await rejectionOf(call(db(), 'owner', REVOKE, [ACCOUNTS.viewer.id, ORG.fikrLabs, 'documents', 'delete']));
      expect(error).toMatchObject({ code: 'P0001', message: 'Failed to revoke permission', hint: 'PERMISSION_REVOKE_FAILED' });
    });
  });

  describe('assign_role', () => {
    it('deactivates every earlier role row and returns the new active one', async () => {
      const result = await asUser(db(), claimsOf('owner'), async (tx) => {
        const assigned = (await tx.query<RoleRow>(ASSIGN, [ACCOUNTS.viewer.id, ORG.fikrLabs, 'editor'])).rows[0];
        const history = (await tx.query<RoleRow>('select role, is_active from public.organisation_roles where user_id = $1 and organization_id = $2 order by created_at, is_active', [ACCOUNTS.viewer.id, ORG.fikrLabs])).rows;
        return { assigned, history };
      });
      expect(result.assigned).toMatchObject({ user_id: ACCOUNTS.viewer.id, role: 'editor', is_active: true, granted_by: ACCOUNTS.owner.id });
      expect(result.history).toEqual([
        { role: 'viewer', is_active: false },
        { role: 'editor', is_active: true },
      ]);
    });

    it('gives a role to a member who had none', async () => {
      expect(await call<RoleRow>(db(), 'startup', ASSIGN, [ACCOUNTS.manager.id, ORG.fikrLabs, 'admin'])).toMatchObject({ role: 'admin', is_active: true });
    });

    it('is refused with 42501 for a viewer and for another organization', async () => {
      expect(await rejectionOf(call(db(), 'viewer', ASSIGN, [ACCOUNTS.viewer.id, ORG.fikrLabs, 'owner']))).toMatchObject({ code: '42501', message: 'Permission denied: write on admin' });
      expect(await rejectionOf(call(db(), 'otherStartup', ASSIGN, [ACCOUNTS.viewer.id, ORG.fikrLabs, 'owner']))).toMatchObject({ code: '42501' });
    });

    it('rejects roles the matrix does not define', async () => {
      expect(await rejectionOf(call(db(), 'owner', ASSIGN, [ACCOUNTS.viewer.id, ORG.fikrLabs, 'manager']))).toMatchObject({ code: '22023', message: 'invalid role: manager' });
    });

    it('fails with ROLE_ASSIGNMENT_FAILED for someone outside the organization', async () => {
      expect(await rejectionOf(call(db(), 'owner', ASSIGN, [ACCOUNTS.otherStartup.id, ORG.fikrLabs, 'viewer']))).toMatchObject({
        code: 'P0001',
        message: 'Failed to assign role',
        hint: 'ROLE_ASSIGNMENT_FAILED',
      });
    });
  });

  describe('check_permission', () => {
    const CHECK = 'select public.check_permission($1, $2, $3) as allowed';

    it('answers for the caller from their active role', async () => {
      expect(await call(db(), 'viewer', CHECK, [ORG.fikrLabs, 'cap_table', 'export'])).toEqual({ allowed: true });
      expect(await call(db(), 'viewer', CHECK, [ORG.fikrLabs, 'cap_table', 'write'])).toEqual({ allowed: false });
      expect(await call(db(), 'multiOrg', CHECK, [ORG.fikrLabs, 'documents', 'write'])).toEqual({ allowed: true });
      expect(await call(db(), 'multiOrg', CHECK, [ORG.mentorCircle, 'documents', 'write'])).toEqual({ allowed: false });
    });

    it('is false in an organization the caller does not belong to, and for unknown names', async () => {
      expect(await call(db(), 'otherStartup', CHECK, [ORG.fikrLabs, 'cap_table', 'read'])).toEqual({ allowed: false });
      expect(await call(db(), 'owner', CHECK, [ORG.fikrLabs, 'spaceships', 'read'])).toEqual({ allowed: false });
    });

    it('anonymous callers may not execute it', async () => {
      expect((await rejectionOf(call(db(), null, CHECK, [ORG.fikrLabs, 'cap_table', 'read']))).code).toBe('42501');
    });
  });

  describe('set_product_access', () => {
    it('disables and re-enables a product for a member, recording the acting user', async () => {
      const result = await asUser(db(), claimsOf('owner'), async (tx) => {
        const disabled = (await tx.query<AccessRow>(SET_ACCESS, [ACCOUNTS.viewer.id, ORG.fikrLabs, false])).rows[0];
        const enabled = (await tx.query<AccessRow>(SET_ACCESS, [ACCOUNTS.viewer.id, ORG.fikrLabs, true])).rows[0];
        return { disabled, enabled };
      });
      expect(result.disabled).toMatchObject({ enabled: false, granted_by: ACCOUNTS.owner.id });
      expect(result.enabled).toMatchObject({ enabled: true, granted_by: ACCOUNTS.owner.id });
    });

    it('creates the row when the member had none', async () => {
      const row = await asUser(db(), claimsOf('startup'), async (tx) => (await tx.query<AccessRow>(SET_ACCESS, [ACCOUNTS.viewer.id, ORG.fikrLabs, true])).rows[0], {
        setup: `delete from public.team_member_product_access where user_id = '${ACCOUNTS.viewer.id}'`,
      });
      expect(row).toMatchObject({ enabled: true, granted_by: ACCOUNTS.startup.id });
    });

    it('is refused with 42501 for a viewer and for another organization', async () => {
      expect(await rejectionOf(call(db(), 'viewer', SET_ACCESS, [ACCOUNTS.viewer.id, ORG.fikrLabs, false]))).toMatchObject({ code: '42501', message: 'Permission denied: write on admin' });
      expect(await rejectionOf(call(db(), 'otherStartup', SET_ACCESS, [ACCOUNTS.viewer.id, ORG.fikrLabs, false]))).toMatchObject({ code: '42501' });
    });

    it('rejects unknown products and people outside the organization', async () => {
      const unknown = await rejectionOf(call(db(), 'owner', 'select * from public.set_product_access($1, $2, $3, true)', [ACCOUNTS.viewer.id, ORG.fikrLabs, ORG.fikrLabs]));
      expect(unknown.code).toBe('22023');
      const outsider = await rejectionOf(call(db(), 'owner', SET_ACCESS, [ACCOUNTS.otherStartup.id, ORG.fikrLabs, true]));
      expect(outsider).toMatchObject({ code: 'P0001', hint: 'BUSINESS_RULE_VIOLATION' });
    });
  });
});
