import { describe, expect, it } from 'vitest';
import { targets, useDatabase } from '../support/database';
import { ACCOUNTS, ORG, OTHER_TENANT_OWNERS } from '../support/demo';
import { PERSONA_SWEEP_TIMEOUT, every, expectOutcomes, readOutcomes, writeOutcomes } from '../support/outcomes';

// The product catalogue, which everyone reads and only the platform operators change, and each
// member's product access: read by the member and the organization's access viewers (owner,
// manager and admin in Fikr Labs, and startup, its matrix owner), written by its access managers
// (owner, manager, startup). The owners of the other tenants read and manage their own
// organization's rows only; the catalogue is the same for every signed-in persona.

const OPERATORS = { owner: 1, manager: 1 } as const;
const MANAGERS_OF_FIKR_LABS = { owner: 1, manager: 1, startup: 1 } as const;

describe.each(targets)('products and product access on $name', (target) => {
  const db = useDatabase(target);

  describe('fikr_products', () => {
    const withInactive = {
      setup: "insert into public.fikr_products (product_key, name, product_slug, is_active) values ('academy', 'Fikr Academy', 'fikr-academy', false)",
    };
    it('everyone reads the active products; owners and managers also the inactive ones', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.fikr_products', [], withInactive)).toEqual(expectOutcomes(11, { owner: 12, manager: 12, ...every(OTHER_TENANT_OWNERS, 11) }));
    });
    it('owners and managers add, change and delete products', async () => {
      expect(await writeOutcomes(db(), "insert into public.fikr_products (product_key, name, product_slug) values ('academy', 'Fikr Academy', 'fikr-academy')")).toEqual(expectOutcomes('denied', OPERATORS));
      expect(await writeOutcomes(db(), "update public.fikr_products set display_order = 20 where product_key = 'lab'")).toEqual(expectOutcomes(0, { anon: 'denied', ...OPERATORS }));
      expect(await writeOutcomes(db(), "delete from public.fikr_products where product_key = 'lab'")).toEqual(expectOutcomes(0, { anon: 'denied', ...OPERATORS }));
    });
  });

  describe('team_member_product_access', () => {
    // Seeded: every membership has a row for each of the 11 products (viewer's Fikr Cap one is
    // turned off), so Fikr Labs has 99 rows, multi-org 22, and mentor, who owns Mentor Circle
    // with multi-org in it, 22.
    it("users read their own product access; access viewers read their organization's", async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.team_member_product_access')).toEqual(
        // Launchpad's owner reads its two programme staff's too (supabase/seeds/75_programs.sql).
        expectOutcomes(11, { anon: 'denied', owner: 99, manager: 99, admin: 99, startup: 99, multiOrg: 22, ...every(OTHER_TENANT_OWNERS, 11), mentor: 22, accelerator: 33 }),
      );
    });

    it('access managers grant a product to a member', async () => {
      const fixtures = {
        setup: `delete from public.team_member_product_access where user_id = '${ACCOUNTS.viewer.id}' and product_id = (select id from public.fikr_products where product_key = 'os')`,
      };
      const grant = "insert into public.team_member_product_access (user_id, organization_id, product_id) select $1, $2, id from public.fikr_products where product_key = 'os'";
      expect(await writeOutcomes(db(), grant, [ACCOUNTS.viewer.id, ORG.fikrLabs], fixtures)).toEqual(expectOutcomes('denied', { ...MANAGERS_OF_FIKR_LABS, ...every(OTHER_TENANT_OWNERS, 'denied') }));
    });

    it('the upsert supabase-js sends works for access managers only (spec 001 §7.2)', async () => {
      const upsert = `insert into public.team_member_product_access (user_id, organization_id, product_id, enabled)
        select $1, $2, id, false from public.fikr_products where product_key = 'os'
        on conflict (user_id, organization_id, product_id) do update
        set user_id = excluded.user_id, organization_id = excluded.organization_id, product_id = excluded.product_id, enabled = excluded.enabled`;
      expect(await writeOutcomes(db(), upsert, [ACCOUNTS.viewer.id, ORG.fikrLabs])).toEqual(expectOutcomes('denied', { ...MANAGERS_OF_FIKR_LABS, ...every(OTHER_TENANT_OWNERS, 'denied') }));
      // Mentor Circle's owner manages multi-org's access there.
      expect(await writeOutcomes(db(), upsert, [ACCOUNTS.multiOrg.id, ORG.mentorCircle])).toEqual(expectOutcomes('denied', { mentor: 1 }));
    });

    it('access managers revoke product access by disabling it', async () => {
      expect(await writeOutcomes(db(), 'update public.team_member_product_access set enabled = false where user_id = $1 and organization_id = $2', [ACCOUNTS.viewer.id, ORG.fikrLabs])).toEqual(
        expectOutcomes(0, { anon: 'denied', owner: 11, manager: 11, startup: 11, ...every(OTHER_TENANT_OWNERS, 0) }),
      );
    });

    it('product access is never moved to an organization the caller does not manage, nor deleted', async () => {
      expect(await writeOutcomes(db(), 'update public.team_member_product_access set organization_id = $2 where user_id = $1', [ACCOUNTS.viewer.id, ORG.nileRobotics])).toEqual(
        expectOutcomes(0, { anon: 'denied', owner: 'denied', manager: 'denied', startup: 'denied', ...every(OTHER_TENANT_OWNERS, 0) }),
      );
      expect(await writeOutcomes(db(), 'delete from public.team_member_product_access where user_id = $1', [ACCOUNTS.viewer.id])).toEqual(expectOutcomes('denied'));
    });
  });
}, PERSONA_SWEEP_TIMEOUT);
