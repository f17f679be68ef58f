import { grantPermission } from '@fikrspace/access';
import { ACCOUNTS, ORG } from '@fikrspace/db/testing/demo-ids';
import { signedInAs } from '@fikrspace/db/testing/signed-in-as';
import { ServiceError } from '@fikrspace/errors';
import { SUPABASE_DIR } from '@fikrspace/local-backend/migrate';
import { SETUP_TIMEOUT, startBackend, targets } from '@fikrspace/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOrganization } from './get-organization';
import { getOrganizations } from './get-organizations';
import { getPermissionGrants } from './get-permission-grants';
import { getTeamProductAccess } from './get-team-product-access';

/**
 * The access screens' reads with the real supabase-js client against the local backend, its
 * migrations and seed: what each kind of caller gets back is decided by row level security. The
 * team's own reads (members, roles, the right to administer, invitations) are the people
 * context's, tested beside them in packages/people/src/api.
 */

const FIKR_LABS = ORG.fikrLabs;
const NILE_ROBOTICS = ORG.nileRobotics;
const OWNER = ACCOUNTS.owner.id;
const VIEWER = ACCOUNTS.viewer.id;
/** Fikr Labs in the seed: eight demo accounts, and multi-org who also belongs to Mentor Circle. */
const FIKR_LABS_MEMBERS = 9;

type Backend = Awaited<ReturnType<typeof startBackend>>;

for (const target of await targets()) {
  describe(`access screen reads against the local backend (${target.name})`, () => {
    let backend: Backend;
    const as = (email: string) => signedInAs(backend, email);

    beforeAll(async () => {
      backend = await startBackend(target, { supabaseDir: SUPABASE_DIR, functionsDir: `${SUPABASE_DIR}/functions` });
      // Each sign-in hashes a password: done once here, within the setup's time.
      await Promise.all([ACCOUNTS.owner, ACCOUNTS.viewer, ACCOUNTS.otherStartup].map((account) => signedInAs(backend, account)));
    }, SETUP_TIMEOUT);
    afterAll(async () => {
      await backend?.close();
    });

    /** How many organizations the seed holds, as the service role counts them. */
    async function organizationCount(): Promise<number> {
      const { count, error } = await backend.client(backend.serviceRoleKey).from('organizations').select('id', { count: 'exact', head: true });
      if (error) throw error;
      return count ?? 0;
    }

    // Longer than the default: every page counts its organizations' members, a request for each.
    it('lists every organization to an operator, by name, 20 to a page, with exact member counts', async () => {
      const db = await as('owner@fikrspace.test');
      const total = await organizationCount();
      const totalPages = Math.ceil(total / 20);
      const first = await getOrganizations(db, 1);
      expect(first).toMatchObject({ total, page: 1, limit: 20, totalPages });
      const pages = [first, ...(await Promise.all(Array.from({ length: totalPages - 1 }, (_, index) => getOrganizations(db, index + 2))))];
      const organizations = pages.flatMap((page) => page.data);
      expect(organizations).toHaveLength(total);
      const names = organizations.map((organization) => organization.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      expect(organizations.find((organization) => organization.id === FIKR_LABS)).toEqual({ id: FIKR_LABS, name: 'Fikr Labs', type: 'startup', memberCount: FIKR_LABS_MEMBERS });
      expect(organizations.find((organization) => organization.name === 'Mentor Circle')?.memberCount).toBe(2);
    }, 30_000);

    it('answers a page past the end with PAGINATION_ERROR', async () => {
      const pastTheEnd = Math.ceil((await organizationCount()) / 20) + 1;
      await expect(getOrganizations(await as('owner@fikrspace.test'), pastTheEnd)).rejects.toMatchObject({ code: 'PAGINATION_ERROR' });
    });

    it('lets owner@ read the Fikr Labs organization with its grants and product access, and grant', async () => {
      const db = await as('owner@fikrspace.test');
      expect(await getOrganization(db, FIKR_LABS)).toEqual({ id: FIKR_LABS, name: 'Fikr Labs', type: 'startup' });

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

    it('shows other-startup@ nothing of Fikr Labs, and only its own organization', async () => {
      const db = await as('other-startup@fikrspace.test');
      expect(await getOrganization(db, FIKR_LABS)).toBeNull();
      expect(await getPermissionGrants(db, FIKR_LABS)).toEqual([]);
      expect(await getTeamProductAccess(db, FIKR_LABS)).toEqual([]);
      const organizations = await getOrganizations(db, 1);
      expect(organizations.data.map((organization) => organization.id)).toEqual([NILE_ROBOTICS]);
    });

    it('lets viewer@ read only their own access rows, and refuses them a grant', async () => {
      const db = await as('viewer@fikrspace.test');
      expect(new Set((await getTeamProductAccess(db, FIKR_LABS)).map((row) => row.userId))).toEqual(new Set([VIEWER]));
      expect((await getPermissionGrants(db, FIKR_LABS)).every((grant) => grant.userId === VIEWER)).toBe(true);

      const refused = grantPermission(db, { userId: VIEWER, organizationId: FIKR_LABS, resource: 'admin', action: 'admin' });
      await expect(refused).rejects.toBeInstanceOf(ServiceError);
      await expect(refused).rejects.toMatchObject({ code: 'PERMISSION_DENIED', message: 'Permission denied: write on admin' });
    });

    it('answers an address that is not an id without asking the database', async () => {
      const db = await as('owner@fikrspace.test');
      expect(await getOrganization(db, 'not-an-id')).toBeNull();
      expect(await getPermissionGrants(db, 'not-an-id')).toEqual([]);
    });
  });
}
