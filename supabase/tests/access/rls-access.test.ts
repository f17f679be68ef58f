import { describe, expect, it } from 'vitest';
import { asUser, targets, useDatabase } from '../support/database';
import { ACCOUNTS, AUDIENCE_OWNERS, ORG, OTHER_TENANT_OWNERS, claimsOf } from '../support/demo';
import { PERSONA_SWEEP_TIMEOUT, every, expectOutcomes, readOutcomes, writeOutcomes } from '../support/outcomes';

// Organisation roles and explicit permissions (product access: products/rls-products). Readers: the user the row is
// about, and the organization's access viewers (owner, manager and admin in Fikr Labs, and
// startup, its matrix owner). Writers: its access managers (owner, manager, startup). The owners
// of the other tenants manage their own organizations and nothing of Fikr Labs.

const MANAGERS_OF_FIKR_LABS = { owner: 1, manager: 1, startup: 1 } as const;

describe.each(targets)('access rows on $name', (target) => {
  const db = useDatabase(target);

  describe('organisation_roles', () => {
    it("users read their own roles; access viewers read their organization's", async () => {
      // Fikr Labs has 8 role rows; manager holds none; multi-org one in each of its organizations;
      // mentor reads its own and multi-org's in Mentor Circle; accelerator its own and its two
      // programme staff's (supabase/seeds/75_programs.sql).
      expect(await readOutcomes(db(), 'select count(*) from public.organisation_roles')).toEqual(
        expectOutcomes(1, { anon: 'denied', owner: 8, manager: 8, admin: 8, startup: 8, multiOrg: 2, ...every(OTHER_TENANT_OWNERS, 1), mentor: 2, accelerator: 3 }),
      );
    });

    it('access managers add role rows for members', async () => {
      const insert = "insert into public.organisation_roles (user_id, organization_id, role, is_active) values ($1, $2, 'editor', false)";
      expect(await writeOutcomes(db(), insert, [ACCOUNTS.viewer.id, ORG.fikrLabs])).toEqual(expectOutcomes('denied', { ...MANAGERS_OF_FIKR_LABS, ...every(OTHER_TENANT_OWNERS, 'denied') }));
      // Mentor Circle's owner manages its roles: a second, inactive role row for multi-org.
      expect(await writeOutcomes(db(), insert, [ACCOUNTS.multiOrg.id, ORG.mentorCircle])).toEqual(expectOutcomes('denied', { mentor: 1 }));
    });

    it('nobody gives a role to someone outside the organization', async () => {
      const insert = "insert into public.organisation_roles (user_id, organization_id, role, is_active) values ($1, $2, 'editor', false)";
      expect(await writeOutcomes(db(), insert, [ACCOUNTS.otherStartup.id, ORG.fikrLabs])).toEqual(expectOutcomes('denied'));
    });

    it('access managers deactivate role rows; viewers of the rows cannot', async () => {
      expect(await writeOutcomes(db(), 'update public.organisation_roles set is_active = false where user_id = $1 and organization_id = $2', [ACCOUNTS.viewer.id, ORG.fikrLabs])).toEqual(
        expectOutcomes(0, { anon: 'denied', ...MANAGERS_OF_FIKR_LABS, ...every(OTHER_TENANT_OWNERS, 0) }),
      );
    });

    it('a role row is never rewritten or deleted', async () => {
      expect(await writeOutcomes(db(), "update public.organisation_roles set role = 'owner' where user_id = $1", [ACCOUNTS.viewer.id])).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), 'delete from public.organisation_roles where user_id = $1', [ACCOUNTS.viewer.id])).toEqual(expectOutcomes('denied'));
    });

    it('granted_by is the acting user, whatever the request says', async () => {
      const row = await asUser(db(), claimsOf('owner'), async (tx) => {
        const result = await tx.query<{ granted_by: string }>(
          "insert into public.organisation_roles (user_id, organization_id, role, granted_by, is_active) values ($1, $2, 'editor', $1, false) returning granted_by",
          [ACCOUNTS.viewer.id, ORG.fikrLabs],
        );
        return result.rows[0];
      });
      expect(row?.granted_by).toBe(ACCOUNTS.owner.id);
    });
  });

  describe('user_permissions', () => {
    // A grant in Fikr Labs for viewer and one in Nile Robotics for its owner.
    const fixtures = {
      setup: `insert into public.user_permissions (user_id, organization_id, resource, action) values
        ('${ACCOUNTS.viewer.id}', '${ORG.fikrLabs}', 'cap_table', 'write'),
        ('${ACCOUNTS.otherStartup.id}', '${ORG.nileRobotics}', 'calculators', 'calculate')`,
    };

    it("users read their own permissions; access viewers read their organization's", async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.user_permissions', [], fixtures)).toEqual(
        expectOutcomes(0, { anon: 'denied', owner: 1, manager: 1, admin: 1, viewer: 1, startup: 1, otherStartup: 1, ...every(AUDIENCE_OWNERS, 0) }),
      );
    });

    it('access managers grant permissions to members', async () => {
      const grant = "insert into public.user_permissions (user_id, organization_id, resource, action) values ($1, $2, 'documents', 'delete')";
      expect(await writeOutcomes(db(), grant, [ACCOUNTS.editor.id, ORG.fikrLabs])).toEqual(expectOutcomes('denied', { ...MANAGERS_OF_FIKR_LABS, ...every(OTHER_TENANT_OWNERS, 'denied') }));
      expect(await writeOutcomes(db(), grant, [ACCOUNTS.otherStartup.id, ORG.fikrLabs])).toEqual(expectOutcomes('denied'));
    });

    it('resources and actions outside the matrix are rejected', async () => {
      const grant = "insert into public.user_permissions (user_id, organization_id, resource, action) values ($1, $2, 'spaceships', 'read')";
      await expect(writeOutcomes(db(), grant, [ACCOUNTS.editor.id, ORG.fikrLabs])).rejects.toMatchObject({ code: '23503' });
    });

    it('access managers revoke permissions (spec 001 §7.1 update granted false)', async () => {
      expect(await writeOutcomes(db(), 'update public.user_permissions set granted = false where user_id = $1 and organization_id = $2', [ACCOUNTS.viewer.id, ORG.fikrLabs], fixtures)).toEqual(
        expectOutcomes(0, { anon: 'denied', ...MANAGERS_OF_FIKR_LABS, ...every(OTHER_TENANT_OWNERS, 0) }),
      );
    });

    it('the user, organization, resource and action of a grant are fixed, and grants are not deleted', async () => {
      expect(await writeOutcomes(db(), "update public.user_permissions set resource = 'admin'", [], fixtures)).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), 'delete from public.user_permissions', [], fixtures)).toEqual(expectOutcomes('denied'));
    });
  });
}, PERSONA_SWEEP_TIMEOUT);
