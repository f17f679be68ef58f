import { createDbClient } from '@fikrspace/db/create-client';
import { ACCOUNTS, ORG } from '@fikrspace/db/testing/demo-ids';
import { signedInAs } from '@fikrspace/db/testing/signed-in-as';
import { SUPABASE_DIR } from '@fikrspace/local-backend/migrate';
import { SETUP_TIMEOUT, startBackend, targets } from '@fikrspace/local-backend/testing';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessRequestError, createAccessRequest, fetchMyAccessRequests } from './request-access';

/** The access request calls through the real supabase-js client, against the local backend. */

const FIKR_LABS = ORG.fikrLabs;
const VIEWER = ACCOUNTS.viewer.id;

type Backend = Awaited<ReturnType<typeof startBackend>>;

for (const target of await targets()) {
  describe(`access requests against the local backend (${target.name})`, () => {
    let backend: Backend;

    beforeAll(async () => {
      backend = await startBackend(target, { supabaseDir: SUPABASE_DIR, functionsDir: `${SUPABASE_DIR}/functions` });
      // Each sign-in hashes a password: done once here, within the setup's time.
      await Promise.all([ACCOUNTS.viewer, ACCOUNTS.startup, ACCOUNTS.editor].map((account) => signedInAs(backend, account)));
    }, SETUP_TIMEOUT);
    afterAll(async () => {
      await backend?.close();
    });

    it('files a request as the signed-in user, answers a second one "already requested", and lists it', async () => {
      const db = await signedInAs(backend, ACCOUNTS.viewer);
      const first = await createAccessRequest(db, { path: '/fikrspace/office/users', message: '  I review the user list  ' });
      expect(first).toMatchObject({ outcome: 'created', request: { path: '/fikrspace/office/users', message: 'I review the user list', status: 'pending', organizationId: FIKR_LABS } });
      expect(await createAccessRequest(db, { path: '/fikrspace/office/users', message: 'Again' })).toEqual({ outcome: 'already-requested' });

      await createAccessRequest(db, { path: '/fikrspace/office/settings', message: '   ' });
      const mine = await fetchMyAccessRequests(db, VIEWER);
      expect(mine.map((request) => [request.path, request.status, request.message])).toEqual([
        ['/fikrspace/office/settings', 'pending', null],
        ['/fikrspace/office/users', 'pending', 'I review the user list'],
      ]);
    });

    it("lists only the user's own requests, even for an access manager who reads the organization's", async () => {
      const manager = await signedInAs(backend, ACCOUNTS.startup);
      await createAccessRequest(manager, { path: '/fikrspace/office', message: null });
      const mine = await fetchMyAccessRequests(manager, ACCOUNTS.startup.id);
      expect(mine.map((request) => request.path)).toEqual(['/fikrspace/office']);
      const { data } = await manager.from('access_requests').select('id');
      expect(data?.length).toBeGreaterThan(1);
    });

    it('reports refused and invalid requests as typed errors', async () => {
      const db = await signedInAs(backend, ACCOUNTS.editor);
      const invalid = await createAccessRequest(db, { path: 'https://evil.example/' }).catch((error: unknown) => error);
      expect(invalid).toBeInstanceOf(AccessRequestError);
      expect(invalid).toMatchObject({ kind: 'invalid' });

      const anonymous = createDbClient(
        { url: backend.url, anonKey: backend.anonKey },
        { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false }, realtime: { transport: WebSocket as never } },
      );
      await expect(createAccessRequest(anonymous, { path: '/fikrspace/office' })).rejects.toMatchObject({ name: 'AccessRequestError', kind: 'forbidden' });
    });
  });
}
