import { toServiceError } from '@fikrspace/data';
import type { DbClient } from '@fikrspace/db';
import { signedInAs } from '@fikrspace/db/testing/signed-in-as';
import { ACCOUNTS, ORG } from '@fikrspace/db/testing/demo-ids';
import { SUPABASE_DIR } from '@fikrspace/local-backend/migrate';
import { SETUP_TIMEOUT, startBackend, targets } from '@fikrspace/local-backend/testing';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAKEHOLDER_TYPES } from '../model';
import { createStakeholder } from './create-stakeholder';
import { deleteStakeholder } from './delete-stakeholder';
import { getStakeholders } from './get-stakeholders';

/**
 * The cap table's fetchers against the local backend and its seed, signed in as demo accounts:
 * what each persona gets is row level security's answer (Fikr Labs has 9 stakeholders, Nile
 * Robotics 2; viewer@'s Fikr Cap is turned off). The suite runs in Node, where the backend's
 * token code needs Node's own crypto types; the form's sanitizer gets a window of its own, as the
 * page has one.
 */

type Backend = Awaited<ReturnType<typeof startBackend>>;

for (const target of await targets()) {
  describe(`cap table fetchers against the local backend (${target.name})`, () => {
    let backend: Backend;
    const as = (account: { email: string }): Promise<DbClient> => signedInAs(backend, account);

    beforeAll(async () => {
      Object.assign(globalThis, { window: new JSDOM('').window });
      backend = await startBackend(target, { supabaseDir: SUPABASE_DIR, functionsDir: `${SUPABASE_DIR}/functions` });
      // Each sign-in hashes a password: done once here, within the setup's time.
      await Promise.all([ACCOUNTS.startup, ACCOUNTS.viewer, ACCOUNTS.stakeholder].map(as));
    }, SETUP_TIMEOUT);
    afterAll(async () => {
      Reflect.deleteProperty(globalThis, 'window');
      await backend?.close();
    });

    it('gives the startup owner Fikr Labs’ seeded stakeholders, newest first, typed by the enum', async () => {
      const page = await getStakeholders(await as(ACCOUNTS.startup), { organizationId: ORG.fikrLabs, page: 1 });
      expect(page).toMatchObject({ total: 9, page: 1, limit: 20, totalPages: 1 });
      const created = page.data.map((row) => row.created_at);
      expect(created).toEqual([...created].sort().reverse());
      expect(page.data.every((row) => row.organization_id === ORG.fikrLabs && STAKEHOLDER_TYPES.includes(row.stakeholder_type))).toBe(true);
      // Sara Startup and Samir Stakeholder are the rows linked to member accounts.
      expect(page.data.filter((row) => row.user_id !== null).map((row) => row.name).sort()).toEqual(['Samir Stakeholder', 'Sara Startup']);
    });

    it('gives nothing of an organization the member does not belong to, and nothing to a member without Fikr Cap', async () => {
      expect((await getStakeholders(await as(ACCOUNTS.startup), { organizationId: ORG.nileRobotics, page: 1 })).total).toBe(0);
      expect((await getStakeholders(await as(ACCOUNTS.viewer), { organizationId: ORG.fikrLabs, page: 1 })).total).toBe(0);
    });

    it('cancels a read whose signal is aborted', async () => {
      const controller = new AbortController();
      controller.abort();
      await expect(getStakeholders(await as(ACCOUNTS.startup), { organizationId: ORG.fikrLabs, page: 1 }, controller.signal)).rejects.toThrow(/abort/i);
    });

    it('adds a cleaned stakeholder the owner can read back, then removes it', async () => {
      const db = await as(ACCOUNTS.startup);
      const row = await createStakeholder(db, { organizationId: ORG.fikrLabs, name: '<b>Probe</b> Capital', stakeholderType: 'advisor', email: ' probe@capital.example ' });
      try {
        expect(row).toMatchObject({ organization_id: ORG.fikrLabs, name: 'Probe Capital', stakeholder_type: 'advisor', email: 'probe@capital.example' });
        expect((await getStakeholders(db, { organizationId: ORG.fikrLabs, page: 1 })).data.map((found) => found.id)).toContain(row.id);
      } finally {
        await deleteStakeholder(db, { id: row.id, organizationId: ORG.fikrLabs });
      }
      expect((await getStakeholders(db, { organizationId: ORG.fikrLabs, page: 1 })).total).toBe(9);
    });

    it('reports a removal the policies refuse instead of ignoring it', async () => {
      const [row] = (await getStakeholders(await as(ACCOUNTS.startup), { organizationId: ORG.fikrLabs, page: 1 })).data;
      await expect(deleteStakeholder(await as(ACCOUNTS.stakeholder), { id: row!.id, organizationId: ORG.fikrLabs })).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    });

    it('has the database refuse a type outside the enum, which the page reads as a validation error', async () => {
      const db = await as(ACCOUNTS.startup);
      const { error } = await db.from('stakeholders').insert({ organization_id: ORG.fikrLabs, name: 'Probe Capital', stakeholder_type: 'landlord' as never });
      expect(error?.code).toBe('22P02');
      expect(toServiceError(error!).code).toBe('VALIDATION_ERROR');
    });
  });
}
