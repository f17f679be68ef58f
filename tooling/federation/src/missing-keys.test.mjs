import { mkdtempSync, readFileSync, existsSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectMissingKeys, missingKeysFile } from './missing-keys.js';

const localesDir = mkdtempSync(path.join(tmpdir(), 'missing-keys-'));
let server;
let base;

beforeAll(async () => {
  const middleware = collectMissingKeys(localesDir);
  // Mounted at /locales, as Vite's connect mounts it: the middleware sees the rest of the path.
  server = createServer((req, res) => {
    if (!req.url?.startsWith('/locales/')) return void ((res.statusCode = 404), res.end());
    req.url = req.url.slice('/locales'.length);
    middleware(req, res, () => ((res.statusCode = 404), res.end('passed on')));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}/locales`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const post = (file, body) => fetch(`${base}/${file}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
const collected = (relative) => JSON.parse(readFileSync(path.join(localesDir, relative), 'utf8'));

describe('missing keys collected in development (spec 000 §9)', () => {
  it('writes the keys i18next posts beside the namespace, merged and sorted, keeping texts already there', async () => {
    expect((await post('en/common.missing.json', JSON.stringify({ 'b.title': 'B', 'a.title': 'A' }))).status).toBe(200);
    const second = await post('en/common.missing.json', JSON.stringify({ 'a.title': 'changed', 'c.title': 'C' }));
    expect(await second.json()).toEqual({ keys: 3 });
    expect(collected('en/common.missing.json')).toEqual({ 'a.title': 'A', 'b.title': 'B', 'c.title': 'C' });
    expect(Object.keys(collected('en/common.missing.json'))).toEqual(['a.title', 'b.title', 'c.title']);
  });

  it('collects nested namespaces and regional languages in their folders', async () => {
    expect((await post('pt-BR/office/themes.missing.json', '{"page.title":"Temas"}')).status).toBe(200);
    expect(collected('pt-BR/office/themes.missing.json')).toEqual({ 'page.title': 'Temas' });
  });

  it.each([
    ['not JSON', '{', 'The body is not JSON.'],
    ['a list', '["a"]', 'The body must be an object of key to text.'],
    ['a text that is not a string', '{"a":1}', 'The text of a must be a string.'],
    ['an empty key', '{"":"x"}', 'A key must have 1 to 300 characters.'],
  ])('refuses %s with 400 and a message, writing nothing', async (_case, body, message) => {
    const response = await post('fr/score.missing.json', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
    expect(existsSync(path.join(localesDir, 'fr/score.missing.json'))).toBe(false);
  });

  it('refuses a body over 64 KB', async () => {
    const response = await post('fr/os.missing.json', JSON.stringify({ key: 'x'.repeat(70 * 1024) }));
    expect(response.status).toBe(413);
  });

  it('starts a broken file again instead of failing every report', async () => {
    mkdirSync(path.join(localesDir, 'ar'), { recursive: true });
    writeFileSync(path.join(localesDir, 'ar/common.missing.json'), '{ broken');
    expect((await post('ar/common.missing.json', '{"x":"X"}')).status).toBe(200);
    expect(collected('ar/common.missing.json')).toEqual({ x: 'X' });
  });

  it.each(['en/common.json', 'en/../../etc/passwd.missing.json', 'en/.hidden.missing.json', 'e/common.missing.json', 'en/Common.missing.json'])(
    'passes %s on: only a namespace missing-key file is collected',
    async (file) => {
      expect(missingKeysFile(localesDir, `/${file}`)).toBeNull();
    },
  );

  it('passes other methods on', async () => {
    const response = await fetch(`${base}/en/common.missing.json`);
    expect(await response.text()).toBe('passed on');
  });
});
