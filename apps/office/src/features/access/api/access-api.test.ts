import { grantPermission } from '@fikrspace/access';
import type { DbClient } from '@fikrspace/db';
import { ServiceError } from '@fikrspace/errors';
import { SUPABASE_DIR } from '@fikrspace/local-backend/migrate';
import { SETUP_TIMEOUT, startBackend, targets } from '@fikrspace/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCanManageAccess } from './get-can-manage-access';
import { getOrganization } from './get-organization';
import { getOrganizations } from './get-organizations';
import { getPermissionGrants } from './get-permission-grants';
import { getTeamMembers } from './get-team-members';
import { getTeamProductAccess } from './get-team-product-access';
import { getTeamRoles } from './get-team-roles';

/**
 * The access screens' reads with the real supabase-js client against the local backend, its
 * migrations and seed: what each kind of caller gets back is decided by row level security.
 */

const FIKR_LABS = '00000000-0000-4000-b000-000000000001';
const NILE_ROBOTICS = '00000000-0000-4000-b000-000000000007';
const OWNER = '00000000-0000-4000-a000-000000000001';
const MANAGER = '00000000-0000-4000-a000-000000000002';
const VIEWER = '00000000-0000-4000-a000-000000000005';
/** Fikr Labs in the seed: eight demo accounts, and multi-org who also belongs to Mentor Circle. */
const FIKR_LABS_MEMBERS = 9;

type Backend = Awaited<ReturnType<typeof startBackend>>;

