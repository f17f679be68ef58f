import { describe, expect, it } from 'vitest';
import { asOwner, asUser, rejectionOf, targets, useDatabase } from '../support/database';
import { ACCOUNTS, AUDIENCE_OWNERS, ORG, OTHER_TENANT_OWNERS, claimsOf, homeOrganization } from '../support/demo';
import { PERSONA_SWEEP_TIMEOUT, every, expectOutcomes, readOutcomes, writeOutcomes } from '../support/outcomes';

// Stakeholders (Fikr Cap). A row needs two things of the caller in the row's organization: Fikr
// Cap opened to them (an enabled product access row) and the permission matrix (or an explicit
// grant) allowing the action on the stakeholders resource. A member whose active role is
// stakeholder reads only the rows linked to their account. In the seed Fikr Labs has 9 and Nile
// Robotics 2 stakeholders, the audience organizations none; stakeholder@ is linked to Samir
// Stakeholder; every Fikr Labs stakeholder is named by its ledger; viewer's Fikr Cap is turned
// off; manager holds no matrix role. Each tenant owner may open Fikr Cap in their own organization.

const CAP = "(select id from public.fikr_products where product_key = 'cap')";
const setCap = (user: string, enabled: boolean) => `update public.team_member_product_access set enabled = ${enabled} where user_id = '${user}' and product_id = ${CAP}`;

