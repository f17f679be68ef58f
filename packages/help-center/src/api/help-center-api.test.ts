import type { DbClient } from '@fikrspace/db';
import { signedInAs } from '@fikrspace/db/testing/signed-in-as';
import { ACCOUNTS, ORG } from '@fikrspace/db/testing/demo-ids';
import { SUPABASE_DIR } from '@fikrspace/local-backend/migrate';
import { SETUP_TIMEOUT, startBackend, targets } from '@fikrspace/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeSupportRequestStatus } from './change-support-request-status';
import { getResources } from './get-resources';
import { getSupportRequests } from './get-support-requests';
import { openSupportRequest } from './open-support-request';

/**
 * Every help-center fetcher once against the local backend and its seed: startup@ reads Fikr
 * Labs' requests with their authors, opens one and closes it, and is refused a move only the
 * platform team makes; other-startup@ reads none of Fikr Labs' and moves none; everyone signed in
 * reads the published library. Who may do what for every persona is the database persona tests'
 * (supabase/tests/help-center); one engine is enough here.
 */

type Backend = Awaited<ReturnType<typeof startBackend>>;

const [target] = await targets();
const scope = { viewerOrganizationId: ORG.fikrLabs, organizationId: ORG.fikrLabs };

describe(`the help-center fetchers against the local backend (${target!.name})`, () => {
  let backend: Backend;
  const as = (account: { email: string }): Promise<DbClient> => signedInAs(backend, account);

  beforeAll(async () => {
    backend = await startBackend(target!, { supabaseDir: SUPABASE_DIR, functionsDir: `${SUPABASE_DIR}/functions` });
    await Promise.all([ACCOUNTS.startup, ACCOUNTS.otherStartup].map(as));
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await backend?.close();
  });

  it('gives Fikr Labs’ members its requests, newest first with their authors, and other startups none', async () => {
    const requests = await getSupportRequests(await as(ACCOUNTS.startup), scope);
    expect(requests.map((request) => request.status)).toEqual(['open', 'in_progress', 'closed', 'resolved']);
    expect(requests[1]?.author).toEqual({ first_name: 'Amira', last_name: 'Admin' });
    expect(await getSupportRequests(await as(ACCOUNTS.otherStartup), scope)).toEqual([]);
  });

  it('opens a request in startup@’s name and lets them close it, but not resolve it, nor other-startup@ touch it', async () => {
    const db = await as(ACCOUNTS.startup);
    const opened = await openSupportRequest(db, { ...scope, request: { subject: 'Two-factor codes arrive late', body: 'The codes arrive after they have expired, on two phones.', category: 'account', priority: 'high' } });
    expect(opened).toMatchObject({ organization_id: ORG.fikrLabs, created_by: ACCOUNTS.startup.id, status: 'open', resolved_at: null });
    await expect(changeSupportRequestStatus(db, { ...scope, id: opened.id, status: 'resolved' })).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    await expect(changeSupportRequestStatus(await as(ACCOUNTS.otherStartup), { ...scope, id: opened.id, status: 'closed' })).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    await changeSupportRequestStatus(db, { ...scope, id: opened.id, status: 'closed' });
    const closed = (await getSupportRequests(db, scope)).find((request) => request.id === opened.id);
    expect(closed).toMatchObject({ status: 'closed', author: { first_name: 'Sara', last_name: 'Startup' } });
    expect(closed?.resolved_at).not.toBeNull();
  });

  it('gives everyone signed in the published library in its order', async () => {
    const library = await getResources(await as(ACCOUNTS.otherStartup));
    expect(library).toHaveLength(22);
    expect(library.map((resource) => resource.slug)).not.toContain('family-offices');
    expect(library[0]).toMatchObject({ sort_order: 10, url: expect.stringMatching(/^https:\/\/resources\.fikrspace\.example\//) });
  });
});
