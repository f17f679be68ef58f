import type { DbClient } from '@fikrspace/db';
import { signedInAs } from '@fikrspace/db/testing/signed-in-as';
import { ACCOUNTS, ORG } from '@fikrspace/db/testing/demo-ids';
import { ServiceError } from '@fikrspace/errors';
import { SUPABASE_DIR } from '@fikrspace/local-backend/migrate';
import { SETUP_TIMEOUT, startBackend, targets } from '@fikrspace/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateAvatar, updateOrganizationLogo } from './profile-images';

/**
 * The profile's two picture writes against the local backend with the real project and demo
 * accounts: startup@ (an owner of Fikr Labs) and other-startup@ (Nile Robotics). The rules
 * themselves are proven for every persona on both engines by the tenancy persona tests; this
 * checks the requests they send and how a refusal reaches the caller, on the first engine.
 */

type Backend = Awaited<ReturnType<typeof startBackend>>;

const [target] = await targets();

describe(`the picture writes against the local backend (${target!.name})`, () => {
  let backend: Backend;
  const as = (account: { email: string }): Promise<DbClient> => signedInAs(backend, account);
  const publicUrl = (db: DbClient, bucket: string, path: string) => db.storage.from(bucket).getPublicUrl(path).data.publicUrl;

  beforeAll(async () => {
    backend = await startBackend(target!, { supabaseDir: SUPABASE_DIR, functionsDir: `${SUPABASE_DIR}/functions` });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await backend?.close();
  });

  it("names the user's own avatar, and refuses an address outside their folder", async () => {
    const db = await as(ACCOUNTS.startup);
    const avatarUrl = publicUrl(db, 'avatars', `${ACCOUNTS.startup.id}/me-k3y.png`);
    await updateAvatar(db, { userId: ACCOUNTS.startup.id, avatarUrl });
    const { data } = await db.from('users').select('avatar_url').eq('id', ACCOUNTS.startup.id).single();
    expect(data?.avatar_url).toBe(avatarUrl);

    const elsewhere = updateAvatar(db, { userId: ACCOUNTS.startup.id, avatarUrl: 'https://tracker.example/pixel.png' });
    await expect(elsewhere).rejects.toBeInstanceOf(ServiceError);
    await expect(elsewhere).rejects.toMatchObject({ context: { databaseCode: '23514' } });
    await updateAvatar(db, { userId: ACCOUNTS.startup.id, avatarUrl: null });
  });

  it("names the organization's logo for a member who may edit it, never for another tenant", async () => {
    const logoUrl = publicUrl(await as(ACCOUNTS.startup), 'organization-logos', `${ORG.fikrLabs}/logo-k3y.png`);
    await expect(updateOrganizationLogo(await as(ACCOUNTS.otherStartup), { organizationId: ORG.fikrLabs, logoUrl })).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    const owner = await as(ACCOUNTS.startup);
    await updateOrganizationLogo(owner, { organizationId: ORG.fikrLabs, logoUrl });
    const { data } = await owner.from('organizations').select('logo_url').eq('id', ORG.fikrLabs).single();
    expect(data?.logo_url).toBe(logoUrl);
    await updateOrganizationLogo(owner, { organizationId: ORG.fikrLabs, logoUrl: null });
  });
});