describe.each(targets)('stakeholders on $name', (target) => {
  const db = useDatabase(target);

  describe('reading', () => {
    it('members with Fikr Cap whose role reads stakeholders see their organization’s, a stakeholder their own; nobody sees another’s', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.stakeholders')).toEqual(
        expectOutcomes(9, { anon: 'denied', manager: 0, viewer: 0, stakeholder: 1, otherStartup: 2, ...every(AUDIENCE_OWNERS, 0) }),
      );
      expect(await readOutcomes(db(), 'select count(*) from public.stakeholders where user_id = $1', [ACCOUNTS.stakeholder.id])).toEqual(
        expectOutcomes(1, { anon: 'denied', manager: 0, viewer: 0, ...every(OTHER_TENANT_OWNERS, 0) }),
      );
      expect(await readOutcomes(db(), 'select count(*) from public.stakeholders where organization_id = $1', [ORG.nileRobotics])).toEqual(
        expectOutcomes(0, { anon: 'denied', otherStartup: 2, ...every(AUDIENCE_OWNERS, 0) }),
      );
    });

    it('turning Fikr Cap on gives viewer the rows; turning it off takes them away again', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.stakeholders', [], { setup: setCap(ACCOUNTS.viewer.id, true) })).toEqual(
        expectOutcomes(9, { anon: 'denied', manager: 0, stakeholder: 1, otherStartup: 2, ...every(AUDIENCE_OWNERS, 0) }),
      );
      expect(await readOutcomes(db(), 'select count(*) from public.stakeholders', [], { setup: setCap(ACCOUNTS.editor.id, false) })).toEqual(
        expectOutcomes(9, { anon: 'denied', manager: 0, viewer: 0, editor: 0, stakeholder: 1, otherStartup: 2, ...every(AUDIENCE_OWNERS, 0) }),
      );
    });

    it('a product that lists required roles is opened only to those roles', async () => {
      const requireOwner = `update public.fikr_products set required_roles = array['owner'] where product_key = 'cap'`;
      expect(await readOutcomes(db(), 'select count(*) from public.stakeholders', [], { setup: requireOwner })).toEqual(
        expectOutcomes(0, { anon: 'denied', owner: 9, ...every(OTHER_TENANT_OWNERS, 0) }),
      );
    });

    it('an inactive product is opened to nobody', async () => {
      const deactivate = `update public.fikr_products set is_active = false where product_key = 'cap'`;
      expect(await readOutcomes(db(), 'select count(*) from public.stakeholders', [], { setup: deactivate })).toEqual(expectOutcomes(0, { anon: 'denied', ...every(OTHER_TENANT_OWNERS, 0) }));
    });
  });

  describe('writing', () => {
    const add = "insert into public.stakeholders (organization_id, name) values ($1, 'New Investor')";

    it('members whose role writes stakeholders add them to their own organization only', async () => {
      expect(await writeOutcomes(db(), add, [ORG.fikrLabs])).toEqual(expectOutcomes('denied', { owner: 1, admin: 1, editor: 1, user: 1, startup: 1, multiOrg: 1, ...every(OTHER_TENANT_OWNERS, 'denied') }));
      expect(await writeOutcomes(db(), add, [ORG.nileRobotics])).toEqual(expectOutcomes('denied', { otherStartup: 1, ...every(AUDIENCE_OWNERS, 'denied') }));
      // Every tenant owner keeps the cap table of their own organization.
      expect(await writeOutcomes(db(), add, (persona) => [homeOrganization(persona)])).toEqual(
        expectOutcomes(1, { anon: 'denied', manager: 'denied', viewer: 'denied', stakeholder: 'denied', ...every(OTHER_TENANT_OWNERS, 1) }),
      );
    });

    it('an explicit grant of write lets a viewer with Fikr Cap add one', async () => {
      // One statement: the fixture runs as a single prepared query.
      const setup = `with opened as (${setCap(ACCOUNTS.viewer.id, true)} returning 1)
        insert into public.user_permissions (user_id, organization_id, resource, action)
        select '${ACCOUNTS.viewer.id}', '${ORG.fikrLabs}', 'stakeholders', 'write' from opened`;
      expect(await writeOutcomes(db(), add, [ORG.fikrLabs], { setup })).toEqual(
        expectOutcomes('denied', { owner: 1, admin: 1, editor: 1, viewer: 1, user: 1, startup: 1, multiOrg: 1, ...every(OTHER_TENANT_OWNERS, 'denied') }),
      );
    });

    it('members whose role writes stakeholders change them', async () => {
      expect(await writeOutcomes(db(), "update public.stakeholders set email = 'partners@oasis.example' where organization_id = $1 and name = 'Oasis Ventures'", [ORG.fikrLabs])).toEqual(
        expectOutcomes(0, { anon: 'denied', owner: 1, admin: 1, editor: 1, user: 1, startup: 1, multiOrg: 1, ...every(OTHER_TENANT_OWNERS, 0) }),
      );
    });

    it('only the matrix owner deletes them', async () => {
      const departed = `insert into public.stakeholders (organization_id, name, stakeholder_type) values ('${ORG.fikrLabs}', 'Departed Advisor', 'advisor')`;
      expect(await writeOutcomes(db(), "delete from public.stakeholders where organization_id = $1 and name = 'Departed Advisor'", [ORG.fikrLabs], { setup: departed })).toEqual(
        expectOutcomes(0, { anon: 'denied', owner: 1, startup: 1, ...every(OTHER_TENANT_OWNERS, 0) }),
      );
    });

    it('keeps a stakeholder the ledger names, even from the owner', async () => {
      const deleting = asUser(db(), claimsOf('owner'), (tx) => tx.query("delete from public.stakeholders where organization_id = $1 and name = 'Karim Haddad'", [ORG.fikrLabs]));
      expect((await rejectionOf(deleting)).code).toBe('23503');
    });

    it('a row cannot be moved into another organization', async () => {
      expect(await writeOutcomes(db(), 'update public.stakeholders set organization_id = $2 where organization_id = $1', [ORG.fikrLabs, ORG.nileRobotics])).toEqual(
        // Everyone, tenant owners included: moving is refused, not merely unmatched.
        expectOutcomes('denied'),
      );
    });

    it('records who added the row, whatever the request says', async () => {
      const createdBy = await asUser(db(), claimsOf('editor'), async (tx) => (await tx.query<{ created_by: string }>(`${add} returning created_by`, [ORG.fikrLabs])).rows[0]?.created_by);
      expect(createdBy).toBe(ACCOUNTS.editor.id);
    });

    it.each([
      ['a blank name', "insert into public.stakeholders (organization_id, name) values ($1, '   ')"],
      ['an e-mail without @', "insert into public.stakeholders (organization_id, name, email) values ($1, 'Ok', 'not an address')"],
    ])('refuses %s', async (_case, sql) => {
      const code = await asOwner(db(), (tx) => tx.query(sql, [ORG.fikrLabs])).then(
        () => null,
        (caught: { code?: string }) => caught.code,
      );
      expect(code).toBe('23514');
    });

    it('refuses a type the stakeholder_type enum does not list', async () => {
      const sql = "insert into public.stakeholders (organization_id, name, stakeholder_type) values ($1, 'Ok', 'landlord')";
      const code = await asOwner(db(), (tx) => tx.query(sql, [ORG.fikrLabs])).then(
        () => null,
        (caught: { code?: string }) => caught.code,
      );
      expect(code).toBe('22P02');
    });
  });

  describe('product access of new members', () => {
    it('opens every active product to a new member, granted by nobody', async () => {
      const rows = await asOwner(db(), async (tx) => {
        await tx.query('insert into public.organization_members (user_id, organization_id) values ($1, $2)', [ACCOUNTS.viewer.id, ORG.nileRobotics]);
        return (
          await tx.query<{ enabled: boolean; granted_by: string | null }>('select enabled, granted_by from public.team_member_product_access where user_id = $1 and organization_id = $2', [
            ACCOUNTS.viewer.id,
            ORG.nileRobotics,
          ])
        ).rows;
      });
      expect(rows).toHaveLength(11);
      expect(rows.every((row) => row.enabled && row.granted_by === null)).toBe(true);
    });

    it('keeps a product turned off when a member leaves and joins again', async () => {
      const enabled = await asOwner(db(), async (tx) => {
        await tx.query('delete from public.organization_members where user_id = $1 and organization_id = $2', [ACCOUNTS.viewer.id, ORG.fikrLabs]);
        await tx.query('insert into public.organization_members (user_id, organization_id) values ($1, $2)', [ACCOUNTS.viewer.id, ORG.fikrLabs]);
        return (await tx.query<{ enabled: boolean }>(`select enabled from public.team_member_product_access where user_id = $1 and organization_id = $2 and product_id = ${CAP}`, [ACCOUNTS.viewer.id, ORG.fikrLabs])).rows[0]?.enabled;
      });
      expect(enabled).toBe(false);
    });

    it('still stamps the acting administrator on grants made through the API', async () => {
      const grantedBy = await asUser(db(), claimsOf('owner'), async (tx) => {
        const result = await tx.query<{ granted_by: string }>(`select granted_by from public.set_product_access($1, $2, ${CAP}, true)`, [ACCOUNTS.viewer.id, ORG.fikrLabs]);
        return result.rows[0]?.granted_by;
      });
      expect(grantedBy).toBe(ACCOUNTS.owner.id);
    });
  });

  describe('can_manage_access', () => {
    it('answers for the caller: access managers of the organization say yes', async () => {
      expect(await readOutcomes(db(), 'select count(*) from (select 1 where public.can_manage_access($1)) as yes', [ORG.fikrLabs])).toEqual(
        expectOutcomes(0, { anon: 'denied', owner: 1, manager: 1, startup: 1, ...every(OTHER_TENANT_OWNERS, 0) }),
      );
      expect(await readOutcomes(db(), 'select count(*) from (select 1 where public.can_manage_access($1)) as yes', (persona) => [homeOrganization(persona)])).toEqual(
        expectOutcomes(1, { anon: 'denied', admin: 0, editor: 0, viewer: 0, stakeholder: 0, user: 0, multiOrg: 0, ...every(OTHER_TENANT_OWNERS, 1) }),
      );
    });
  });
}, PERSONA_SWEEP_TIMEOUT);
