import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, MAX_JSON_DEPTH, MAX_QUERY_NESTING } from '../src/limits.mjs';
import { SETUP_TIMEOUT, startBackend, targets } from './support/backend.mjs';

/**
 * What an attacker holding the public anon key can send to /rest/v1: every name reaches SQL
 * quoted, every value as a parameter, and input the database cannot take safely is refused
 * with a clear 400 or 413 before it is sent.
 */
describe.each(await targets())('REST input hardening on $name', (target) => {
  /** @type {Awaited<ReturnType<typeof startBackend>>} */
  let backend;
  beforeAll(async () => {
    backend = await startBackend(target);
  }, SETUP_TIMEOUT);
  afterAll(() => backend?.close());

  const get = (query, headers = {}) => fetch(`${backend.url}/rest/v1/${query}`, { headers: { apikey: backend.anonKey, ...headers } });
  const post = (path, body, headers = {}) =>
    fetch(`${backend.url}/rest/v1/${path}`, { method: 'POST', headers: { apikey: backend.anonKey, 'Content-Type': 'application/json', ...headers }, body });
  const expectError = async (response, status, code) => {
    const body = await response.json();
    expect({ status: response.status, code: body.code }).toEqual({ status, code });
    expect(typeof body.message).toBe('string');
    return body;
  };
  const nested = (depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  describe('casts in select', () => {
    it('cannot turn a cast into a UNION over the system catalogs', async () => {
      const attack = 'title::text from books _t0 union all select polname from pg_policy union all select title';
      const response = await get(`books?select=${encodeURIComponent(attack)}`);
      const body = await expectError(response, 400, 'PGRST100');
      expect(JSON.stringify(body)).not.toContain('owners read their notes');
    });

    it.each([
      ['year::text', { year: '1957' }],
      ['year::int', { year: 1957 }],
      ['year::integer', { year: 1957 }],
      ['year::bigint', { year: 1957 }],
      ['year::double precision', { year: 1957 }],
      ['price::numeric(10,1)', { price: 13 }],
      ['title::varchar(4)', { title: 'Pala' }],
      ['title::character varying(2)', { title: 'Pa' }],
      ['tags::text[]', { tags: ['classic', 'cairo'] }],
      ['published_at::timestamp with time zone', { published_at: expect.any(String) }],
      ['year::TEXT', { year: '1957' }],
    ])('accepts the type name in %s', async (select, expected) => {
      const response = await get(`books?select=${encodeURIComponent(select)}&id=eq.2`);
      expect(response.status).toBe(200);
      const [row] = await response.json();
      expect(row).toEqual(expected);
    });

    it.each([
      'text from books',
      'text union select 1',
      'text;select 1',
      'text)--',
      "text'",
      'text"',
      'regclass',
      'regproc',
      'pg_catalog.text',
      'double trouble',
      'varchar(10',
      'varchar(99999)',
      'text[][][][]',
    ])('refuses ::%s with 400 PGRST100', async (cast) => {
      await expectError(await get(`books?select=${encodeURIComponent(`title::${cast}`)}`), 400, 'PGRST100');
    });
  });

  describe('names and JSON paths', () => {
    it('treats a hostile column or alias as a name, never as SQL', async () => {
      await expectError(await get(`books?select=${encodeURIComponent('"id from pg_roles --"')}`), 400, '42703');
      const aliased = await get(`books?select=${encodeURIComponent('"x\\" from pg_roles --":title')}&id=eq.2`);
      expect(aliased.status).toBe(200);
      expect(await aliased.json()).toEqual([{ 'x" from pg_roles --': 'Palace of Desire' }]);
    });

    it('sends JSON path keys as values', async () => {
      const key = "series' || (select rolname from pg_roles limit 1) || '";
      const response = await get(`books?select=${encodeURIComponent(`value:meta->>${JSON.stringify(key)}`)}&id=eq.2`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([{ value: null }]);
      const filtered = await get(`books?select=id&${encodeURIComponent(`meta->>${JSON.stringify(key)}`)}=is.null&id=eq.2`);
      expect(await filtered.json()).toEqual([{ id: 2 }]);
    });
  });

  describe('NUL characters', () => {
    it.each([
      ['select', 'books?select=title%00'],
      ['a filter value', 'books?select=id&title=eq.Du%00ne'],
      ['a filter name', 'books?select=id&tit%00le=eq.1'],
      ['order', 'books?select=id&order=title%00'],
    ])('in %s answer 400 PGRST100', async (_where, query) => {
      const body = await expectError(await get(query), 400, 'PGRST100');
      expect(body.details).toMatch(/NUL/);
    });

    it('in a JSON body answer 400 PGRST102', async () => {
      const response = await post('counters', JSON.stringify({ name: 'nul\u0000name' }));
      const body = await expectError(response, 400, 'PGRST102');
      expect(body.message).toMatch(/NUL/);
    });
  });

  describe('nesting limits', () => {
    it(`refuses JSON bodies nested deeper than ${MAX_JSON_DEPTH} levels, and accepts that depth`, async () => {
      const headers = { Authorization: `Bearer ${backend.anonKey}` };
      for (const depth of [1500, 3000]) {
        const deep = await post('analytics_events', `{"event_type":"custom","event_name":"deep","properties":{"a":${nested(depth)}}}`, headers);
        const body = await expectError(deep, 400, 'PGRST102');
        expect(body.message).toBe(`JSON nested deeper than ${MAX_JSON_DEPTH} levels is not accepted`);
      }
      const atLimit = await post('analytics_events', JSON.stringify({ event_type: 'custom', event_name: 'at-limit', properties: { a: JSON.parse(nested(MAX_JSON_DEPTH - 2)) } }), headers);
      expect(atLimit.status).toBe(201);
    });

    it('refuses deeply nested filter values before the database parses them', async () => {
      const body = await expectError(await get(`books?select=id&meta=cs.${nested(1500)}`), 400, 'PGRST100');
      expect(body.details).toMatch(/nested deeper than/);
      await expectError(await get(`books?select=id&tags=cs.${encodeURIComponent(`${'{'.repeat(1500)}${'}'.repeat(1500)}`)}`), 400, 'PGRST100');
    });

    it(`refuses embeds and logic trees nested deeper than ${MAX_QUERY_NESTING} levels`, async () => {
      const embeds = `${'author:authors(id,books!author_id('.repeat(MAX_QUERY_NESTING)}id${'))'.repeat(MAX_QUERY_NESTING)}`;
      await expectError(await get(`books?select=${encodeURIComponent(embeds)}`), 400, 'PGRST100');
      const logic = `(${'and('.repeat(MAX_QUERY_NESTING + 1)}id.eq.1${')'.repeat(MAX_QUERY_NESTING + 1)})`;
      await expectError(await get(`books?select=id&or=${encodeURIComponent(logic)}`), 400, 'PGRST100');
      const fine = `(${'and('.repeat(3)}id.eq.1${')'.repeat(3)})`;
      expect((await get(`books?select=id&or=${encodeURIComponent(fine)}`)).status).toBe(200);
    });

    it('refuses a limit or offset too large to be a number', async () => {
      await expectError(await get('books?select=id&limit=99999999999999999999999'), 400, 'PGRST100');
      await expectError(await get('books?select=id&offset=99999999999999999999999'), 400, 'PGRST100');
      await expectError(await get('books?select=id,reviews(id)&reviews.limit=99999999999999999999999'), 400, 'PGRST100');
    });
  });

  it(`answers a body over ${MAX_BODY_BYTES} bytes with 413, not a reset connection`, async () => {
    const big = JSON.stringify({ name: 'big', updated_by: 'x'.repeat(MAX_BODY_BYTES) });
    const response = await post('counters', big);
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe(`Request body is larger than ${MAX_BODY_BYTES} bytes`);
    const after = await get('authors?select=id&limit=1');
    expect(after.status).toBe(200);
  });

  it('describes in the OpenAPI root only what the caller may use', async () => {
    const paths = async (key) => Object.keys((await (await fetch(`${backend.url}/rest/v1/`, { headers: { apikey: key } })).json()).paths);
    const anon = await paths(backend.anonKey);
    expect(anon).toContain('/books');
    expect(anon).not.toContain('/secrets');
    expect(anon).not.toContain('/notes');
    expect(anon).not.toContain('/rpc/fail');
    const service = await paths(backend.serviceRoleKey);
    expect(service).toEqual(expect.arrayContaining(['/secrets', '/notes', '/rpc/fail']));
  });

  it('keeps health green after all of the above', async () => {
    const health = await fetch(`${backend.url}/api/health`);
    expect(health.status).toBe(200);
    expect((await get('books?select=id&limit=1')).status).toBe(200);
  });
});
