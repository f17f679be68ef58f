import { createQueryClient } from '@fikrspace/data';
import type { DbClient } from '@fikrspace/db';
import { ACCOUNTS, ORG } from '@fikrspace/db/testing/demo-ids';
import { signedInAs } from '@fikrspace/db/testing/signed-in-as';
import { ServiceError } from '@fikrspace/errors';
import { SUPABASE_DIR } from '@fikrspace/local-backend/migrate';
import { SETUP_TIMEOUT, startBackend, targets } from '@fikrspace/local-backend/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { assignRole } from './api/assign-role';
import { grantPermission, grantPermissionMutationOptions } from './api/grant-permission';
import { revokePermission } from './api/revoke-permission';
import { PERMISSION_CACHE_MS, checkPermission } from './permission-checker';
import { MATRIX_ROLES, PERMISSION_ACTIONS, PERMISSION_RESOURCES, roleAllows } from './permission-matrix';
import { requirePermission, setPermissionCheckTestMode } from './require-permission';

/**
 * The browser's permission checker (spec 001 §6.3) and the access functions (§4, §6.4), with the
 * real supabase-js client against the local backend, its migrations and seed.
 */

const FIKR_LABS = ORG.fikrLabs;
const NILE_ROBOTICS = ORG.nileRobotics;
/** The Fikr Labs member who holds each matrix role in the seed. */
const MEMBER_BY_ROLE: Record<string, { email: string; id: string }> = {
  owner: ACCOUNTS.owner,
  admin: ACCOUNTS.admin,
  editor: ACCOUNTS.editor,
  viewer: ACCOUNTS.viewer,
  stakeholder: ACCOUNTS.stakeholder,
  user: ACCOUNTS.user,
};

type Backend = Awaited<ReturnType<typeof startBackend>>;

function counting() {
  const calls: string[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    calls.push(String(input instanceof Request ? input.url : input));
    return fetch(input, init);
  };
  return { calls, fetchImpl, restCalls: () => calls.filter((url) => url.includes('/rest/v1/')).length };
}

