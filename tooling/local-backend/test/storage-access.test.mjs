import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_TIMEOUT, startBackend, targets, uniqueEmail } from './support/backend.mjs';
import { PNG_BYTES, STORAGE_FIXTURE, signWith } from './support/storage.mjs';

/**
 * Who may do what with stored objects: row-level security under the caller's role and claims,
 * public buckets, and signed URLs, as hosted Supabase decides them.
 */
describe.each(await targets())('Storage access on $name', (target) => {
  /** @type {Awaited<ReturnType<typeof startBackend>>} */
  let backend;
  /** @type {any} */
  let service;
  /** @type {any} */
  let anon;
  /** @type {{ client: any, user: any }} */
  let alice;
  /** @type {{ client: any, user: any }} */
  let bob;
  beforeAll(async () => {
    backend = await startBackend(target);
    await backend.db.exec(STORAGE_FIXTURE);
    service = backend.client(backend.serviceRoleKey);
    anon = backend.client();
    alice = await backend.userClient(uniqueEmail('alice'));
    bob = await backend.userClient(uniqueEmail('bob'));
  }, SETUP_TIMEOUT);
  afterAll(() => backend?.close());

  const must = async (promise) => {
    const { data, error } = await promise;
    if (error) throw error;
    return data;
  };
  const own = (person, name) => `${person.user.id}/${name}`;
  const rlsRefusal = { status: 400, statusCode: '403', code: 'AccessDenied', message: 'new row violates row-level security policy' };

  describe('policies on storage.objects', () => {
    it('lets a user write, read, list and remove in their own folder only', async () => {
      const docs = alice.client.storage.from('docs');
      await must(docs.upload(own(alice, 'plan.txt'), 'secret plan'));
      expect(await (await must(docs.download(own(alice, 'plan.txt')))).text()).toBe('secret plan');
      expect((await must(docs.list(alice.user.id))).map((entry) => entry.name)).toEqual(['plan.txt']);
      expect((await docs.upload(own(bob, 'planted.txt'), 'x')).error).toMatchObject(rlsRefusal);
      expect((await bob.client.storage.from('docs').download(own(alice, 'plan.txt'))).error).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
      expect(await bob.client.storage.from('docs').exists(own(alice, 'plan.txt'))).toMatchObject({ data: false });
      // Listing shows neither the file nor its folder to someone whose policies hide them.
      expect(await must(bob.client.storage.from('docs').list(alice.user.id))).toEqual([]);
      expect((await must(bob.client.storage.from('docs').list())).map((entry) => entry.name)).not.toContain(alice.user.id);
      // Rows the caller may not delete are skipped without an error, as upstream.
      expect(await must(bob.client.storage.from('docs').remove([own(alice, 'plan.txt')]))).toEqual([]);
      expect(await alice.client.storage.from('docs').exists(own(alice, 'plan.txt'))).toEqual({ data: true, error: null });
      expect((await must(docs.remove([own(alice, 'plan.txt')]))).map((row) => row.name)).toEqual([own(alice, 'plan.txt')]);
    });

    it('keeps private objects from anonymous callers', async () => {
      await must(service.storage.from('docs').upload(own(alice, 'private.txt'), 'private'));
      expect((await anon.storage.from('docs').download(own(alice, 'private.txt'))).error).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
      expect(await must(anon.storage.from('docs').list(alice.user.id))).toEqual([]);
      expect((await anon.storage.from('docs').upload('anon.txt', 'x')).error).toMatchObject(rlsRefusal);
      // Without the API key the gateway answers first.
      const keyless = await fetch(`${backend.url}/storage/v1/object/docs/${own(alice, 'private.txt')}`);
      expect(keyless.status).toBe(401);
      // An invalid token on a download is an anonymous caller: no private bucket for them.
      const forged = await fetch(`${backend.url}/storage/v1/object/docs/${own(alice, 'private.txt')}`, { headers: { apikey: backend.anonKey, Authorization: 'Bearer not-a-jwt' } });
      expect(forged.status).toBe(400);
      expect(await forged.json()).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' });
    });

    it('refuses a caller whose token does not verify with AccessDenied', async () => {
      const response = await fetch(`${backend.url}/storage/v1/object/list/docs`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, Authorization: 'Bearer not-a-jwt', 'Content-Type': 'application/json' },
        body: JSON.stringify({ prefix: '' }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ statusCode: '403', code: 'AccessDenied', error: 'Unauthorized' });
    });

    it('moves only where the UPDATE policy allows the new row', async () => {
      const docs = alice.client.storage.from('docs');
      await must(docs.upload(own(alice, 'draft.txt'), 'draft'));
      await must(docs.move(own(alice, 'draft.txt'), own(alice, 'final.txt')));
      expect(await (await must(docs.download(own(alice, 'final.txt')))).text()).toBe('draft');
      expect((await docs.move(own(alice, 'final.txt'), own(bob, 'stolen.txt'))).error).toMatchObject(rlsRefusal);
      expect((await bob.client.storage.from('docs').move(own(alice, 'final.txt'), own(bob, 'stolen.txt'))).error).toMatchObject({ code: 'NoSuchKey' });
      expect((await bob.client.storage.from('docs').copy(own(alice, 'final.txt'), own(bob, 'copy.txt'))).error).toMatchObject({ code: 'NoSuchKey' });
      await must(docs.copy(own(alice, 'final.txt'), own(alice, 'again.txt')));
    });
  });

  describe('upsert needs INSERT, SELECT and UPDATE policies', () => {
    const cases = [
      // bucket, plain upload, upsert of a new key, replacing an existing key (upsert / update())
      ['insert-only', true, false, false],
      ['insert-select', true, true, false],
      ['insert-select-update', true, true, true],
    ];
    it.each(cases)('%s: upload %s, upsert new %s, replace %s', async (bucket, plain, upsertNew, replace) => {
      const files = alice.client.storage.from(/** @type {string} */ (bucket));
      const expectOutcome = (result, allowed) => (allowed ? expect(result.error).toBeNull() : expect(result.error).toMatchObject(rlsRefusal));
      expectOutcome(await files.upload('plain.txt', 'one'), plain);
      expectOutcome(await files.upload('upserted.txt', 'one', { upsert: true }), upsertNew);
      await must(service.storage.from(bucket).upload('existing.txt', 'service', { upsert: true }));
      expectOutcome(await files.upload('existing.txt', 'two', { upsert: true }), replace);
      expectOutcome(await files.update('existing.txt', 'three'), replace);
      const expected = replace ? 'three' : 'service';
      expect(await (await must(service.storage.from(bucket).download('existing.txt'))).text()).toBe(expected);
    });
  });

  describe('public buckets', () => {
    it('serve their objects at the public URL without a key or a policy', async () => {
      await must(service.storage.from('open').upload('site/logo.png', new Blob([PNG_BYTES], { type: 'image/png' })));
      const { publicUrl } = anon.storage.from('open').getPublicUrl('site/logo.png').data;
      const response = await fetch(publicUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG_BYTES);
      expect(Buffer.from(await (await must(anon.storage.from('open').download('site/logo.png'))).arrayBuffer())).toEqual(PNG_BYTES);
      // The authenticated download route serves public buckets to anonymous callers too, even with a token that does not verify.
      const anonymous = await fetch(`${backend.url}/storage/v1/object/open/site/logo.png`, { headers: { apikey: backend.anonKey, Authorization: 'Bearer expired-or-forged' } });
      expect(anonymous.status).toBe(200);
      const withName = await fetch(anon.storage.from('open').getPublicUrl('site/logo.png', { download: 'logo.png' }).data.publicUrl);
      expect(withName.headers.get('content-disposition')).toBe("attachment; filename=logo.png; filename*=UTF-8''logo.png");
    });

    it('do not open private buckets at the public URL', async () => {
      await must(service.storage.from('docs').upload(own(alice, 'not-public.txt'), 'no'));
      const response = await fetch(anon.storage.from('docs').getPublicUrl(own(alice, 'not-public.txt')).data.publicUrl);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ statusCode: '404', code: 'NoSuchBucket', error: 'Bucket not found', message: 'Bucket not found' });
      const missing = await fetch(anon.storage.from('open').getPublicUrl('site/none.png').data.publicUrl);
      expect(await missing.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
    });
  });

  describe('signed URLs', () => {
    it('open one object for a while, without a key, for whoever may read it', async () => {
      const docs = alice.client.storage.from('docs');
      await must(docs.upload(own(alice, 'shared report.txt'), 'shared'));
      const { signedUrl } = await must(docs.createSignedUrl(own(alice, 'shared report.txt'), 60));
      expect(signedUrl).toContain(`/storage/v1/object/sign/docs/${alice.user.id}/shared%20report.txt?token=`);
      const response = await fetch(signedUrl);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('shared');
      expect(response.headers.get('expires')).toMatch(/GMT$/);
      expect(response.headers.get('cache-control')).toBeNull();
      const download = await fetch((await must(docs.createSignedUrl(own(alice, 'shared report.txt'), 60, { download: true }))).signedUrl);
      expect(download.headers.get('content-disposition')).toBe('attachment;');
      expect((await bob.client.storage.from('docs').createSignedUrl(own(alice, 'shared report.txt'), 60)).error).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
      expect((await docs.createSignedUrl(own(alice, 'shared report.txt'), 0)).error).toMatchObject({ status: 400, statusCode: '400' });
    });

    it('sign many paths, with an error entry for those the caller cannot see', async () => {
      const docs = alice.client.storage.from('docs');
      await must(docs.upload(own(alice, 'one.txt'), '1'));
      const signed = await must(docs.createSignedUrls([own(alice, 'one.txt'), own(bob, 'other.txt')], 60));
      expect(signed[0]).toMatchObject({ error: null, path: own(alice, 'one.txt') });
      expect(await (await fetch(signed[0].signedUrl)).text()).toBe('1');
      expect(signed[1]).toEqual({ error: 'Either the object does not exist or you do not have access to it', path: own(bob, 'other.txt'), signedURL: null, signedUrl: null });
    });

    it('refuse expired, tampered, misdirected and upload tokens', async () => {
      await must(service.storage.from('docs').upload(own(alice, 'guarded.txt'), 'guarded'));
      const { signedUrl } = await must(service.storage.from('docs').createSignedUrl(own(alice, 'guarded.txt'), 60));
      const url = new URL(signedUrl);
      const token = /** @type {string} */ (url.searchParams.get('token'));
      const now = Math.floor(Date.now() / 1000);
      const path = `docs/${own(alice, 'guarded.txt')}`;
      const withToken = (value, at = url.pathname) => fetch(`${url.origin}${at}?token=${value}`);
      const expired = await signWith(backend.jwtSecret, { url: path, scope: 'download' }, { issuedAt: now - 120, expiresAt: now - 60 });
      const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
      const forOther = await signWith(backend.jwtSecret, { url: `docs/${own(alice, 'other.txt')}`, scope: 'download' }, { issuedAt: now, expiresAt: now + 60 });
      const forUpload = await signWith(backend.jwtSecret, { url: path, scope: 'upload', upsert: false }, { issuedAt: now, expiresAt: now + 60 });
      const foreign = await signWith('another project secret', { url: path, scope: 'download' }, { issuedAt: now, expiresAt: now + 60 });
      const cases = [
        [expired, { statusCode: '400', code: 'InvalidJWT' }],
        [tampered, { statusCode: '400', code: 'InvalidJWT' }],
        [foreign, { statusCode: '400', code: 'InvalidJWT' }],
        [forOther, { statusCode: '400', code: 'InvalidSignature', message: 'Invalid signature' }],
        [forUpload, { statusCode: '400', code: 'InvalidSignature', message: 'Token is not scoped for download' }],
      ];
      for (const [value, expected] of cases) {
        const response = await withToken(value);
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject(expected);
      }
      expect((await withToken(token)).status).toBe(200);
    });

    it('let a signed upload URL write one object, once, without a key', async () => {
      const docs = alice.client.storage.from('docs');
      const { token, path } = await must(docs.createSignedUploadUrl(own(alice, 'via-link.txt')));
      expect(path).toBe(own(alice, 'via-link.txt'));
      expect(await must(anon.storage.from('docs').uploadToSignedUrl(own(alice, 'via-link.txt'), token, 'through the link'))).toEqual({ path: own(alice, 'via-link.txt'), fullPath: `docs/${own(alice, 'via-link.txt')}` });
      expect(await (await must(docs.download(own(alice, 'via-link.txt')))).text()).toBe('through the link');
      expect(await must(docs.info(own(alice, 'via-link.txt')))).toMatchObject({ size: 16 });
      const again = await anon.storage.from('docs').uploadToSignedUrl(own(alice, 'via-link.txt'), token, 'twice');
      expect(again.error).toMatchObject({ statusCode: '409', code: 'KeyAlreadyExists' });
      const elsewhere = await anon.storage.from('docs').uploadToSignedUrl(own(alice, 'elsewhere.txt'), token, 'x');
      expect(elsewhere.error).toMatchObject({ statusCode: '400', code: 'InvalidSignature' });
      const keyless = await fetch(`${backend.url}/storage/v1/object/upload/sign/docs/${own(alice, 'keyless.txt')}?token=${(await must(docs.createSignedUploadUrl(own(alice, 'keyless.txt')))).token}`, { method: 'PUT', body: 'no key', headers: { 'Content-Type': 'text/plain' } });
      expect(keyless.status).toBe(200);
      expect(await keyless.json()).toEqual({ Key: `docs/${own(alice, 'keyless.txt')}` });
      // Creating the link already needs the INSERT policy.
      expect((await docs.createSignedUploadUrl(own(bob, 'planted.txt'))).error).toMatchObject(rlsRefusal);
      const replace = await must(docs.createSignedUploadUrl(own(alice, 'via-link.txt'), { upsert: true }));
      await must(anon.storage.from('docs').uploadToSignedUrl(own(alice, 'via-link.txt'), replace.token, 'replaced'));
      expect(await (await must(docs.download(own(alice, 'via-link.txt')))).text()).toBe('replaced');
    });
  });
});
