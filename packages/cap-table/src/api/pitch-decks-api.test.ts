import type { DbClient } from '@fikrspace/db';
import { createDbClient } from '@fikrspace/db/create-client';
import { signedInAs } from '@fikrspace/db/testing/signed-in-as';
import { ACCOUNTS, ORG } from '@fikrspace/db/testing/demo-ids';
import { SUPABASE_DIR } from '@fikrspace/local-backend/migrate';
import { SETUP_TIMEOUT, startBackend, targets } from '@fikrspace/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPitchDeckVersion } from './add-pitch-deck-version';
import { createPitchDeckLink } from './create-pitch-deck-link';
import { deletePitchDeckVersion } from './delete-pitch-deck-version';
import { getPitchDeckDocument } from './get-pitch-deck-document';
import { getPitchDeckGranteeCandidates } from './get-pitch-deck-grantee-candidates';
import { getPitchDeckGrantees } from './get-pitch-deck-grantees';
import { getPitchDeckLinks } from './get-pitch-deck-links';
import { getPitchDeckVersions } from './get-pitch-deck-versions';
import { getPitchDeckViews } from './get-pitch-deck-views';
import { getSharedPitchDecks } from './get-shared-pitch-decks';
import { openPitchDeckLink } from './open-pitch-deck-link';
import { recordPitchDeckView } from './record-pitch-deck-view';
import { renewPitchDeckLink } from './renew-pitch-deck-link';
import { revokePitchDeckLink } from './revoke-pitch-deck-link';
import { setCurrentPitchDeck } from './set-current-pitch-deck';
import { sharePitchDeck } from './share-pitch-deck';
import { unsharePitchDeck } from './unshare-pitch-deck';

/**
 * The pitch deck's fetchers against the local backend and its seed, as demo accounts: startup@
 * keeps Fikr Labs' deck (two seeded versions, shared with Oasis Ventures, a live link without a
 * signed address), investor@ reads the current version as a grantee, and a visitor without an
 * account opens a link. What each gets is the database's answer.
 */

type Backend = Awaited<ReturnType<typeof startBackend>>;

/** Node 20 has no WebSocket, which supabase-js asks for when it builds a client. */
class NoSocket {
  constructor() {
    throw new Error('No WebSocket: this test subscribes to no channel');
  }
}

const FL = ORG.fikrLabs;
const SEEDED_LINK = '00000000-0000-4000-9d00-000000000001';
const SEEDED_TOKEN = 'b2c5d8e1f4a7b0c3d6e9f2a5b8c1d4e7f0a3b6c9d2e5f8a1b4c7d0e3f6a9b2c5';
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

