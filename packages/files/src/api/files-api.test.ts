import type { DbClient } from '@fikrspace/db';
import { signedInAs } from '@fikrspace/db/testing/signed-in-as';
import { ACCOUNTS, ORG } from '@fikrspace/db/testing/demo-ids';
import { SUPABASE_DIR } from '@fikrspace/local-backend/migrate';
import { SETUP_TIMEOUT, startBackend, targets } from '@fikrspace/local-backend/testing';
import { JSDOM } from 'jsdom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { objectPath } from '../object-path';
import { getPublicUrl } from './public-url';
import { removeObject } from './remove-object';
import { listObjects } from './list-objects';
import { createSignedUrl } from './signed-url';
import { uploadObject, type UploadProgress } from './upload-object';

/**
 * The file operations against the local backend with the real project (its buckets and
 * policies) and demo accounts: startup@ keeps Fikr Labs' files, other-startup@ (Nile Robotics)
 * may not touch them. Uploads go through a browser's XMLHttpRequest (jsdom's, from a page of the
 * platform's origin, so CORS is the browser's) except where the Node fallback is the point. The
 * backend's global size limit is lowered so Storage's own "too large" answer costs a few bytes.
 */

type Backend = Awaited<ReturnType<typeof startBackend>>;

/** jsdom's constructor also takes the page's address (its origin is what CORS checks); the shared declaration names only the markup. */
const PageDom = JSDOM as unknown as new (html: string, options: { url: string }) => JSDOM;

const PAGE_ORIGIN = 'http://localhost:4173';
const SIZE_LIMIT = 64 * 1024;
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (char) => char.charCodeAt(0));

