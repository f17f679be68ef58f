import { readFileSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPABASE_DIR } from '../src/db/migrate.mjs';
import { createFileStore } from '../src/storage/file-store.mjs';
import { seedObjects } from '../src/storage/seed-objects.mjs';
import { DEFAULT_FUNCTIONS_DIR } from '../src/server.mjs';
import { SETUP_TIMEOUT, startBackend, targets } from './support/backend.mjs';
// A relative path: the local backend does not depend on the browser's database package.
import { ACCOUNTS, ORG } from '../../../packages/db/src/testing/demo-ids.js';

/**
 * The objects config.toml seeds (supabase/seeds/storage), stored by the backend's start: they
 * download, sign and list through supabase-js like uploaded ones, under the bucket's policies,
 * and seeding again leaves them alone.
 */

const DECK = `${ORG.fikrLabs}/pitch-deck-v1.pdf`;
const deckBytes = () => new Uint8Array(readFileSync(path.join(SUPABASE_DIR, 'seeds/storage/pitch-decks', DECK)));

describe.each(await targets())('seeded objects on $name', (target) => {
  /** @type {Awaited<ReturnType<typeof startBackend>>} */
  let backend;
  /** @type {string} */
  let storageDir;

  beforeAll(async () => {
    storageDir = await mkdtemp(path.join(tmpdir(), 'seeded-objects-'));
    backend = await startBackend(target, { supabaseDir: SUPABASE_DIR, functionsDir: DEFAULT_FUNCTIONS_DIR, storageDir, seedObjects: true });
  }, SETUP_TIMEOUT);

  afterAll(async () => {
    await backend?.close();
    if (storageDir) rmSync(storageDir, { recursive: true, force: true });
  });

  it("serves a startup's seeded deck to its members by download and by signed URL", async () => {
    const startup = await backend.demoClient(ACCOUNTS.startup.email);
    const { data, error } = await startup.storage.from('pitch-decks').download(DECK);
    expect(error).toBeNull();
    expect(new Uint8Array(await data.arrayBuffer())).toEqual(deckBytes());

    const signed = await startup.storage.from('pitch-decks').createSignedUrl(DECK, 60);
    expect(signed.error).toBeNull();
    const served = await fetch(signed.data.signedUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(deckBytes());
  });

  it('stores them as the service role uploads: no owner, the type of the extension, size and entity tag', async () => {
    const listed = await backend.client(backend.serviceRoleKey).storage.from('data-room').list(`${ORG.fikrLabs}/legal`);
    expect(listed.error).toBeNull();
    expect(listed.data.map((file) => file.name)).toEqual(['certificate-of-incorporation.pdf', 'ip-assignment.pdf', 'shareholders-agreement.pdf']);
    const { rows } = await backend.db.query("select owner, owner_id, metadata from storage.objects where bucket_id = 'pitch-decks' and name = $1", [DECK]);
    expect(rows[0]).toMatchObject({ owner: null, owner_id: null, metadata: { mimetype: 'application/pdf', size: deckBytes().byteLength, cacheControl: 'max-age=3600' } });
    expect(rows[0].metadata.eTag).toMatch(/^"[0-9a-f]{32}"$/);
  });

  it("keeps another organization's members out of them", async () => {
    const other = await backend.demoClient(ACCOUNTS.otherStartup.email);
    const { data, error } = await other.storage.from('pitch-decks').download(DECK);
    expect(data).toBeNull();
    expect(error).not.toBeNull();
  });

  it('leaves stored objects alone when seeding again and brings back one whose file is gone', async () => {
    const store = createFileStore(storageDir);
    const { rows } = await backend.db.query("select version from storage.objects where bucket_id = 'pitch-decks' and name = $1", [DECK]);
    await store.remove(rows[0].version);
    const again = await seedObjects({ db: backend.db, storageDir, supabaseDir: SUPABASE_DIR });
    expect(again).toMatchObject({ written: 1, kept: 62 * 6 - 1 });
    const startup = await backend.demoClient(ACCOUNTS.startup.email);
    const { data } = await startup.storage.from('pitch-decks').download(DECK);
    expect(new Uint8Array(await /** @type {Blob} */ (data).arrayBuffer())).toEqual(deckBytes());
  });
});
