import { describe, expect, it } from 'vitest';
import { MATRIX_ROLES, PERMISSION_ACTIONS, PERMISSION_RESOURCES, decidePermission, roleAllows, type ExplicitGrant } from '../../../packages/access/src/permission-matrix';
import { asOwner, targets, useDatabase, type Queryable } from '../support/database';
import { ACCOUNTS, ORG } from '../support/demo';

// app.has_permission (spec 001 §6.3) against the TypeScript side of the same matrix: the complete
// truth table, then the explicit-grant rules of step 4.

const SUBJECT = ACCOUNTS.user.id;

/** Makes role the subject's only active role in Fikr Labs (null: no active role at all). */
async function giveRole(tx: Queryable, role: string | null, organizationId: string = ORG.fikrLabs): Promise<void> {
  await tx.query('update public.organisation_roles set is_active = false where user_id = $1 and organization_id = $2', [SUBJECT, organizationId]);
  if (role) await tx.query('insert into public.organisation_roles (user_id, organization_id, role) values ($1, $2, $3)', [SUBJECT, organizationId, role]);
}

async function grant(tx: Queryable, resource: string, action: string, explicit: ExplicitGrant, organizationId: string = ORG.fikrLabs): Promise<void> {
  await tx.query('insert into public.user_permissions (user_id, organization_id, resource, action, granted, expires_at) values ($1, $2, $3, $4, $5, $6)', [
    SUBJECT,
    organizationId,
    resource,
    action,
    explicit.granted,
    explicit.expiresAt,
  ]);
}

async function hasPermission(tx: Queryable, resource: string, action: string, organizationId: string = ORG.fikrLabs, userId: string | null = SUBJECT): Promise<boolean | undefined> {
  const result = await tx.query<{ allowed: boolean }>('select app.has_permission($1, $2, $3, $4) as allowed', [userId, organizationId, resource, action]);
  return result.rows[0]?.allowed;
}

const inOneDay = () => new Date(Date.now() + 86_400_000).toISOString();
const oneDayAgo = () => new Date(Date.now() - 86_400_000).toISOString();

