import type { DbClient } from '@fikrspace/db';
import { signedInAs } from '@fikrspace/db/testing/signed-in-as';
import { ACCOUNTS, ORG } from '@fikrspace/db/testing/demo-ids';
import { SUPABASE_DIR } from '@fikrspace/local-backend/migrate';
import { SETUP_TIMEOUT, startBackend, targets } from '@fikrspace/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteNetworkContact } from './delete-network-contact';
import { deleteNetworkRelationship } from './delete-network-relationship';
import { findNetworkCandidates } from './find-network-candidates';
import { getNetworkCounterparts } from './get-network-counterparts';
import { getNetworkRelationships } from './get-network-relationships';
import { saveNetworkContact } from './save-network-contact';
import { saveNetworkRelationship } from './save-network-relationship';

/**
 * Every network fetcher once against the local backend and its seed, signed in as demo accounts:
 * startup@ (an owner of Fikr Labs) reads the network and keeps it; viewer@ reads it only;
 * other-startup@ (Nile Robotics) neither. Who may do what for every persona is the database
 * persona tests' (supabase/tests/network); one engine is enough here.
 */

type Backend = Awaited<ReturnType<typeof startBackend>>;

const [target] = await targets();
const scope = { viewerOrganizationId: ORG.fikrLabs, organizationId: ORG.fikrLabs };
const outside = { related_organization_id: null, related_name: 'Qatar Development Bank', kind: 'grant', status: 'prospect', since_on: null, notes: null } as const;

describe(`the network fetchers against the local backend (${target!.name})`, () => {
  let backend: Backend;
  const as = (account: { email: string }): Promise<DbClient> => signedInAs(backend, account);

  beforeAll(async () => {
    backend = await startBackend(target!, { supabaseDir: SUPABASE_DIR, functionsDir: `${SUPABASE_DIR}/functions` });
    // Each sign-in hashes a password: done once here, within the setup's time.
    await Promise.all([ACCOUNTS.startup, ACCOUNTS.viewer, ACCOUNTS.otherStartup].map(as));
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await backend?.close();
  });

  it('gives Fikr Labs’ members its seeded network with the names of the platform organizations it names, and other startups nothing', async () => {
    const relationships = await getNetworkRelationships(await as(ACCOUNTS.viewer), scope);
    expect(relationships).toHaveLength(13);
    const launchpad = relationships.find((relationship) => relationship.related_organization_id === ORG.launchpad);
    expect(launchpad?.contacts.map((contact) => [contact.full_name, contact.is_primary])).toEqual([
      ['Rania Khalil', true],
      ['Tom Becker', false],
    ]);
    expect((await getNetworkCounterparts(await as(ACCOUNTS.viewer), scope)).map((organization) => organization.name)).toEqual([
      'Digital Economy Authority',
      'Gulf Tech University',
      'Launchpad Accelerator',
      'Mentor Circle',
      'Oasis Ventures',
    ]);
    expect(await getNetworkRelationships(await as(ACCOUNTS.otherStartup), scope)).toEqual([]);
  });

  it('finds platform organizations by name for the members who keep the network only', async () => {
    expect((await findNetworkCandidates(await as(ACCOUNTS.startup), { organizationId: ORG.fikrLabs, search: 'VENTURES' })).map((organization) => organization.name)).toContain('Oasis Ventures');
    expect(await findNetworkCandidates(await as(ACCOUNTS.viewer), { organizationId: ORG.fikrLabs, search: '' })).toEqual([]);
  });

  it('adds, changes and removes a relationship and its contacts for startup@, and refuses viewer@ and other-startup@', async () => {
    const db = await as(ACCOUNTS.startup);
    const added = await saveNetworkRelationship(db, { ...scope, relationship: outside });
    try {
      expect(added).toMatchObject({ organization_id: ORG.fikrLabs, related_name: 'Qatar Development Bank', status: 'prospect' });
      await expect(saveNetworkRelationship(db, { ...scope, relationship: { ...outside, related_name: 'qatar development bank' } })).rejects.toMatchObject({ code: 'DUPLICATE_RECORD' });
      expect(await saveNetworkRelationship(db, { ...scope, id: added.id, relationship: { ...outside, status: 'active', since_on: '2026-01-15' } })).toMatchObject({ id: added.id, status: 'active', since_on: '2026-01-15' });
      await expect(saveNetworkRelationship(await as(ACCOUNTS.viewer), { ...scope, id: added.id, relationship: outside })).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });

      const contact = (fullName: string) => ({ relationship_id: added.id, full_name: fullName, title: null, email: null, phone: '+974 4430 0000', linkedin_url: null, is_primary: true });
      const first = await saveNetworkContact(db, { ...scope, contact: contact('Huda Al-Marri') });
      const second = await saveNetworkContact(db, { ...scope, contact: contact('Jassim Al-Kuwari') });
      expect(await saveNetworkContact(db, { ...scope, id: second.id, contact: { ...contact('Jassim Al-Kuwari'), title: 'Grants Officer' } })).toMatchObject({ title: 'Grants Officer', is_primary: true });
      const saved = (await getNetworkRelationships(db, scope)).find((relationship) => relationship.id === added.id);
      expect(saved?.contacts.map((one) => [one.full_name, one.is_primary])).toEqual([
        ['Jassim Al-Kuwari', true],
        ['Huda Al-Marri', false],
      ]);
      await deleteNetworkContact(db, { ...scope, id: first.id });
      await expect(deleteNetworkContact(await as(ACCOUNTS.otherStartup), { ...scope, id: second.id })).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
      await expect(deleteNetworkRelationship(await as(ACCOUNTS.otherStartup), { ...scope, id: added.id })).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    } finally {
      await deleteNetworkRelationship(db, { ...scope, id: added.id });
    }
    expect((await getNetworkRelationships(db, scope)).map((relationship) => relationship.id)).not.toContain(added.id);
  });
});