for (const target of await targets()) {
  describe(`pitch deck fetchers against the local backend (${target.name})`, () => {
    let backend: Backend;
    const as = (account: { email: string }): Promise<DbClient> => signedInAs(backend, account);
    /** A visitor without an account. Nothing here subscribes to changes: the realtime transport is never opened. */
    const anonymous = () =>
      createDbClient(
        { url: backend.url, anonKey: backend.anonKey },
        { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false }, realtime: { transport: ((globalThis as { WebSocket?: unknown }).WebSocket ?? NoSocket) as never } },
      );

    beforeAll(async () => {
      backend = await startBackend(target, { supabaseDir: SUPABASE_DIR, functionsDir: `${SUPABASE_DIR}/functions` });
      await Promise.all([ACCOUNTS.startup, ACCOUNTS.investor, ACCOUNTS.otherStartup].map(as));
    }, SETUP_TIMEOUT);
    afterAll(async () => {
      await backend?.close();
    });

    it('lists the seeded versions newest first, the later one current, and none to another startup', async () => {
      const versions = await getPitchDeckVersions(await as(ACCOUNTS.startup), { organizationId: FL });
      expect(versions.map((version) => [version.object_path, version.is_current])).toEqual([
        [`${FL}/pitch-deck-v2.pdf`, true],
        [`${FL}/pitch-deck-v1.pdf`, false],
      ]);
      expect(await getPitchDeckVersions(await as(ACCOUNTS.otherStartup), { organizationId: FL })).toEqual([]);
    });

    it('adds an uploaded version, marks it current, serves its bytes to the owner and the grantee, logs a view, then removes it with its file', async () => {
      const db = await as(ACCOUNTS.startup);
      const investor = await as(ACCOUNTS.investor);
      const path = `${FL}/api-probe-deck.pdf`;
      const stored = await db.storage.from('pitch-decks').upload(path, new Blob([PDF], { type: 'application/pdf' }), { contentType: 'application/pdf' });
      expect(stored.error).toBeNull();
      const [seededCurrent] = await getPitchDeckVersions(db, { organizationId: FL });
      const added = await addPitchDeckVersion(db, { organizationId: FL, objectPath: path, title: ' Series A deck ', fileSize: PDF.byteLength });
      try {
        expect(added).toMatchObject({ title: 'Series A deck', is_current: false, uploaded_by: ACCOUNTS.startup.id });
        await setCurrentPitchDeck(db, { id: added.id, organizationId: FL });
        expect((await getPitchDeckVersions(db, { organizationId: FL })).filter((version) => version.is_current).map((version) => version.id)).toEqual([added.id]);

        const bytes = await getPitchDeckDocument(db, { objectPath: path });
        expect(bytes.type).toBe('application/pdf');
        expect(new Uint8Array(await bytes.arrayBuffer())).toEqual(PDF);

        const shared = await getSharedPitchDecks(investor);
        expect(shared).toEqual([expect.objectContaining({ version_id: added.id, organization_id: FL, company_name: 'Fikr Labs', title: 'Series A deck', object_path: path })]);
        expect((await getPitchDeckDocument(investor, { objectPath: path })).size).toBe(PDF.byteLength);
        // The older version is not the grantee's to read.
        await expect(getPitchDeckDocument(investor, { objectPath: `${FL}/pitch-deck-v1.pdf` })).rejects.toBeDefined();

        await recordPitchDeckView(investor, { versionId: added.id, organizationId: FL });
        const [latest] = await getPitchDeckViews(db, { organizationId: FL });
        expect(latest).toMatchObject({ version_id: added.id, version_title: 'Series A deck', viewer_name: 'Ines Investor', viewer_organization_name: 'Oasis Ventures', link_label: null });
        expect(await getPitchDeckViews(investor, { organizationId: FL })).toEqual([]);
      } finally {
        await setCurrentPitchDeck(db, { id: seededCurrent!.id, organizationId: FL });
        await deletePitchDeckVersion(db, { id: added.id, organizationId: FL, objectPath: path });
      }
      expect((await db.storage.from('pitch-decks').list(FL)).data?.map((file) => file.name) ?? []).not.toContain('api-probe-deck.pdf');
    });

    it('makes a link that a visitor without an account opens until it is revoked, and renews the seeded one', async () => {
      const db = await as(ACCOUNTS.startup);
      const path = `${FL}/api-probe-link.pdf`;
      await db.storage.from('pitch-decks').upload(path, new Blob([PDF], { type: 'application/pdf' }), { contentType: 'application/pdf' });
      const version = await addPitchDeckVersion(db, { organizationId: FL, objectPath: path, title: 'Link deck', fileSize: PDF.byteLength });
      try {
        const link = await createPitchDeckLink(db, { organizationId: FL, versionId: version.id, objectPath: path, label: 'Dubai angels', lifetimeDays: 1 });
        expect(link.signed_url).toContain(`/storage/v1/object/sign/pitch-decks/${path}?token=`);
        expect((await getPitchDeckLinks(db, { organizationId: FL })).map((row) => row.id)).toContain(link.id);

        const opened = await openPitchDeckLink(anonymous(), { token: link.token });
        expect(opened).toMatchObject({ title: 'Link deck', company_name: 'Fikr Labs', signed_url: link.signed_url });
        expect((await fetch(opened!.signed_url!)).status).toBe(200);

        await revokePitchDeckLink(db, { id: link.id, organizationId: FL });
        expect(await openPitchDeckLink(anonymous(), { token: link.token })).toBeNull();
        await expect(revokePitchDeckLink(db, { id: link.id, organizationId: FL })).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
      } finally {
        await deletePitchDeckVersion(db, { id: version.id, organizationId: FL, objectPath: path });
      }

      expect(await openPitchDeckLink(anonymous(), { token: SEEDED_TOKEN })).toMatchObject({ title: 'Seed deck, updated', signed_url: null });
      // The seed's deck bytes, unless the backend already stores them.
      const seededPath = `${FL}/pitch-deck-v2.pdf`;
      const placed = !(await db.storage.from('pitch-decks').upload(seededPath, new Blob([PDF], { type: 'application/pdf' }), { contentType: 'application/pdf' })).error;
      try {
        const renewed = await renewPitchDeckLink(db, { id: SEEDED_LINK, organizationId: FL, objectPath: seededPath, lifetimeDays: 7 });
        expect(renewed.signed_url).toContain(`/pitch-decks/${seededPath}?token=`);
        expect((await openPitchDeckLink(anonymous(), { token: SEEDED_TOKEN }))?.signed_url).toBe(renewed.signed_url);
      } finally {
        if (placed) await db.storage.from('pitch-decks').remove([seededPath]);
      }
      expect(await openPitchDeckLink(anonymous(), { token: 'unknown'.repeat(8) })).toBeNull();
    });

    it('names the grantee, offers the other accelerators and investors, and shares and unshares', async () => {
      const db = await as(ACCOUNTS.startup);
      expect((await getPitchDeckGrantees(db, { organizationId: FL })).map((grantee) => grantee.name)).toEqual(['Oasis Ventures']);
      const candidates = await getPitchDeckGranteeCandidates(db, { organizationId: FL });
      const launchpad = candidates.find((candidate) => candidate.id === ORG.launchpad);
      expect(launchpad?.organization_type).toBe('accelerator');
      expect(candidates.map((candidate) => candidate.id)).not.toContain(ORG.oasisVentures);
      expect(candidates.every((candidate) => ['accelerator', 'venture_capital'].includes(candidate.organization_type))).toBe(true);

      await sharePitchDeck(db, { organizationId: FL, granteeOrganizationId: ORG.launchpad });
      expect((await getPitchDeckGrantees(db, { organizationId: FL })).map((grantee) => grantee.grantee_organization_id)).toContain(ORG.launchpad);
      await unsharePitchDeck(db, { organizationId: FL, granteeOrganizationId: ORG.launchpad });
      expect((await getPitchDeckGrantees(db, { organizationId: FL })).map((grantee) => grantee.name)).toEqual(['Oasis Ventures']);
      await expect(sharePitchDeck(db, { organizationId: FL, granteeOrganizationId: ORG.digitalEconomy })).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    });
  });
}
