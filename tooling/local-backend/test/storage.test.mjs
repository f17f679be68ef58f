import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_TIMEOUT, startBackend, targets, uniqueEmail } from './support/backend.mjs';
import { PNG_BYTES, STORAGE_FIXTURE } from './support/storage.mjs';

/** Every storage-js call against the local backend, through the real client: answers and errors as hosted Supabase sends them. */
describe.each(await targets())('Storage calls through supabase-js on $name', (target) => {
  /** @type {Awaited<ReturnType<typeof startBackend>>} */
  let backend;
  /** @type {any} */
  let service;
  /** @type {any} */
  let anon;
  /** @type {any} */
  let user;
  beforeAll(async () => {
    // A global limit of 1 MB keeps the over-the-limit uploads small.
    backend = await startBackend(target, { storageFileSizeLimit: 1_000_000 });
    await backend.db.exec(STORAGE_FIXTURE);
    service = backend.client(backend.serviceRoleKey);
    anon = backend.client();
    user = (await backend.userClient(uniqueEmail('storage'))).client;
  }, SETUP_TIMEOUT);
  afterAll(() => backend?.close());

  const must = async (promise) => {
    const { data, error } = await promise;
    if (error) throw error;
    return data;
  };

  describe('buckets', () => {
    it('creates, reads, lists, updates and deletes a bucket as the service role', async () => {
      expect(await must(service.storage.createBucket('reports', { public: false, fileSizeLimit: '0.5MB', allowedMimeTypes: ['application/pdf'] }))).toEqual({ name: 'reports' });
      const bucket = await must(service.storage.getBucket('reports'));
      expect(bucket).toMatchObject({ id: 'reports', name: 'reports', owner: '', public: false, file_size_limit: 500_000, allowed_mime_types: ['application/pdf'] });
      expect(bucket.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(await must(service.storage.updateBucket('reports', { public: true, fileSizeLimit: 1000, allowedMimeTypes: null }))).toEqual({ message: 'Successfully updated' });
      expect(await must(service.storage.getBucket('reports'))).toMatchObject({ public: true, file_size_limit: 1000, allowed_mime_types: null });
      const listed = await must(service.storage.listBuckets());
      expect(listed.map((entry) => entry.id)).toContain('reports');
      expect(listed.find((entry) => entry.id === 'reports')).toMatchObject({ type: 'STANDARD' });
      expect(await must(service.storage.deleteBucket('reports'))).toEqual({ message: 'Successfully deleted' });
      const { error } = await service.storage.getBucket('reports');
      expect(error).toMatchObject({ status: 400, statusCode: '404', code: 'NoSuchBucket', message: 'Bucket not found' });
    });

    it('lists with limit, offset, sort and search', async () => {
      for (const id of ['list-a', 'list-b', 'list-c']) await must(service.storage.createBucket(id));
      const sorted = await must(service.storage.listBuckets({ search: 'list-', sortColumn: 'name', sortOrder: 'desc' }));
      expect(sorted.map((entry) => entry.id)).toEqual(['list-c', 'list-b', 'list-a']);
      const page = await must(service.storage.listBuckets({ search: 'LIST-', sortColumn: 'name', sortOrder: 'asc', limit: 1, offset: 1 }));
      expect(page.map((entry) => entry.id)).toEqual(['list-b']);
    });

    it('answers the storage errors of bucket calls', async () => {
      await must(service.storage.createBucket('twice'));
      const cases = [
        [await service.storage.createBucket('twice'), { status: 400, statusCode: '409', code: 'BucketAlreadyExists' }],
        [await service.storage.createBucket('bad/name'), { status: 400, statusCode: '400', code: 'InvalidBucketName' }],
        [await service.storage.createBucket('huge', { fileSizeLimit: '2GB' }), { status: 400, statusCode: '413', code: 'EntityTooLarge' }],
        [await service.storage.createBucket('odd', { allowedMimeTypes: ['not a type'] }), { status: 400, statusCode: '415', code: 'InvalidMimeType' }],
        [await service.storage.updateBucket('missing', { public: true }), { status: 400, statusCode: '404', code: 'NoSuchBucket' }],
        [await service.storage.deleteBucket('missing'), { status: 400, statusCode: '404', code: 'NoSuchBucket' }],
      ];
      for (const [result, expected] of cases) expect(result.error).toMatchObject(expected);
    });

    it('refuses to delete a bucket with objects until it is emptied', async () => {
      await must(service.storage.createBucket('full'));
      await must(service.storage.from('full').upload('a.txt', 'a'));
      const { error } = await service.storage.deleteBucket('full');
      expect(error).toMatchObject({ status: 400, statusCode: '409', code: 'ResourceNotEmpty', message: 'The bucket you tried to delete is not empty' });
      expect(await must(service.storage.emptyBucket('full'))).toEqual({ message: 'Empty bucket has been queued. Completion may take up to an hour.' });
      expect(await must(service.storage.from('full').list())).toEqual([]);
      await must(service.storage.deleteBucket('full'));
    });

    it('leaves buckets to the service role when no bucket policy says otherwise', async () => {
      expect(await must(anon.storage.listBuckets())).toEqual([]);
      expect((await user.storage.getBucket('docs')).error).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' });
      const created = await user.storage.createBucket('mine');
      expect(created.error).toMatchObject({ status: 400, statusCode: '403', code: 'AccessDenied', message: 'new row violates row-level security policy' });
      // emptyBucket is for the service role only, refused with a real 403 as upstream.
      expect((await user.storage.emptyBucket('docs')).error).toMatchObject({ status: 403, statusCode: '403', code: 'AccessDenied' });
    });
  });

  describe('uploads and downloads', () => {
    it('uploads raw bodies and Blobs (multipart) and downloads the same bytes', async () => {
      const raw = await must(service.storage.from('open').upload('notes/a.txt', 'hello', { contentType: 'text/plain', cacheControl: '60', metadata: { lang: 'en' } }));
      expect(raw).toMatchObject({ path: 'notes/a.txt', fullPath: 'open/notes/a.txt' });
      expect(raw.id).toMatch(/^[0-9a-f-]{36}$/);
      const blob = await must(service.storage.from('open').upload('notes/pic.png', new Blob([PNG_BYTES], { type: 'image/png' }), { metadata: { width: 1 } }));
      expect(blob.fullPath).toBe('open/notes/pic.png');
      expect(await (await must(service.storage.from('open').download('notes/a.txt'))).text()).toBe('hello');
      expect(Buffer.from(await (await must(anon.storage.from('open').download('notes/pic.png'))).arrayBuffer())).toEqual(PNG_BYTES);
      const info = await must(service.storage.from('open').info('notes/a.txt'));
      expect(info).toMatchObject({ id: raw.id, name: 'notes/a.txt', bucketId: 'open', size: 5, contentType: 'text/plain', cacheControl: 'max-age=60', metadata: { lang: 'en' } });
      // A content hash: the first 128 bits of the SHA-256 of 'hello'.
      expect(info.etag).toBe('"2cf24dba5fb0a30e26e83b2ac5b9e29e"');
      expect(await must(service.storage.from('open').info('notes/pic.png'))).toMatchObject({ contentType: 'image/png', cacheControl: 'max-age=3600', metadata: { width: 1 }, size: PNG_BYTES.length });
    });

    it('refuses an existing key without upsert, replaces it with upsert and with update()', async () => {
      await must(service.storage.from('open').upload('replace/me.txt', 'one'));
      const again = await service.storage.from('open').upload('replace/me.txt', 'two');
      expect(again.error).toMatchObject({ status: 400, statusCode: '409', code: 'KeyAlreadyExists', message: 'The resource already exists' });
      await must(service.storage.from('open').upload('replace/me.txt', 'three', { upsert: true }));
      expect(await (await must(service.storage.from('open').download('replace/me.txt'))).text()).toBe('three');
      await must(service.storage.from('open').update('replace/me.txt', new Blob(['four'], { type: 'text/plain' })));
      expect(await (await must(service.storage.from('open').download('replace/me.txt'))).text()).toBe('four');
    });

    it('tells whether an object exists', async () => {
      await must(service.storage.from('open').upload('exists/yes.txt', 'y'));
      expect(await service.storage.from('open').exists('exists/yes.txt')).toEqual({ data: true, error: null });
      const missing = await service.storage.from('open').exists('exists/no.txt');
      expect(missing.data).toBe(false);
      expect(missing.error).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
    });

    it('answers NoSuchKey and NoSuchBucket for what is not there', async () => {
      const cases = [
        [await service.storage.from('open').download('nothing/here.txt'), { status: 400, statusCode: '404', code: 'NoSuchKey', message: 'Object not found' }],
        [await service.storage.from('open').info('nothing/here.txt'), { status: 400, statusCode: '404', code: 'NoSuchKey' }],
        [await service.storage.from('nowhere').download('a.txt'), { status: 400, statusCode: '404', code: 'NoSuchBucket' }],
        [await service.storage.from('nowhere').upload('a.txt', 'a'), { status: 400, statusCode: '404', code: 'NoSuchBucket' }],
      ];
      for (const [result, expected] of cases) expect(result.error).toMatchObject(expected);
    });

    it('enforces the bucket and global size limits, up front and while streaming', async () => {
      const big = Buffer.alloc(2001, 1);
      const cases = [
        // A raw body with its length declared is refused before it is read...
        service.storage.from('pictures').upload('big.png', big, { contentType: 'image/png' }),
        // ...a multipart body while it streams.
        service.storage.from('pictures').upload('big-blob.png', new Blob([big], { type: 'image/png' })),
        // The global limit (1 MB here) caps buckets without one.
        service.storage.from('open').upload('huge.bin', Buffer.alloc(1_000_001), { contentType: 'application/octet-stream' }),
        service.storage.from('open').upload('huge-blob.bin', new Blob([Buffer.alloc(1_000_001)])),
      ];
      for (const { error } of await Promise.all(cases)) {
        expect(error).toMatchObject({ status: 400, statusCode: '413', code: 'EntityTooLarge', message: 'The object exceeded the maximum allowed size' });
      }
      expect(await service.storage.from('open').exists('huge-blob.bin')).toMatchObject({ data: false });
      await must(service.storage.from('pictures').upload('fits.png', Buffer.concat([PNG_BYTES, Buffer.alloc(2000 - PNG_BYTES.length)]), { contentType: 'image/png' }));
    });

    it('enforces allowed_mime_types, type/* included', async () => {
      const refused = [
        [await service.storage.from('pictures').upload('doc.txt', 'text', { contentType: 'text/plain' }), 'text/plain'],
        [await service.storage.from('typed').upload('page.html', new Blob(['<p>'], { type: 'text/html' })), 'text/html'],
        [await service.storage.from('typed').upload('charset.txt', 'x'), 'text/plain;charset=UTF-8'],
      ];
      for (const [result, type] of refused) {
        expect(result.error).toMatchObject({ status: 400, statusCode: '415', code: 'InvalidMimeType', message: `mime type ${type} is not supported` });
      }
      await must(service.storage.from('pictures').upload('ok.webp', Buffer.from('RIFF0000WEBP'), { contentType: 'image/webp' }));
      await must(service.storage.from('typed').upload('ok.txt', 'x', { contentType: 'text/plain' }));
    });
  });

  describe('list', () => {
    beforeAll(async () => {
      // Rows only: listing reads storage.objects, not the files.
      await backend.db.exec(`
        insert into storage.objects (bucket_id, name, metadata)
        select 'open', 'many/file-' || lpad(n::text, 3, '0') || '.txt', jsonb_build_object('size', n) from generate_series(1, 105) n;
        insert into storage.objects (bucket_id, name, metadata) values
          ('open', 'tree/b.txt', '{}'), ('open', 'tree/A.txt', '{}'), ('open', 'tree/sub/deep/x.txt', '{}'), ('open', 'tree/sub2/y.txt', '{}'), ('open', 'tree/c.md', '{}');
      `);
    });

    it('returns at most 100 entries by default, by name ascending', async () => {
      const entries = await must(service.storage.from('open').list('many'));
      expect(entries).toHaveLength(100);
      expect(entries[0]).toMatchObject({ name: 'file-001.txt', metadata: { size: 1 } });
      expect(entries[99].name).toBe('file-100.txt');
      expect(Object.keys(entries[0])).toEqual(['name', 'id', 'updated_at', 'created_at', 'last_accessed_at', 'metadata']);
    });

    it('honours limit, offset, sortBy and search', async () => {
      const page = await must(service.storage.from('open').list('many', { limit: 3, offset: 100 }));
      expect(page.map((entry) => entry.name)).toEqual(['file-101.txt', 'file-102.txt', 'file-103.txt']);
      const desc = await must(service.storage.from('open').list('many', { limit: 2, sortBy: { column: 'name', order: 'desc' } }));
      expect(desc.map((entry) => entry.name)).toEqual(['file-105.txt', 'file-104.txt']);
      const searched = await must(service.storage.from('open').list('many', { search: 'FILE-05' }));
      expect(searched.map((entry) => entry.name)).toEqual(Array.from({ length: 10 }, (_, i) => `file-05${i}.txt`));
    });

    it('returns one level: folders as entries with a null id, files and folders sorted together by name', async () => {
      const entries = await must(service.storage.from('open').list('tree/'));
      expect(entries.map((entry) => [entry.name, entry.id === null])).toEqual([
        ['A.txt', false],
        ['b.txt', false],
        ['c.md', false],
        ['sub', true],
        ['sub2', true],
      ]);
      expect(entries[3]).toEqual({ name: 'sub', id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
      const byDate = await must(service.storage.from('open').list('tree', { sortBy: { column: 'created_at', order: 'asc' } }));
      expect(byDate.slice(0, 2).map((entry) => entry.id)).toEqual([null, null]);
      expect(await must(service.storage.from('open').list('tree/sub'))).toEqual([expect.objectContaining({ name: 'deep', id: null })]);
    });
  });

  describe('remove, move and copy', () => {
    it('removes objects, skipping the ones that are not there', async () => {
      await must(service.storage.from('open').upload('gone/a.txt', 'a'));
      await must(service.storage.from('open').upload('gone/b.txt', 'b'));
      const removed = await must(service.storage.from('open').remove(['gone/a.txt', 'gone/b.txt', 'gone/never.txt']));
      expect(removed.map((row) => row.name).sort()).toEqual(['gone/a.txt', 'gone/b.txt']);
      expect(removed[0]).toMatchObject({ bucket_id: 'open', owner: '' });
      expect((await service.storage.from('open').download('gone/a.txt')).error).toMatchObject({ code: 'NoSuchKey' });
    });

    it('moves within and across buckets', async () => {
      await must(service.storage.from('open').upload('move/from.txt', 'moving'));
      expect(await must(service.storage.from('open').move('move/from.txt', 'move/to.txt'))).toEqual({ message: 'Successfully moved' });
      expect(await (await must(service.storage.from('open').download('move/to.txt'))).text()).toBe('moving');
      expect((await service.storage.from('open').download('move/from.txt')).error).toMatchObject({ code: 'NoSuchKey' });
      await must(service.storage.from('open').move('move/to.txt', 'moved.txt', { destinationBucket: 'docs' }));
      expect(await (await must(service.storage.from('docs').download('moved.txt'))).text()).toBe('moving');
      expect((await service.storage.from('open').move('move/none.txt', 'x.txt')).error).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
    });

    it('copies within and across buckets; the copy is independent of its source', async () => {
      await must(service.storage.from('open').upload('copy/source.txt', 'original', { metadata: { a: 1 } }));
      expect(await must(service.storage.from('open').copy('copy/source.txt', 'copy/dest.txt'))).toEqual({ path: 'open/copy/dest.txt' });
      expect(await must(service.storage.from('open').copy('copy/source.txt', 'copied.txt', { destinationBucket: 'docs' }))).toEqual({ path: 'docs/copied.txt' });
      await must(service.storage.from('open').update('copy/source.txt', 'changed'));
      expect(await (await must(service.storage.from('open').download('copy/dest.txt'))).text()).toBe('original');
      expect(await must(service.storage.from('docs').info('copied.txt'))).toMatchObject({ metadata: { a: 1 }, size: 8 });
      const again = await service.storage.from('open').copy('copy/source.txt', 'copy/dest.txt');
      expect(again.error).toMatchObject({ statusCode: '409', code: 'KeyAlreadyExists' });
    });
  });
});