for (const target of await targets()) {
  describe(`permission checker against the local backend (${target.name})`, () => {
    let backend: Backend;
    const as = (email: string) => signedInAs(backend, email);
    const signedIn = (email: string, fetchImpl: typeof fetch) => signedInAs(backend, email, { fetch: fetchImpl });

    beforeAll(async () => {
      backend = await startBackend(target, { supabaseDir: SUPABASE_DIR, functionsDir: `${SUPABASE_DIR}/functions` });
      // Each sign-in hashes a password: done once here, within the setup's time.
      await Promise.all([...Object.values(MEMBER_BY_ROLE), ACCOUNTS.otherStartup].map((account) => as(account.email)));
    }, SETUP_TIMEOUT);
    afterAll(async () => {
      await backend?.close();
    });
    afterEach(() => {
      vi.useRealTimers();
      setPermissionCheckTestMode(false);
    });

    it.each(MATRIX_ROLES)(
      'answers every resource and action for the %s role as the matrix and the database do',
      async (role) => {
        const member = MEMBER_BY_ROLE[role]!;
        const db = await as(member.email);
        const queryClient = createQueryClient();
        const cells = PERMISSION_RESOURCES.flatMap((resource) => PERMISSION_ACTIONS.map((action) => ({ resource, action })));
        const browser = await Promise.all(cells.map((cell) => checkPermission({ userId: member.id, organizationId: FIKR_LABS, ...cell }, { queryClient, db })));
        const server = await Promise.all(
          cells.map(async (cell) => (await db.rpc('check_permission', { p_organization_id: FIKR_LABS, p_resource: cell.resource, p_action: cell.action })).data),
        );
        const expected = cells.map((cell) => roleAllows(role, cell.resource, cell.action));
        expect(browser).toEqual(expected);
        expect(server).toEqual(expected);
      },
      60_000,
    );

    it('denies a user of another organization, whatever their role there', async () => {
      const db = await as('other-startup@fikrspace.test');
      const queryClient = createQueryClient();
      expect(await checkPermission({ userId: ACCOUNTS.otherStartup.id, organizationId: NILE_ROBOTICS, resource: 'cap_table', action: 'admin' }, { queryClient, db })).toBe(true);
      expect(await checkPermission({ userId: ACCOUNTS.otherStartup.id, organizationId: FIKR_LABS, resource: 'cap_table', action: 'read' }, { queryClient, db })).toBe(false);
    });

    it('denies missing ids and failed lookups without caching the failure', async () => {
      const queryClient = createQueryClient();
      expect(await checkPermission({ userId: '', organizationId: FIKR_LABS, resource: 'documents', action: 'read' }, { queryClient })).toBe(false);
      expect(await checkPermission({ userId: ACCOUNTS.viewer.id, organizationId: null as never, resource: 'documents', action: 'read' }, { queryClient })).toBe(false);

      let failing = false;
      const flaky: typeof fetch = (input, init) => (failing ? Promise.reject(new TypeError('Failed to fetch')) : fetch(input, init));
      const db = await signedIn('viewer@fikrspace.test', flaky);
      failing = true;
      const query = { userId: ACCOUNTS.viewer.id, organizationId: FIKR_LABS, resource: 'documents', action: 'read' };
      expect(await checkPermission(query, { queryClient, db })).toBe(false);
      failing = false;
      expect(await checkPermission(query, { queryClient, db })).toBe(true);
    });

    it('reuses an answer for 5 minutes, then asks the database again', async () => {
      const counter = counting();
      const db = await signedIn('viewer@fikrspace.test', counter.fetchImpl);
      const queryClient = createQueryClient();
      const query = { userId: ACCOUNTS.viewer.id, organizationId: FIKR_LABS, resource: 'cap_table', action: 'read' };
      const start = Date.now();
      vi.useFakeTimers({ toFake: ['Date'], now: start });

      expect(await checkPermission(query, { queryClient, db })).toBe(true);
      const afterFirst = counter.restCalls();
      expect(afterFirst).toBe(1);

      vi.setSystemTime(start + PERMISSION_CACHE_MS - 1_000);
      expect(await checkPermission(query, { queryClient, db })).toBe(true);
      expect(counter.restCalls()).toBe(afterFirst);

      vi.setSystemTime(start + PERMISSION_CACHE_MS + 1_000);
      expect(await checkPermission(query, { queryClient, db })).toBe(true);
      expect(counter.restCalls()).toBe(afterFirst + 1);
    });

    it('lets an explicit unexpired grant add an action the role lacks, and stops counting it when it expires', async () => {
      const owner = await as('owner@fikrspace.test');
      const viewer = await as('viewer@fikrspace.test');
      const query = { userId: ACCOUNTS.viewer.id, organizationId: FIKR_LABS, resource: 'documents', action: 'write' };
      expect(await checkPermission(query, { queryClient: createQueryClient(), db: viewer })).toBe(false);

      const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
      const grant = await grantPermission(owner, { userId: ACCOUNTS.viewer.id, organizationId: FIKR_LABS, resource: 'documents', action: 'write', expiresAt });
      expect(grant).toMatchObject({ granted: true, grantedBy: ACCOUNTS.owner.id, expiresAt: expect.any(String) });
      expect(new Date(grant.expiresAt!).getTime()).toBe(new Date(expiresAt).getTime());
      expect(await checkPermission(query, { queryClient: createQueryClient(), db: viewer })).toBe(true);
      expect((await viewer.rpc('check_permission', { p_organization_id: FIKR_LABS, p_resource: 'documents', p_action: 'write' })).data).toBe(true);

      // The grant's time runs out: its expiry moves into the past, as the database's clock sees it.
      await backend.db.query("update public.user_permissions set expires_at = now() - interval '1 second' where user_id = $1 and organization_id = $2 and resource = 'documents' and action = 'write'", [ACCOUNTS.viewer.id, FIKR_LABS]);
      expect(await checkPermission(query, { queryClient: createQueryClient(), db: viewer })).toBe(false);
      expect((await viewer.rpc('check_permission', { p_organization_id: FIKR_LABS, p_resource: 'documents', p_action: 'write' })).data).toBe(false);
    });

    it('never lets an explicit grant open a resource the role has no entry for', async () => {
      const owner = await as('owner@fikrspace.test');
      const viewer = await as('viewer@fikrspace.test');
      await grantPermission(owner, { userId: ACCOUNTS.viewer.id, organizationId: FIKR_LABS, resource: 'admin', action: 'read' });
      expect(await checkPermission({ userId: ACCOUNTS.viewer.id, organizationId: FIKR_LABS, resource: 'admin', action: 'read' }, { queryClient: createQueryClient(), db: viewer })).toBe(false);
    });

    it('drops cached answers of the organization when a grant changes, and revocation takes the grant away', async () => {
      const owner = await as('owner@fikrspace.test');
      const viewer = await as('viewer@fikrspace.test');
      const queryClient = createQueryClient();
      const query = { userId: ACCOUNTS.viewer.id, organizationId: FIKR_LABS, resource: 'funding_rounds', action: 'write' };
      expect(await checkPermission(query, { queryClient, db: viewer })).toBe(false);

      // The grant goes through the same cache the answer sits in, as in the office.
      const options = grantPermissionMutationOptions(queryClient);
      const input = { userId: ACCOUNTS.viewer.id, organizationId: FIKR_LABS, resource: 'funding_rounds', action: 'write' };
      const granted = await grantPermission(owner, input);
      await options.onSuccess?.(granted, input, undefined, undefined as never);
      expect(await checkPermission(query, { queryClient, db: viewer })).toBe(true);

      const revoked = await revokePermission(owner, input);
      expect(revoked).toMatchObject({ granted: false, grantedBy: ACCOUNTS.owner.id });
      // Without an invalidation the cached yes stands for its 5 minutes; another page asks afresh.
      expect(await checkPermission(query, { queryClient, db: viewer })).toBe(true);
      expect(await checkPermission(query, { queryClient: createQueryClient(), db: viewer })).toBe(false);
    });

    it('assigns a role by deactivating the old one, and the new role decides at once', async () => {
      const owner = await as('owner@fikrspace.test');
      const user = await as('user@fikrspace.test');
      const assignment = await assignRole(owner, { userId: ACCOUNTS.user.id, organizationId: FIKR_LABS, role: 'viewer' });
      expect(assignment).toMatchObject({ role: 'viewer', isActive: true, grantedBy: ACCOUNTS.owner.id });
      const { data: rows } = await owner.from('organisation_roles').select('role, is_active').eq('user_id', ACCOUNTS.user.id).eq('organization_id', FIKR_LABS);
      expect(rows?.filter((row) => row.is_active)).toEqual([{ role: 'viewer', is_active: true }]);
      expect(rows?.some((row) => row.role === 'user' && !row.is_active)).toBe(true);
      expect(await checkPermission({ userId: ACCOUNTS.user.id, organizationId: FIKR_LABS, resource: 'organizations', action: 'write' }, { queryClient: createQueryClient(), db: user })).toBe(false);
      await assignRole(owner, { userId: ACCOUNTS.user.id, organizationId: FIKR_LABS, role: 'user' });
      expect(await checkPermission({ userId: ACCOUNTS.user.id, organizationId: FIKR_LABS, resource: 'organizations', action: 'write' }, { queryClient: createQueryClient(), db: user })).toBe(true);
    });

    describe('access functions refuse and fail with the spec codes', () => {
      const table: Array<{ name: string; as: string; run: (db: DbClient) => Promise<unknown>; code: string; message: string | RegExp; status: number }> = [
        {
          name: 'a viewer granting a permission',
          as: 'viewer@fikrspace.test',
          run: (db) => grantPermission(db, { userId: ACCOUNTS.viewer.id, organizationId: FIKR_LABS, resource: 'cap_table', action: 'admin' }),
          code: 'PERMISSION_DENIED',
          message: 'Permission denied: write on admin',
          status: 403,
        },
        {
          name: 'a viewer revoking a permission',
          as: 'viewer@fikrspace.test',
          run: (db) => revokePermission(db, { userId: ACCOUNTS.editor.id, organizationId: FIKR_LABS, resource: 'documents', action: 'read' }),
          code: 'PERMISSION_DENIED',
          message: 'Permission denied: write on admin',
          status: 403,
        },
        {
          name: 'a viewer assigning themselves the owner role',
          as: 'viewer@fikrspace.test',
          run: (db) => assignRole(db, { userId: ACCOUNTS.viewer.id, organizationId: FIKR_LABS, role: 'owner' }),
          code: 'PERMISSION_DENIED',
          message: 'Permission denied: write on admin',
          status: 403,
        },
        {
          name: 'an owner of another organization granting in Fikr Labs',
          as: 'other-startup@fikrspace.test',
          run: (db) => grantPermission(db, { userId: ACCOUNTS.otherStartup.id, organizationId: FIKR_LABS, resource: 'cap_table', action: 'read' }),
          code: 'PERMISSION_DENIED',
          message: 'Permission denied: write on admin',
          status: 403,
        },
        {
          name: 'granting to someone outside the organization',
          as: 'owner@fikrspace.test',
          run: (db) => grantPermission(db, { userId: ACCOUNTS.otherStartup.id, organizationId: FIKR_LABS, resource: 'documents', action: 'read' }),
          code: 'PERMISSION_GRANT_FAILED',
          message: 'Failed to grant permission',
          status: 400,
        },
        {
          name: 'revoking a permission nobody granted',
          as: 'owner@fikrspace.test',
          run: (db) => revokePermission(db, { userId: ACCOUNTS.editor.id, organizationId: FIKR_LABS, resource: 'epics', action: 'delete' }),
          code: 'PERMISSION_REVOKE_FAILED',
          message: 'Failed to revoke permission',
          status: 400,
        },
        {
          name: 'assigning a role to someone outside the organization',
          as: 'owner@fikrspace.test',
          run: (db) => assignRole(db, { userId: ACCOUNTS.otherStartup.id, organizationId: FIKR_LABS, role: 'viewer' }),
          code: 'ROLE_ASSIGNMENT_FAILED',
          message: 'Failed to assign role',
          status: 400,
        },
        {
          name: 'assigning a role the matrix does not know',
          as: 'owner@fikrspace.test',
          run: (db) => assignRole(db, { userId: ACCOUNTS.editor.id, organizationId: FIKR_LABS, role: 'superuser' }),
          code: 'VALIDATION_ERROR',
          message: 'invalid role: superuser',
          status: 400,
        },
        {
          name: 'granting an action the matrix does not know',
          as: 'owner@fikrspace.test',
          run: (db) => grantPermission(db, { userId: ACCOUNTS.editor.id, organizationId: FIKR_LABS, resource: 'documents', action: 'launch' }),
          code: 'VALIDATION_ERROR',
          message: 'invalid action: launch',
          status: 400,
        },
        {
          name: 'granting with an expiry in the past',
          as: 'owner@fikrspace.test',
          run: (db) => grantPermission(db, { userId: ACCOUNTS.editor.id, organizationId: FIKR_LABS, resource: 'documents', action: 'delete', expiresAt: new Date(Date.now() - 60_000).toISOString() }),
          code: 'VALIDATION_ERROR',
          message: 'invalid expires_at: must be in the future',
          status: 400,
        },
      ];

      it.each(table)('$name: $code', async ({ as: email, run, code, message, status }) => {
        const error = await run(await as(email)).then(
          () => null,
          (caught: unknown) => caught,
        );
        expect(error).toBeInstanceOf(ServiceError);
        expect(error).toMatchObject({ code, statusCode: status });
        expect((error as ServiceError).message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
      });
    });

    describe('the service check (spec 001 §6.4)', () => {
      it('throws "Permission denied: {action} on {resource}" with PERMISSION_DENIED', async () => {
        const db = await as('viewer@fikrspace.test');
        const queryClient = createQueryClient();
        await expect(requirePermission({ userId: ACCOUNTS.viewer.id, organizationId: FIKR_LABS, resource: 'cap_table', action: 'delete' }, { queryClient, db })).rejects.toMatchObject({
          message: 'Permission denied: delete on cap_table',
          code: 'PERMISSION_DENIED',
          statusCode: 403,
        });
        await expect(requirePermission({ userId: ACCOUNTS.viewer.id, organizationId: FIKR_LABS, resource: 'cap_table', action: 'read' }, { queryClient, db })).resolves.toBeUndefined();
      });

      it.each([
        { userId: null, organizationId: FIKR_LABS },
        { userId: ACCOUNTS.viewer.id, organizationId: null },
        { userId: '', organizationId: '' },
      ])('needs both ids: user $userId, organization $organizationId', async (ids) => {
        await expect(requirePermission({ ...ids, resource: 'documents', action: 'read' }, { queryClient: createQueryClient() })).rejects.toMatchObject({
          message: 'Permission denied: read on documents',
          code: 'PERMISSION_DENIED',
        });
      });

      it('is skipped in test mode', async () => {
        setPermissionCheckTestMode(true);
        await expect(requirePermission({ userId: null, organizationId: null, resource: 'admin', action: 'admin' })).resolves.toBeUndefined();
      });
    });
  });
}