for (const target of await targets()) {
  describe(`file operations against the local backend (${target.name})`, () => {
    let backend: Backend;
    let page: JSDOM['window'];
    let opened = 0;
    const as = (account: { email: string }): Promise<DbClient> => signedInAs(backend, account);
    /** Uploads in this test go through the page's XMLHttpRequest. */
    const inThePage = () => {
      const PageRequest = page.XMLHttpRequest;
      Object.assign(globalThis, {
        XMLHttpRequest: class extends PageRequest {
          constructor() {
            super();
            opened += 1;
          }
        },
      });
    };
    const pdf = (name: string, bytes: BlobPart = PDF, type = 'application/pdf') => new page.File([bytes], name, { type });

    beforeAll(async () => {
      page = new PageDom('', { url: `${PAGE_ORIGIN}/fikrspace/startup/` }).window;
      backend = await startBackend(target, { supabaseDir: SUPABASE_DIR, functionsDir: `${SUPABASE_DIR}/functions`, allowedOrigins: [PAGE_ORIGIN], storageFileSizeLimit: SIZE_LIMIT });
      await Promise.all([ACCOUNTS.startup, ACCOUNTS.otherStartup].map(as));
    }, SETUP_TIMEOUT);
    afterEach(() => {
      Reflect.deleteProperty(globalThis, 'XMLHttpRequest');
      opened = 0;
    });
    afterAll(async () => {
      page?.close();
      await backend?.close();
    });

    it('uploads a deck from the page with progress, serves it back by a signed URL, and removes it for its owner only', async () => {
      inThePage();
      const db = await as(ACCOUNTS.startup);
      const path = objectPath(ORG.fikrLabs, 'Pitch deck (final).pdf');
      const progress: UploadProgress[] = [];
      expect(await uploadObject(db, { bucket: 'pitch-decks', path, file: pdf('Pitch deck (final).pdf'), onProgress: (step) => progress.push(step) })).toBe(path);
      expect(opened).toBe(1);
      expect(progress.at(-1)).toEqual({ loaded: PDF.byteLength, total: PDF.byteLength });

      const address = await createSignedUrl(db, { bucket: 'pitch-decks', path });
      const served = await fetch(address);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('application/pdf');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(PDF);

      await expect(removeObject(await as(ACCOUNTS.otherStartup), { bucket: 'pitch-decks', path })).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
      await removeObject(db, { bucket: 'pitch-decks', path });
      await expect(createSignedUrl(db, { bucket: 'pitch-decks', path })).rejects.toMatchObject({ code: 'RECORD_NOT_FOUND', context: { storageCode: 'NoSuchKey' } });
    });

    it('lists an organization’s folder to its members, newest first, and as empty to another organization', async () => {
      inThePage();
      const db = await as(ACCOUNTS.startup);
      const older = objectPath(ORG.fikrLabs, 'Seed deck.pdf');
      const newer = objectPath(ORG.fikrLabs, 'عرض المستثمرين.pdf');
      await uploadObject(db, { bucket: 'pitch-decks', path: older, file: pdf('Seed deck.pdf') });
      await uploadObject(db, { bucket: 'pitch-decks', path: newer, file: pdf('عرض المستثمرين.pdf') });
      try {
        const listed = await listObjects(db, { bucket: 'pitch-decks', folder: ORG.fikrLabs });
        expect(listed.map((file) => file.path)).toEqual([newer, older]);
        expect(listed[0]).toMatchObject({ size: PDF.byteLength, type: 'application/pdf' });
        expect(await listObjects(await as(ACCOUNTS.otherStartup), { bucket: 'pitch-decks', folder: ORG.fikrLabs })).toEqual([]);
      } finally {
        await removeObject(db, { bucket: 'pitch-decks', path: older });
        await removeObject(db, { bucket: 'pitch-decks', path: newer });
      }
    });

    it('refuses other-startup@ a place in Fikr Labs’ folder, with Storage’s AccessDenied kept', async () => {
      inThePage();
      const path = objectPath(ORG.fikrLabs, 'deck.pdf');
      await expect(uploadObject(await as(ACCOUNTS.otherStartup), { bucket: 'pitch-decks', path, file: pdf('deck.pdf') })).rejects.toMatchObject({
        code: 'PERMISSION_DENIED',
        statusCode: 403,
        context: { storageCode: 'AccessDenied', bucket: 'pitch-decks', path },
      });
      // Refused when asking for the upload address: no byte was sent.
      expect(opened).toBe(0);
    });

    it.each([
      ['a type the bucket does not take', () => pdf('notes.txt', 'plain words', 'text/plain'), { code: 'VALIDATION_ERROR', statusCode: 415, context: { storageCode: 'InvalidMimeType' } }],
      ['a file over the size limit', () => pdf('big.pdf', new Uint8Array(SIZE_LIMIT + 1)), { code: 'VALIDATION_ERROR', statusCode: 413, context: { storageCode: 'EntityTooLarge' } }],
    ])('keeps the server’s code when it refuses %s', async (_case, file, expected) => {
      inThePage();
      const path = objectPath(ORG.fikrLabs, file().name);
      await expect(uploadObject(await as(ACCOUNTS.startup), { bucket: 'pitch-decks', path, file: file() })).rejects.toMatchObject(expected);
      expect(opened).toBe(1);
    });

    it('stops an upload cancelled before its bytes are sent and stores nothing', async () => {
      inThePage();
      const db = await as(ACCOUNTS.startup);
      const path = objectPath(ORG.fikrLabs, 'deck.pdf');
      const controller = new AbortController();
      const upload = uploadObject(db, { bucket: 'pitch-decks', path, file: pdf('deck.pdf'), signal: controller.signal });
      controller.abort();
      await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
      expect(opened).toBe(0);
      await expect(createSignedUrl(db, { bucket: 'pitch-decks', path })).rejects.toMatchObject({ context: { storageCode: 'NoSuchKey' } });
    });

    it('uploads without XMLHttpRequest in Node, and gives a public logo an address anyone can read', async () => {
      const db = await as(ACCOUNTS.startup);
      const path = objectPath(ORG.fikrLabs, 'Logo.PNG');
      const progress: UploadProgress[] = [];
      await uploadObject(db, { bucket: 'organization-logos', path, file: new File([PNG], 'Logo.PNG', { type: 'image/png' }), onProgress: (step) => progress.push(step) });
      expect(progress).toEqual([{ loaded: PNG.byteLength, total: PNG.byteLength }]);
      try {
        const address = getPublicUrl(db, { bucket: 'organization-logos', path });
        expect(address).toBe(`${backend.url}/storage/v1/object/public/organization-logos/${path}`);
        const served = await fetch(address);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/png');
        expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
      } finally {
        await removeObject(db, { bucket: 'organization-logos', path });
      }
    });
  });
}
