import { describe, expect, it } from 'vitest';
import { asUser, targets, useDatabase } from './support/database';
import { ACCOUNTS, ORG, claimsOf } from './support/demo';
import { expectOutcomes, readOutcomes, writeOutcomes } from './support/outcomes';

// Organisation roles, explicit permissions and product access. Readers: the user the row is
// about, and the organization's access viewers (owner, manager and admin in Fikr Labs, and
// startup, its matrix owner). Writers: its access managers (owner, manager, startup).

const MANAGERS_OF_FIKR_LABS = { owner: 1, manager: 1, startup: 1 } as const;

describe.each(targets)('access rows on $name', (target) => {
  const db = useDatabase(target);

  describe('organisation_roles', () => {
    it("users read their own roles; access viewers read their organization's", async () => {
      // Fikr Labs has 8 role rows; manager holds none; multi-org one in each of its organizations.
      expect(await readOutcomes(db(), 'select count(*) from public.organisation_roles')).toEqual(
        expectOutcomes(1, { anon: 'denied', owner: 8, manager: 8, admin: 8, startup: 8, multiOrg: 2 }),
      );
    });

    it('access managers add role rows for members', async () => {
      const insert = "insert into public.organisation_roles (user_id, organization_id, role, is_active) values ($1, $2, 'editor', false)";
      expect(await writeOutcomes(db(), insert, [ACCOUNTS.viewer.id, ORG.fikrLabs])).toEqual(expectOutcomes('denied', MANAGERS_OF_FIKR_LABS));
    });

    it('nobody gives a role to someone outside the organization', async () => {
      const insert = "insert into public.organisation_roles (user_id, organization_id, role, is_active) values ($1, $2, 'editor', false)";
      expect(await writeOutcomes(db(), insert, [ACCOUNTS.otherStartup.id, ORG.fikrLabs])).toEqual(expectOutcomes('denied'));
    });

    it('access managers deactivate role rows; viewers of the rows cannot', async () => {
      expect(await writeOutcomes(db(), 'update public.organisation_roles set is_active = false where user_id = $1 and organization_id = $2', [ACCOUNTS.viewer.id, ORG.fikrLabs])).toEqual(
        expectOutcomes(0, { anon: 'denied', ...MANAGERS_OF_FIKR_LABS }),
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
        expectOutcomes(0, { anon: 'denied', owner: 1, manager: 1, admin: 1, viewer: 1, startup: 1, otherStartup: 1 }),
      );
    });

    it('access managers grant permissions to members', async () => {
      const grant = "insert into public.user_permissions (user_id, organization_id, resource, action) values ($1, $2, 'documents', 'delete')";
      expect(await writeOutcomes(db(), grant, [ACCOUNTS.editor.id, ORG.fikrLabs])).toEqual(expectOutcomes('denied', MANAGERS_OF_FIKR_LABS));
      expect(await writeOutcomes(db(), grant, [ACCOUNTS.otherStartup.id, ORG.fikrLabs])).toEqual(expectOutcomes('denied'));
    });

    it('resources and actions outside the matrix are rejected', async () => {
      const grant = "insert into public.user_permissions (user_id, organization_id, resource, action) values ($1, $2, 'spaceships', 'read')";
      await expect(writeOutcomes(db(), grant, [ACCOUNTS.editor.id, ORG.fikrLabs])).rejects.toMatchObject({ code: '23503' });
    });

    it('access managers revoke permissions (spec 001 §7.1 update granted false)', async () => {
      expect(await writeOutcomes(db(), 'update public.user_permissions set granted = false where user_id = $1 and organization_id = $2', [ACCOUNTS.viewer.id, ORG.fikrLabs], fixtures)).toEqual(
        expectOutcomes(0, { anon: 'denied', ...MANAGERS_OF_FIKR_LABS }),
      );
    });

    it('the user, organization, resource and action of a grant are fixed, and grants are not deleted', async () => {
      expect(await writeOutcomes(db(), "update public.user_permissions set resource = 'admin'", [], fixtures)).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), 'delete from public.user_permissions', [], fixtures)).toEqual(expectOutcomes('denied'));
    });
  });

  describe('team_member_product_access', () => {
    // Seeded: every membership has a row for each of the 11 products (viewer's Fikr Cap one is
    // turned off), so Fikr Labs has 99 rows and multi-org 22.
    it("users read their own product access; access viewers read their organization's", async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.team_member_product_access')).toEqual(
        expectOutcomes(11, { anon: 'denied', owner: 99, manager: 99, admin: 99, startup: 99, multiOrg: 22 }),
      );
    });

    it('access managers grant a product to a member', async () => {
      const fixtures = {
        setup: `delete from public.team_member_product_access where user_id = '${ACCOUNTS.viewer.id}' and product_id = (select id from public.fikr_products where product_key = 'os')`,
      };
      const grant = "insert into public.team_member_product_access (user_id, organization_id, product_id) select $1, $2, id from public.fikr_products where product_key = 'os'";
      expect(await writeOutcomes(db(), grant, [ACCOUNTS.viewer.id, ORG.fikrLabs], fixtures)).toEqual(expectOutcomes('denied', MANAGERS_OF_FIKR_LABS));
    });

    it('the upsert supabase-js sends works for access managers only (spec 001 §7.2)', async () => {
      const upsert = `insert into public.team_member_product_access (user_id, organization_id, product_id, enabled)
        select $1, $2, id, false from public.fikr_products where product_key = 'os'
        on conflict (user_id, organization_id, product_id) do update
        set user_id = excluded.user_id, organization_id = excluded.organization_id, product_id = excluded.product_id, enabled = excluded.enabled`;
      expect(await writeOutcomes(db(), upsert, [ACCOUNTS.viewer.id, ORG.fikrLabs])).toEqual(expectOutcomes('denied', MANAGERS_OF_FIKR_LABS));
    });

    it('access managers revoke product access by disabling it', async () => {
      expect(await writeOutcomes(db(), 'update public.team_member_product_access set enabled = false where user_id = $1 and organization_id = $2', [ACCOUNTS.viewer.id, ORG.fikrLabs])).toEqual(
        expectOutcomes(0, { anon: 'denied', owner: 11, manager: 11, startup: 11 }),
      );
    });

    it('product access is never moved to an organization the caller does not manage, nor deleted', async () => {
      expect(await writeOutcomes(db(), 'update public.team_member_product_access set organization_id = $2 where user_id = $1', [ACCOUNTS.viewer.id, ORG.nileRobotics])).toEqual(
        expectOutcomes(0, { anon: 'denied', owner: 'denied', manager: 'denied', startup: 'denied' }),
      );
      expect(await writeOutcomes(db(), 'delete from public.team_member_product_access where user_id = $1', [ACCOUNTS.viewer.id])).toEqual(expectOutcomes('denied'));
    });
  });
});