for (const target of await targets()) {
  describe(`access screen reads against the local backend (${target.name})`, () => {
    let backend: Backend;
    const as = async (email: string) => (await backend.demoClient(email)) as unknown as DbClient;

    beforeAll(async () => {
      backend = await startBackend(target, { supabaseDir: SUPABASE_DIR, functionsDir: `${SUPABASE_DIR}/functions` });
    }, SETUP_TIMEOUT);
    afterAll(async () => {
      await backend?.close();
    });

    it('lists every organization to an operator, by name, with exact member counts', async () => {
      const result = await getOrganizations(await as('owner@fikrspace.test'), 1);
      expect(result).toMatchObject({ total: 7, page: 1, limit: 20, totalPages: 1 });
      const names = result.data.map((organization) => organization.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      expect(result.data.find((organization) => organization.id === FIKR_LABS)).toEqual({ id: FIKR_LABS, name: 'Fikr Labs', type: 'startup', memberCount: FIKR_LABS_MEMBERS });
      expect(result.data.find((organization) => organization.name === 'Mentor Circle')?.memberCount).toBe(2);
    });

    it('answers a page past the end with PAGINATION_ERROR', async () => {
      await expect(getOrganizations(await as('owner@fikrspace.test'), 2)).rejects.toMatchObject({ code: 'PAGINATION_ERROR' });
    });

    it('lets owner@ read the Fikr Labs team with roles, grants and product access, and administer it', async () => {
      const db = await as('owner@fikrspace.test');
      expect(await getOrganization(db, FIKR_LABS)).toEqual({ id: FIKR_LABS, name: 'Fikr Labs', type: 'startup' });
      expect(await getCanManageAccess(db, FIKR_LABS)).toBe(true);

      const members = await getTeamMembers(db, FIKR_LABS);
      expect(members).toHaveLength(FIKR_LABS_MEMBERS);
      expect(members.map((member) => member.name)).toEqual([...members.map((member) => member.name)].sort((a, b) => a.localeCompare(b)));
      expect(members.find((member) => member.userId === VIEWER)).toMatchObject({ name: 'Vera Viewer', email: 'viewer@fikrspace.test', isActive: true, enterpriseRole: { name: 'viewer' } });
      expect(members.find((member) => member.userId === OWNER)?.enterpriseRole).toMatchObject({ name: 'owner', displayName: expect.any(String) });

      const roles = await getTeamRoles(db, FIKR_LABS);
      // manager@ holds no matrix role in the seed.
      expect(roles).toHaveLength(FIKR_LABS_MEMBERS - 1);
      expect(roles.find((role) => role.userId === VIEWER)).toMatchObject({ role: 'viewer', grantedBy: OWNER });
      expect(roles.some((role) => role.userId === MANAGER)).toBe(false);

      const access = await getTeamProductAccess(db, FIKR_LABS);
      const { count: activeProducts } = await db.from('fikr_products').select('id', { count: 'exact', head: true }).eq('is_active', true);
      expect(access).toHaveLength(FIKR_LABS_MEMBERS * (activeProducts ?? 0));
      const { data: cap } = await db.from('fikr_products').select('id').eq('product_key', 'cap').single();
      expect(access.find((row) => row.userId === VIEWER && row.productId === cap?.id)).toMatchObject({ enabled: false, grantedBy: OWNER, organizationId: FIKR_LABS });
      expect(access.filter((row) => row.userId === OWNER).every((row) => row.enabled && row.grantedBy === null)).toBe(true);

      const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
      await grantPermission(db, { userId: VIEWER, organizationId: FIKR_LABS, resource: 'documents', action: 'write', expiresAt });
      const grants = await getPermissionGrants(db, FIKR_LABS);
      expect(grants.find((grant) => grant.userId === VIEWER && grant.resource === 'documents' && grant.action === 'write')).toMatchObject({
        granted: true,
        grantedBy: OWNER,
        organizationId: FIKR_LABS,
      });
      expect(new Date(grants.find((grant) => grant.userId === VIEWER)!.expiresAt!).toISOString()).toBe(expiresAt);
    });

    it('lets manager@, an operator who belongs to Fikr Labs, administer it too', async () => {
      expect(await getCanManageAccess(await as('manager@fikrspace.test'), FIKR_LABS)).toBe(true);
    });

    it('shows other-startup@ nothing of Fikr Labs, and only its own organization', async () => {
      const db = await as('other-startup@fikrspace.test');
      expect(await getOrganization(db, FIKR_LABS)).toBeNull();
      expect(await getCanManageAccess(db, FIKR_LABS)).toBe(false);
      expect(await getTeamMembers(db, FIKR_LABS)).toEqual([]);
      expect(await getTeamRoles(db, FIKR_LABS)).toEqual([]);
      expect(await getPermissionGrants(db, FIKR_LABS)).toEqual([]);
      expect(await getTeamProductAccess(db, FIKR_LABS)).toEqual([]);
      const organizations = await getOrganizations(db, 1);
      expect(organizations.data.map((organization) => organization.id)).toEqual([NILE_ROBOTICS]);
      expect(await getCanManageAccess(db, NILE_ROBOTICS)).toBe(true);
    });

    it('lets viewer@ read only their own access rows, and refuses them a grant', async () => {
      const db = await as('viewer@fikrspace.test');
      expect(await getCanManageAccess(db, FIKR_LABS)).toBe(false);
      expect((await getTeamMembers(db, FIKR_LABS)).length).toBe(FIKR_LABS_MEMBERS);
      expect((await getTeamRoles(db, FIKR_LABS)).map((role) => role.userId)).toEqual([VIEWER]);
      expect(new Set((await getTeamProductAccess(db, FIKR_LABS)).map((row) => row.userId))).toEqual(new Set([VIEWER]));
      expect((await getPermissionGrants(db, FIKR_LABS)).every((grant) => grant.userId === VIEWER)).toBe(true);

      const refused = grantPermission(db, { userId: VIEWER, organizationId: FIKR_LABS, resource: 'admin', action: 'admin' });
      await expect(refused).rejects.toBeInstanceOf(ServiceError);
      await expect(refused).rejects.toMatchObject({ code: 'PERMISSION_DENIED', message: 'Permission denied: write on admin' });
    });

    it('answers an address that is not an id without asking the database', async () => {
      const db = await as('owner@fikrspace.test');
      expect(await getOrganization(db, 'not-an-id')).toBeNull();
      expect(await getCanManageAccess(db, 'not-an-id')).toBe(false);
      expect(await getTeamMembers(db, 'not-an-id')).toEqual([]);
    });
  });
}
