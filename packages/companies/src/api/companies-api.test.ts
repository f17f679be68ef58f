import type { DbClient } from '@fikrspace/db';
import { signedInAs } from '@fikrspace/db/testing/signed-in-as';
import { ACCOUNTS, ORG } from '@fikrspace/db/testing/demo-ids';
import { SUPABASE_DIR } from '@fikrspace/local-backend/migrate';
import { SETUP_TIMEOUT, startBackend, targets } from '@fikrspace/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartupProfile, StartupProfileRow } from '../model';
import { getStartupProfile } from './get-startup-profile';
import { saveStartupProfile } from './save-startup-profile';

/**
 * The profile's fetchers against the local backend and its seed, signed in as demo accounts:
 * startup@ owns Fikr Labs, whose profile is listed; other-startup@ owns Nile Robotics. What each
 * gets is row level security's answer. One engine is enough here: the persona tests
 * (supabase/tests/companies) hold the policies on both.
 */

type Backend = Awaited<ReturnType<typeof startBackend>>;

const [target] = await targets();

/** The row a save writes, from a profile as read. */
function rowOf({ updated_at: _updatedAt, ...row }: StartupProfile): StartupProfileRow {
  return row;
}

describe(`the startup profile fetchers against the local backend (${target!.name})`, () => {
  let backend: Backend;
  let seeded: StartupProfile;
  const as = (account: { email: string }): Promise<DbClient> => signedInAs(backend, account);
  const read = async (account: { email: string }, viewerOrganizationId: string) => getStartupProfile(await as(account), { viewerOrganizationId, organizationId: ORG.fikrLabs });
  const save = async (account: { email: string }, row: StartupProfileRow) => saveStartupProfile(await as(account), { viewerOrganizationId: row.organization_id, profile: row });

  beforeAll(async () => {
    backend = await startBackend(target!, { supabaseDir: SUPABASE_DIR, functionsDir: `${SUPABASE_DIR}/functions` });
    // Each sign-in hashes a password: done once here, within the setup's time.
    await Promise.all([ACCOUNTS.startup, ACCOUNTS.otherStartup].map(as));
    seeded = (await read(ACCOUNTS.startup, ORG.fikrLabs))!;
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await backend?.close();
  });

  it('gives startup@ Fikr Labs’ seeded profile and saves a change of it, which reads back', async () => {
    expect(seeded).toMatchObject({ organization_id: ORG.fikrLabs, display_name: 'Fikr Labs', stage: 'seed', country_code: 'AE', city: 'Dubai', is_listed: true });
    try {
      const saved = await save(ACCOUNTS.startup, { ...rowOf(seeded), tagline: 'Cap tables, metrics and investor updates for MENA founders.', team_size: 15 });
      expect(saved).toMatchObject({ tagline: 'Cap tables, metrics and investor updates for MENA founders.', team_size: 15, stage: 'seed' });
      expect(await read(ACCOUNTS.startup, ORG.fikrLabs)).toEqual(saved);
    } finally {
      await save(ACCOUNTS.startup, rowOf(seeded));
    }
  });

  it('refuses other-startup@ a save of Fikr Labs’ profile, and keeps it as it was', async () => {
    await expect(save(ACCOUNTS.otherStartup, { ...rowOf(seeded), tagline: 'Taken over' })).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    expect((await read(ACCOUNTS.startup, ORG.fikrLabs))?.tagline).toBe(seeded.tagline);
  });

  it('lets other-startup@ read Fikr Labs’ profile only while it is listed', async () => {
    expect(await read(ACCOUNTS.otherStartup, ORG.nileRobotics)).toMatchObject({ display_name: 'Fikr Labs' });
    try {
      await save(ACCOUNTS.startup, { ...rowOf(seeded), is_listed: false });
      expect(await read(ACCOUNTS.otherStartup, ORG.nileRobotics)).toBeNull();
      // Its own members still read it.
      expect(await read(ACCOUNTS.startup, ORG.fikrLabs)).toMatchObject({ is_listed: false });
    } finally {
      await save(ACCOUNTS.startup, rowOf(seeded));
    }
    expect(await read(ACCOUNTS.otherStartup, ORG.nileRobotics)).toMatchObject({ is_listed: true });
  });
});
