import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SETUP_TIMEOUT, startBackend, targets } from './support/backend.mjs';
import { PNG_BYTES, STORAGE_FIXTURE, SVG_TEXT, rawRequest } from './support/storage.mjs';

/**
 * How stored bytes go out (headers, ranges, what renders inline) and what never gets in: markup
 * posing as an image, keys that climb out of their bucket, malformed requests.
 */
describe.each(await targets())('Storage serving and hardening on $name', (target) => {
  /** @type {Awaited<ReturnType<typeof startBackend>>} */
  let backend;
  /** @type {any} */
  let service;
  /** A folder of its own, so a test can see that nothing was written next to it. */
  let parent;
  let storageDir;
  beforeAll(async () => {
    parent = mkdtempSync(path.join(tmpdir(), 'storage-serving-'));
    storageDir = path.join(parent, 'storage');
    backend = await startBackend(target, { storageDir });
    await backend.db.exec(STORAGE_FIXTURE);
    service = backend.client(backend.serviceRoleKey);
    await must(service.storage.from('open').upload('files/digits.txt', '0123456789', { contentType: 'text/plain', cacheControl: '120' }));
    await must(service.storage.from('open').upload('files/pic.png', new Blob([PNG_BYTES], { type: 'image/png' })));
    await must(service.storage.from('open').upload('files/page.html', '<h1>hi</h1>', { contentType: 'text/html' }));
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await backend?.close();
    rmSync(parent, { recursive: true, force: true });
  });

  async function must(promise) {
    const { data, error } = await promise;
    if (error) throw error;
    return data;
  }
  const objectUrl = (key, query = '') => `${backend.url}/storage/v1/object/open/${key}${query}`;
  const keyed = (headers = {}) => ({ headers: { apikey: backend.serviceRoleKey, ...headers } });

  describe('download headers', () => {
    it('sends the object with its type, length, ETag, dates, cache control and the sandboxing headers', async () => {
      const response = await fetch(objectUrl('files/digits.txt'), keyed());
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('0123456789');
      expect(Object.fromEntries(['content-type', 'content-length', 'etag', 'cache-control', 'accept-ranges', 'x-robots-tag', 'x-content-type-options', 'content-security-policy'].map((name) => [name, response.headers.get(name)]))).toEqual({
        'content-type': 'text/plain',
        'content-length': '10',
        etag: '"84d89877f0d4041efb6bf91a16f0248f"',
        'cache-control': 'max-age=120',
        'accept-ranges': 'bytes',
        'x-robots-tag': 'none',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox; frame-ancestors 'none'",
      });
      expect(new Date(/** @type {string} */ (response.headers.get('last-modified'))).getTime()).not.toBeNaN();
    });

    it('shows raster images inline and sends everything else as an attachment', async () => {
      const cases = [
        ['files/pic.png', '', 'image/png', null],
        ['files/pic.png', '?download', 'image/png', 'attachment;'],
        ['files/pic.png', '?download=photo%20one.png', 'image/png', "attachment; filename=photo%20one.png; filename*=UTF-8''photo%20one.png"],
        ['files/digits.txt', '', 'text/plain', "attachment; filename=digits.txt; filename*=UTF-8''digits.txt"],
        // HTML never goes out as HTML.
        ['files/page.html', '', 'text/plain', "attachment; filename=page.html; filename*=UTF-8''page.html"],
      ];
      for (const [key, query, type, disposition] of cases) {
        const response = await fetch(objectUrl(key, query), keyed());
        expect(response.headers.get('content-type')).toBe(type);
        expect(response.headers.get('content-disposition')).toBe(disposition);
        expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox; frame-ancestors 'none'");
      }
    });

    it('serves the original image where a transformation is asked for (none run locally)', async () => {
      const { publicUrl } = service.storage.from('open').getPublicUrl('files/pic.png', { transform: { width: 10 } }).data;
      expect(publicUrl).toContain('/render/image/public/');
      const response = await fetch(publicUrl);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG_BYTES);
      const blob = await must(service.storage.from('open').download('files/pic.png', { transform: { width: 10 } }));
      expect(Buffer.from(await blob.arrayBuffer())).toEqual(PNG_BYTES);
    });

    it('answers HEAD with the headers only', async () => {
      const response = await fetch(objectUrl('files/digits.txt'), { method: 'HEAD', ...keyed() });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-length')).toBe('10');
      expect(await response.text()).toBe('');
    });

    it('answers 304 to a matching If-None-Match', async () => {
      const first = await fetch(objectUrl('files/digits.txt'), keyed());
      const again = await fetch(objectUrl('files/digits.txt'), keyed({ 'If-None-Match': /** @type {string} */ (first.headers.get('etag')) }));
      expect(again.status).toBe(304);
    });
  });

  describe('while an upload streams', () => {
    it('holds no transaction: other calls are answered before its body ends', async () => {
      const { port } = new URL(backend.url);
      const upload = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/storage/v1/object/open/slow/upload.bin',
        headers: { apikey: backend.serviceRoleKey, 'content-type': 'application/octet-stream', 'content-length': '200000' },
      });
      const answered = new Promise((resolve, reject) => {
        upload.on('response', (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode, body: JSON.parse(Buffer.concat(chunks).toString()) }));
        });
        upload.on('error', reject);
      });
      upload.write(Buffer.alloc(100_000, 1));
      // The first bytes are on disk: the upload is past its permission check and streaming.
      await vi.waitFor(() => expect(readdirSync(path.join(storageDir, 'tmp'))).toHaveLength(1));
      expect((await must(service.storage.from('open').list('files'))).length).toBeGreaterThan(0);
      await must(service.storage.from('open').upload('slow/other.txt', 'meanwhile'));
      upload.end(Buffer.alloc(100_000, 1));
      expect(await answered).toMatchObject({ status: 200, body: { Key: 'open/slow/upload.bin' } });
      expect(await must(service.storage.from('open').info('slow/upload.bin'))).toMatchObject({ size: 200_000 });
    });
  });

  describe('byte ranges', () => {
    const cases = [
      ['bytes=0-3', 206, 'bytes 0-3/10', '0123'],
      ['bytes=7-', 206, 'bytes 7-9/10', '789'],
      ['bytes=-2', 206, 'bytes 8-9/10', '89'],
      ['bytes=5-100', 206, 'bytes 5-9/10', '56789'],
      ['bytes=10-', 416, 'bytes */10', null],
      ['bytes=4-2', 416, 'bytes */10', null],
      ['bytes=0-1,3-4', 416, 'bytes */10', null],
      ['pages=1', 416, 'bytes */10', null],
    ];
    it.each(cases)('Range %s -> %i %s', async (range, status, contentRange, body) => {
      const response = await fetch(objectUrl('files/digits.txt'), keyed({ Range: /** @type {string} */ (range) }));
      expect(response.status).toBe(status);
      expect(response.headers.get('content-range')).toBe(contentRange);
      if (body === null) expect(await response.json()).toMatchObject({ statusCode: '416', code: 'InvalidRange' });
      else {
        expect(await response.text()).toBe(body);
        expect(response.headers.get('content-length')).toBe(String(/** @type {string} */ (body).length));
      }
    });

    it('serves ranges of public and signed URLs too', async () => {
      const publicUrl = service.storage.from('open').getPublicUrl('files/digits.txt').data.publicUrl;
      expect(await (await fetch(publicUrl, { headers: { Range: 'bytes=1-2' } })).text()).toBe('12');
      const { signedUrl } = await must(service.storage.from('open').createSignedUrl('files/digits.txt', 60));
      expect(await (await fetch(signedUrl, { headers: { Range: 'bytes=-1' } })).text()).toBe('9');
    });
  });

  describe('markup is never an image', () => {
    it('refuses SVG into a bucket that allows image/*, however it is declared', async () => {
      const attempts = [
        service.storage.from('pictures').upload('declared.svg', SVG_TEXT, { contentType: 'image/svg+xml' }),
        service.storage.from('pictures').upload('posing.png', SVG_TEXT, { contentType: 'image/png' }),
        service.storage.from('pictures').upload('posing-blob.png', new Blob([SVG_TEXT], { type: 'image/png' })),
        service.storage.from('pictures').upload('commented.png', `\ufeff  <!-- drawn by hand -->${SVG_TEXT}`, { contentType: 'image/png' }),
        service.storage.from('pictures').upload('page.gif', '<!DOCTYPE html><script>alert(1)</script>', { contentType: 'image/gif' }),
      ];
      const results = await Promise.all(attempts);
      for (const { error } of results) expect(error).toMatchObject({ status: 400, statusCode: '415', code: 'InvalidMimeType' });
      expect(results[0].error.message).toBe('mime type image/svg+xml is not supported');
      expect(results[1].error.message).toBe('mime type image/png is not supported');
      expect(await must(service.storage.from('pictures').list())).toEqual([]);
    });

    it('refuses markup declared as an image in any bucket, and serves an SVG it accepts as an attachment', async () => {
      expect((await service.storage.from('open').upload('posing.webp', SVG_TEXT, { contentType: 'image/webp' })).error).toMatchObject({ code: 'InvalidMimeType' });
      await must(service.storage.from('open').upload('drawing.svg', SVG_TEXT, { contentType: 'image/svg+xml' }));
      const response = await fetch(objectUrl('drawing.svg'), keyed());
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('content-disposition')).toBe("attachment; filename=drawing.svg; filename*=UTF-8''drawing.svg");
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox; frame-ancestors 'none'");
      await must(service.storage.from('pictures').upload('real.png', new Blob([PNG_BYTES], { type: 'image/png' })));
    });
  });

  describe('keys that leave their bucket', () => {
    const headers = () => ({ apikey: backend.serviceRoleKey, 'content-type': 'text/plain' });
    const paths = [
      '/storage/v1/object/open/../../escape.txt',
      '/storage/v1/object/open/a/../../../escape.txt',
      '/storage/v1/object/open/%2e%2e/escape.txt',
      '/storage/v1/object/open/a%2F..%2F..%2Fescape.txt',
      '/storage/v1/object/open/./escape.txt',
    ];
    it.each(paths)('refuses an upload to %s', async (requestPath) => {
      const response = await rawRequest(backend.url, { method: 'POST', path: requestPath, headers: headers(), body: 'escaped' });
      expect(response.status).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
    });

    it('refuses them in bodies too, and writes nothing outside its folder', async () => {
      const moved = await service.storage.from('open').move('files/digits.txt', '../../escape.txt');
      expect(moved.error).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
      const copied = await service.storage.from('open').copy('files/digits.txt', 'a/../../escape.txt');
      expect(copied.error).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
      const download = await rawRequest(backend.url, { path: '/storage/v1/object/open/files/../files/digits.txt', headers: headers() });
      expect(download.json()).toMatchObject({ code: 'InvalidKey' });
      expect(readdirSync(parent)).toEqual(['storage']);
      expect(readdirSync(storageDir).sort()).toEqual(['objects', 'tmp']);
      // Refused uploads (markup, sizes) leave no temporary file behind.
      expect(readdirSync(path.join(storageDir, 'tmp'))).toEqual([]);
    });
  });

  describe('malformed requests', () => {
    const api = (requestPath, init = {}) => fetch(`${backend.url}/storage/v1${requestPath}`, { ...init, headers: { apikey: backend.serviceRoleKey, 'Content-Type': 'application/json', ...(init.headers ?? {}) } });
    const cases = [
      ['list without a prefix', '/object/list/open', { method: 'POST', body: '{}' }, 400, { statusCode: '400', code: 'InvalidRequest' }],
      ['list with broken JSON', '/object/list/open', { method: 'POST', body: '{"prefix":' }, 400, { statusCode: '400', code: 'InvalidRequest' }],
      ['list with a bad sort', '/object/list/open', { method: 'POST', body: '{"prefix":"","sortBy":{"column":"size"}}' }, 400, { code: 'InvalidRequest' }],
      ['list with a negative limit', '/object/list/open', { method: 'POST', body: '{"prefix":"","limit":-1}' }, 400, { code: 'InvalidRequest' }],
      ['remove without prefixes', '/object/open', { method: 'DELETE', body: '{}' }, 400, { code: 'InvalidRequest' }],
      ['sign without expiresIn', '/object/sign/open/files/digits.txt', { method: 'POST', body: '{}' }, 400, { code: 'InvalidRequest' }],
      ['an unknown route', '/nothing', {}, 404, { statusCode: '404', code: 'InvalidRequest', error: 'Not Found' }],
      ['broken percent-encoding', '/object/open/%E0%A4%A', {}, 400, { code: 'InvalidRequest' }],
      ['a key with characters S3 refuses', '/object/open/a%3Cb%3E.txt', { method: 'POST', body: 'x' }, 400, { code: 'InvalidKey' }],
      ['a multipart body without a file', '/object/open/empty.txt', { method: 'POST', body: '--x\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n60\r\n--x--\r\n', headers: { 'Content-Type': 'multipart/form-data; boundary=x' } }, 400, { code: 'InvalidRequest', message: 'No content provided' }],
      ['a multipart body cut short', '/object/open/cut.txt', { method: 'POST', body: '--x\r\nContent-Disposition: form-data; name=""; filename="a"\r\n\r\nabc', headers: { 'Content-Type': 'multipart/form-data; boundary=x' } }, 400, { code: 'InvalidRequest' }],
      ['an invalid bucket name', '/bucket/bad%2Fname', {}, 400, { code: 'InvalidBucketName' }],
    ];
    it.each(cases)('%s', async (_label, requestPath, init, status, body) => {
      const response = await api(requestPath, init);
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject(body);
    });

    it('still answers afterwards', async () => {
      expect(await (await must(service.storage.from('open').download('files/digits.txt'))).text()).toBe('0123456789');
    });
  });

  describe('files on disk', () => {
    it('keep exactly one file per stored object through replacements, copies, moves and removals', async () => {
      const files = service.storage.from('open');
      await must(files.upload('disk/a.txt', 'one'));
      await must(files.upload('disk/a.txt', 'two', { upsert: true }));
      await must(files.update('disk/a.txt', 'three'));
      await must(files.copy('disk/a.txt', 'disk/b.txt'));
      await must(files.move('disk/b.txt', 'disk/c.txt'));
      await must(files.upload('disk/d.txt', 'four'));
      await must(files.remove(['disk/d.txt']));
      const onDisk = readdirSync(path.join(storageDir, 'objects')).flatMap((shard) => readdirSync(path.join(storageDir, 'objects', shard)));
      const versions = (await backend.db.query('select version from storage.objects')).rows.map((row) => row.version);
      expect(onDisk.sort()).toEqual(versions.sort());
      expect(await (await must(files.download('disk/c.txt'))).text()).toBe('three');
    });
  });

  describe('CORS', () => {
    it('lets browsers send the storage headers and read the download headers', async () => {
      const preflight = await fetch(`${backend.url}/storage/v1/object/open/x.png`, {
        method: 'OPTIONS',
        headers: { Origin: 'http://localhost:4173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'x-upsert,cache-control,x-metadata,content-type,range' },
      });
      expect(preflight.status).toBe(204);
      const allowed = /** @type {string} */ (preflight.headers.get('access-control-allow-headers')).split(', ');
      for (const header of ['x-upsert', 'cache-control', 'x-metadata', 'content-type', 'range', 'authorization', 'apikey', 'x-client-info']) expect(allowed).toContain(header);
      const download = await fetch(objectUrl('files/digits.txt'), keyed({ Origin: 'http://localhost:4173' }));
      const exposed = /** @type {string} */ (download.headers.get('access-control-expose-headers'));
      for (const header of ['Content-Range', 'Content-Disposition', 'ETag', 'Content-Length']) expect(exposed).toContain(header);
    });
  });
});