describe.each(targets)('app.has_permission on $name', (target) => {
  const db = useDatabase(target);

  it('knows the same roles, resources and actions as packages/access', async () => {
    const names = await asOwner(db(), async (tx) => {
      const list = async (sql: string) => (await tx.query<{ name: string }>(sql)).rows.map((row) => row.name).sort();
      return {
        roles: await list('select role as name from app.permission_roles'),
        resources: await list('select resource as name from app.permission_resources'),
        actions: await list('select action as name from app.permission_actions'),
      };
    });
    expect(names).toEqual({ roles: [...MATRIX_ROLES].sort(), resources: [...PERMISSION_RESOURCES].sort(), actions: [...PERMISSION_ACTIONS].sort() });
  });

  it.each(MATRIX_ROLES)('gives the %s role exactly what roleAllows gives it, for all 14 resources x 9 actions', async (role) => {
    const answers = await asOwner(db(), async (tx) => {
      await giveRole(tx, role);
      const result = await tx.query<{ resource: string; action: string; allowed: boolean }>(
        `select r.resource, a.action, app.has_permission($1, $2, r.resource, a.action) as allowed
         from unnest($3::text[]) as r(resource) cross join unnest($4::text[]) as a(action)`,
        [SUBJECT, ORG.fikrLabs, PERMISSION_RESOURCES, PERMISSION_ACTIONS],
      );
      return result.rows;
    });
    expect(answers).toHaveLength(PERMISSION_RESOURCES.length * PERMISSION_ACTIONS.length);
    const actual = Object.fromEntries(answers.map((row) => [`${row.resource}:${row.action}`, row.allowed]));
    const expected = Object.fromEntries(
      PERMISSION_RESOURCES.flatMap((resource) => PERMISSION_ACTIONS.map((action) => [`${resource}:${action}`, roleAllows(role, resource, action)])),
    );
    expect(actual).toEqual(expected);
  });

  describe('explicit grants (step 4), compared with decidePermission', () => {
    const cases: [string, string | null, string, string, () => ExplicitGrant | null][] = [
      ['role lacks the action, unexpired grant', 'viewer', 'cap_table', 'write', () => ({ granted: true, expiresAt: inOneDay() })],
      ['role lacks the action, grant without expiry', 'stakeholder', 'calculators', 'export', () => ({ granted: true, expiresAt: null })],
      ['role lacks the action, expired grant', 'viewer', 'cap_table', 'write', () => ({ granted: true, expiresAt: oneDayAgo() })],
      ['role lacks the action, revoked grant', 'editor', 'documents', 'delete', () => ({ granted: false, expiresAt: null })],
      ['role lacks the action, no grant', 'editor', 'documents', 'delete', () => null],
      ['resource without entry for the role, grant', 'viewer', 'admin', 'read', () => ({ granted: true, expiresAt: null })],
      ['role grants the action, revoked grant', 'viewer', 'cap_table', 'export', () => ({ granted: false, expiresAt: null })],
      ['no active role, grant', null, 'cap_table', 'read', () => ({ granted: true, expiresAt: null })],
    ];

    it.each(cases)('%s', async (_label, role, resource, action, makeGrant) => {
      const explicit = makeGrant();
      const allowed = await asOwner(db(), async (tx) => {
        await giveRole(tx, role);
        if (explicit) await grant(tx, resource, action, explicit);
        return hasPermission(tx, resource, action);
      });
      expect(allowed).toBe(decidePermission(role, resource, action, explicit));
    });

    it('an unknown role is denied even with a grant', async () => {
      const allowed = await asOwner(db(), async (tx) => {
        // The foreign key keeps unknown roles out; dropping it (rolled back) reproduces data from
        // before a role left the matrix.
        await tx.query('alter table public.organisation_roles drop constraint organisation_roles_role_fkey');
        await giveRole(tx, 'superhero');
        await grant(tx, 'cap_table', 'read', { granted: true, expiresAt: null });
        return hasPermission(tx, 'cap_table', 'read');
      });
      expect(allowed).toBe(false);
      expect(decidePermission('superhero', 'cap_table', 'read', { granted: true, expiresAt: null })).toBe(false);
    });

    it('a role or a grant in one organization does not count in another', async () => {
      const answers = await asOwner(db(), async (tx) => {
        await tx.query('insert into public.organization_members (user_id, organization_id) values ($1, $2)', [SUBJECT, ORG.nileRobotics]);
        await giveRole(tx, 'viewer', ORG.nileRobotics);
        await grant(tx, 'documents', 'write', { granted: true, expiresAt: null }, ORG.nileRobotics);
        return {
          roleElsewhere: await hasPermission(tx, 'organizations', 'update', ORG.nileRobotics),
          grantElsewhere: await hasPermission(tx, 'documents', 'delete', ORG.fikrLabs),
          grantHere: await hasPermission(tx, 'documents', 'write', ORG.nileRobotics),
          otherTenant: await hasPermission(tx, 'cap_table', 'read', ORG.launchpad),
        };
      });
      expect(answers).toEqual({ roleElsewhere: false, grantElsewhere: false, grantHere: true, otherTenant: false });
    });

    it('only the active role row counts', async () => {
      const allowed = await asOwner(db(), async (tx) => {
        await giveRole(tx, null);
        await tx.query("insert into public.organisation_roles (user_id, organization_id, role, is_active) values ($1, $2, 'owner', false)", [SUBJECT, ORG.fikrLabs]);
        return hasPermission(tx, 'cap_table', 'read');
      });
      expect(allowed).toBe(false);
    });

    it('missing arguments are denied rather than raising', async () => {
      const answers = await asOwner(db(), async (tx) => [
        await hasPermission(tx, 'cap_table', 'read', ORG.fikrLabs, null),
        (await tx.query<{ allowed: boolean }>('select app.has_permission($1, null, $2, $3) as allowed', [SUBJECT, 'cap_table', 'read'])).rows[0]?.allowed,
        await hasPermission(tx, 'cap_table', 'read', ORG.fikrLabs, '00000000-0000-4000-a000-0000000000ff'),
      ]);
      expect(answers).toEqual([false, false, false]);
    });
  });
});
