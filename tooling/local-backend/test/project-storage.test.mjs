import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPABASE_DIR } from '../src/db/migrate.mjs';
import { DEFAULT_FUNCTIONS_DIR } from '../src/server.mjs';
import { SETUP_TIMEOUT, startBackend, targets } from './support/backend.mjs';
// A relative path: the local backend does not depend on the browser's database package.
import { ACCOUNTS, ORG } from '../../../packages/db/src/testing/demo-ids.js';

/**
 * The project's buckets through the storage API, as supabase-js sees them: each bucket's limits
 * and types, its policies (supabase/tests/files/ checks them statement by statement) and the
 * server's own refusals of unsafe names and content. Every write that succeeds is removed by the
 * service role before the next case.
 */

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

const PERSONAS = ['anon', 'startup', 'editor', 'viewer', 'manager', 'otherStartup', 'investor'];

const targetList = await targets();

describe.each(targetList)('the project’s buckets on $name', (target) => {
  /** @type {Awaited<ReturnType<typeof startBackend>>} */
  let backend;
  /** @type {Record<string, any>} */
  const as = {};
  /** @type {any} */
  let service;

  beforeAll(async () => {
    backend = await startBackend(target, { supabaseDir: SUPABASE_DIR, functionsDir: DEFAULT_FUNCTIONS_DIR });
    service = backend.client(backend.serviceRoleKey);
    as.anon = backend.client();
    for (const persona of PERSONAS.filter((name) => name !== 'anon')) as[persona] = await backend.demoClient(ACCOUNTS[persona].email);
  }, SETUP_TIMEOUT);

  afterAll(async () => {
    await backend?.close();
  });

  /** Uploads as each persona; answers 'ok' or the storage error code, and removes what was stored. */
  async function uploadOutcomes(bucket, path, body, contentType) {
    const outcomes = {};
    for (const persona of PERSONAS) {
      const { error } = await as[persona].storage.from(bucket).upload(path, body, { contentType, upsert: false });
      outcomes[persona] = error ? error.code ?? error.message : 'ok';
      if (!error) await service.storage.from(bucket).remove([path]);
    }
    return outcomes;
  }

  const everyone = (outcome, exceptions = {}) => Object.fromEntries(PERSONAS.map((persona) => [persona, exceptions[persona] ?? outcome]));

  describe.each([
    ['organization-logos', 'logo.png', PNG, 'image/png'],
    ['pitch-decks', 'deck.pdf', PDF, 'application/pdf'],
    ['data-room', 'agreement.pdf', PDF, 'application/pdf'],
  ])('%s', (bucket, file, body, type) => {
    it(
      "members with documents:write upload to their own organization's folder, nobody to another's",
      async () => {
        expect(await uploadOutcomes(bucket, `${ORG.fikrLabs}/${file}`, body, type)).toEqual(everyone('AccessDenied', { startup: 'ok', editor: 'ok' }));
        expect(await uploadOutcomes(bucket, `${ORG.nileRobotics}/${file}`, body, type)).toEqual(everyone('AccessDenied', { otherStartup: 'ok' }));
      },
      SETUP_TIMEOUT,
    );

    it(
      'judges a name that climbs out of the own folder by the folder it lands in',
      async () => {
        // The URL parser of fetch resolves the `..` before the request leaves, so the server sees
        // Nile Robotics' folder; a raw `..` segment is refused outright (storage-serving.test.mjs).
        expect(await uploadOutcomes(bucket, `${ORG.fikrLabs}/../${ORG.nileRobotics}/${file}`, body, type)).toEqual(everyone('AccessDenied', { otherStartup: 'ok' }));
      },
      SETUP_TIMEOUT,
    );

    it('refuses a type the bucket does not take, and a file over its limit', async () => {
      const { error: wrongType } = await as.startup.storage.from(bucket).upload(`${ORG.fikrLabs}/notes.txt`, new TextEncoder().encode('hello'), { contentType: 'text/plain' });
      expect(wrongType).toMatchObject({ status: 400, statusCode: '415', code: 'InvalidMimeType' });
      const { data: limits } = await service.storage.getBucket(bucket);
      const oversize = new Uint8Array(Number(limits.file_size_limit) + 1);
      oversize.set(body);
      const { error: tooLarge } = await as.startup.storage.from(bucket).upload(`${ORG.fikrLabs}/big-${file}`, oversize, { contentType: type });
      expect(tooLarge).toMatchObject({ status: 400, statusCode: '413', code: 'EntityTooLarge' });
    });
  });

  it('keeps private files from anonymous visitors and other organizations, and serves public ones without a key', async () => {
    const deck = `${ORG.fikrLabs}/private-deck.pdf`;
    const logo = `${ORG.fikrLabs}/public-logo.png`;
    expect((await as.startup.storage.from('pitch-decks').upload(deck, PDF, { contentType: 'application/pdf' })).error).toBeNull();
    expect((await as.startup.storage.from('organization-logos').upload(logo, PNG, { contentType: 'image/png' })).error).toBeNull();
    try {
      expect((await as.viewer.storage.from('pitch-decks').download(deck)).error).toBeNull();
      for (const persona of ['anon', 'otherStartup', 'investor']) {
        const { error } = await as[persona].storage.from('pitch-decks').download(deck);
        expect(error, persona).not.toBeNull();
      }
      const publicUrl = as.anon.storage.from('organization-logos').getPublicUrl(logo).data.publicUrl;
      const response = await fetch(publicUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
    } finally {
      await service.storage.from('pitch-decks').remove([deck]);
      await service.storage.from('organization-logos').remove([logo]);
    }
  });

  it('takes each user’s avatar in their own folder only, and never an SVG', async () => {
    expect(await uploadOutcomes('avatars', `${ACCOUNTS.editor.id}/avatar.png`, PNG, 'image/png')).toEqual(everyone('AccessDenied', { editor: 'ok' }));
    const { error } = await as.editor.storage.from('avatars').upload(`${ACCOUNTS.editor.id}/avatar.svg`, SVG, { contentType: 'image/svg+xml' });
    expect(error).toMatchObject({ code: 'InvalidMimeType' });
    const { error: disguised } = await as.editor.storage.from('avatars').upload(`${ACCOUNTS.editor.id}/avatar.png`, SVG, { contentType: 'image/png' });
    expect(disguised).toMatchObject({ code: 'InvalidMimeType' });
  });

  it('lets only the office keep the public site’s media', async () => {
    expect(await uploadOutcomes('content', 'blog/cover.png', PNG, 'image/png')).toEqual(everyone('AccessDenied', { manager: 'ok' }));
  });
});
