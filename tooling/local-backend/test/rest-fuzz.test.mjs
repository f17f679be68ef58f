import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_TIMEOUT, startBackend, targets } from './support/backend.mjs';

/**
 * A bounded fuzz run of the REST parser and SQL builder with generated `select`, filter, `order`,
 * `on_conflict` and JSON bodies, sent as anon over HTTP. Whatever is sent, the answer is never a
 * 5xx (except the documented statement timeout), never carries a value the anon role cannot
 * read, and the backend stays healthy. The seed is fixed so a failure reproduces; FUZZ_SEED
 * and FUZZ_RUNS explore further.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const SENTINEL = 'fuzz-sentinel-7f3a9c';

const COLUMNS = ['id', 'title', 'year', 'tags', 'meta', 'price', 'isbn', 'published_at', 'search', 'author_id', 'name', 'value', 'stars', 'body'];
const TABLES = ['authors', 'books', 'reviews', 'tags', 'book_tags', 'secrets', 'notes', 'users', 'pg_policy', 'counters'];
const TYPES = ['text', 'int', 'integer', 'numeric(10,2)', 'varchar(3)', 'text[]', 'jsonb', 'double precision', 'regclass', 'bool', 'date', 'tsvector'];
const HOSTILE = [
  "'; select value from secrets; --",
  ') union select polname from pg_policy --',
  '"',
  "'",
  '\\',
  '\u0000',
  '$1',
  '/*',
  '::',
  '->',
  '->>',
  '(',
  ')',
  ',',
  '!inner',
  '*',
  '%',
  '{',
  '[',
  ']]]]]]]]',
  '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[',
  '\u0627\u0644\u0639\u0631\u0628\u064a\u0629',
  '\ud83d\ude00',
];

const word = fc.oneof(
  { arbitrary: fc.constantFrom(...COLUMNS), weight: 6 },
  { arbitrary: fc.constantFrom(...TABLES), weight: 1 },
  { arbitrary: fc.constantFrom(...HOSTILE), weight: 2 },
  { arbitrary: fc.string({ maxLength: 12 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 8 }), weight: 1 },
);
/**
 * SQL smuggled after a type name: the shape that once turned a cast into a UNION over the
 * catalogs. Built to be valid SQL for the fuzzed tables, so only the backend's checks stop it.
 */
const smuggled = fc
  .tuple(fc.constantFrom('text', 'varchar', 'int', 'text[]'), fc.constantFrom('books', 'authors', 'reviews'), fc.constantFrom('polname::text from pg_policy', 'rolname::text from pg_roles', 'value from secrets', 'session_user::text'))
  .map(([type, table, stolen]) => `${type} from ${table} _t0 union all select ${stolen} union all select id::text`);
const castSuffix = fc.oneof(fc.constantFrom(...TYPES), smuggled, word).map((type) => `::${type}`);
const jsonPath = fc.array(fc.tuple(fc.constantFrom('->', '->>'), word), { maxLength: 3 }).map((steps) => steps.map(([arrow, key]) => `${arrow}${key}`).join(''));

/** @type {fc.Memo<string>} */
const selectItem = fc.memo((depth) =>
  fc.oneof(
    { depthSize: 'small' },
    fc.constant('*'),
    fc.tuple(fc.option(word, { nil: undefined }), word, jsonPath, fc.option(castSuffix, { nil: undefined })).map(([alias, column, path, cast]) => `${alias ? `${alias}:` : ''}${column}${path}${cast ?? ''}`),
    depth > 1
      ? fc.tuple(fc.option(word, { nil: undefined }), fc.constantFrom(...TABLES), fc.option(fc.oneof(fc.constantFrom('!inner', '!left', '!author_id'), word.map((hint) => `!${hint}`)), { nil: undefined }), fc.array(selectItem(depth - 1), { maxLength: 3 }))
          .map(([alias, table, hint, items]) => `${alias ? `${alias}:` : ''}${table}${hint ?? ''}(${items.join(',')})`)
      : fc.constant('id'),
  ),
);
const select = fc.oneof(
  fc.array(selectItem(3), { minLength: 1, maxLength: 4 }).map((items) => items.join(',')),
  fc.tuple(fc.constantFrom('id', 'title', 'name'), castSuffix).map(([column, cast]) => `${column}${cast}`),
  fc.string({ maxLength: 40 }),
  fc.constantFrom(...HOSTILE),
);

const OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'is', 'isdistinct', 'in', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxl', 'nxr', 'adj', 'fts', 'plfts', 'phfts', 'wfts', 'not.eq', 'eq(any)', 'like(all)', 'fts(english)', 'bogus'];
const value = fc.oneof(
  word,
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom('null', 'true', 'false', 'unknown', 'not_null', '(1,2,3)', '("a,b",c)', '{a,b}', '{}', '[1,2]', '{"a":1}', '[1,10)', '2026-01-01', 'NaN', '-0'),
  fc.json({ maxDepth: 4 }),
);
const filterValue = fc.tuple(fc.constantFrom(...OPERATORS), value).map(([op, text]) => `${op}.${text}`);
const filterKey = fc.oneof(fc.constantFrom(...COLUMNS), fc.tuple(fc.constantFrom(...COLUMNS), jsonPath).map(([column, path]) => `${column}${path}`), word);
const logic = fc.array(fc.tuple(filterKey, filterValue).map(([key, text]) => `${key}.${text}`), { minLength: 1, maxLength: 3 }).map((items) => `(${items.join(',')})`);
const order = fc
  .array(fc.tuple(filterKey, fc.constantFrom('', '.asc', '.desc', '.nullsfirst', '.desc.nullslast', '.sideways')).map(([key, suffix]) => `${key}${suffix}`), { minLength: 1, maxLength: 3 })
  .map((terms) => terms.join(','));
const nameList = fc.array(fc.oneof(fc.constantFrom('name', 'value', 'updated_by', 'id'), word), { minLength: 1, maxLength: 3 }).map((names) => names.join(','));
const jsonBody = fc.oneof(
  fc.json({ maxDepth: 6 }),
  fc.record({ name: fc.oneof(fc.string({ maxLength: 20 }), word), value: fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.constant(null)), updated_by: fc.option(word) }).map((row) => JSON.stringify(row)),
  fc.array(fc.record({ name: word, value: fc.integer({ min: -5, max: 5 }) }), { maxLength: 4 }).map((rows) => JSON.stringify(rows)),
  fc.string({ maxLength: 40 }),
  fc.integer({ min: 60, max: 3000 }).map((depth) => `{"name":"deep","meta":${'['.repeat(depth)}${']'.repeat(depth)}}`),
);

describe.each(await targets())('REST fuzzing on $name', (target) => {
  /** @type {Awaited<ReturnType<typeof startBackend>>} */
  let backend;
  /** Values only a role other than anon can read; no answer to anon may contain one. */
  let forbidden = [];
  beforeAll(async () => {
    backend = await startBackend(target);
    await backend.db.query('insert into public.secrets (id, value) values (424242, $1)', [SENTINEL]);
    forbidden = [SENTINEL, ...(await backend.db.query("select polname::text as name from pg_policy where polname like 'owners %'")).rows.map((row) => row.name)];
  }, SETUP_TIMEOUT);
  afterAll(() => backend?.close());

  /** Sends one request and checks the invariants. */
  async function probe(method, path, params, body, headers = {}) {
    const query = new URLSearchParams(params).toString();
    const response = await fetch(`${backend.url}/rest/v1/${path}${query ? `?${query}` : ''}`, {
      method,
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json', Prefer: 'return=representation', ...headers },
      body,
    });
    const text = await response.text();
    const context = `${method} ${path}?${query} ${body ?? ''}`.slice(0, 500);
    if (response.status >= 500) {
      expect({ context, status: response.status, code: JSON.parse(text).code }).toEqual({ context, status: 500, code: '57014' });
    }
    for (const value of forbidden) if (text.includes(value)) expect.fail(`${context} answered a value anon cannot read: ${value}`);
  }

  const table = fc.constantFrom('books', 'authors', 'reviews', 'secrets', 'counters', 'notes');
  const readable = fc.constantFrom('books', 'authors', 'reviews');
  const settings = { seed: SEED, numRuns: RUNS, endOnFailure: true };

  it('select', async () => {
    await fc.assert(fc.asyncProperty(fc.oneof(readable, table), select, (path, text) => probe('GET', path, { select: text })), settings);
  }, 120_000);

  it('filters and logic trees', async () => {
    await fc.assert(
      fc.asyncProperty(table, fc.array(fc.tuple(filterKey, filterValue), { maxLength: 3 }), fc.option(logic, { nil: undefined }), (path, filters, tree) =>
        probe('GET', path, [['select', 'id'], ...filters, ...(tree ? [['or', tree]] : [])]),
      ),
      settings,
    );
  }, 120_000);

  it('order, limit, offset and Range', async () => {
    await fc.assert(
      fc.asyncProperty(
        table,
        order,
        fc.option(fc.oneof(fc.nat().map(String), fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String), word), { nil: undefined }),
        fc.option(fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 25n }), fc.option(fc.bigInt({ min: 0n, max: 10n ** 25n }))).map(([from, to]) => `${from}-${to ?? ''}`), { nil: undefined }),
        (path, terms, limit, range) => probe('GET', path, { select: '*', order: terms, ...(limit === undefined ? {} : { limit, offset: limit }) }, undefined, range ? { Range: range } : {}),
      ),
      settings,
    );
  }, 120_000);

  it('inserts and upserts with on_conflict, columns and JSON bodies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('counters', 'books', 'secrets'), jsonBody, fc.option(nameList, { nil: undefined }), fc.option(nameList, { nil: undefined }), (path, body, onConflict, columns) =>
        probe('POST', path, { ...(onConflict ? { on_conflict: onConflict } : {}), ...(columns ? { columns } : {}) }, body),
      ),
      settings,
    );
  }, 120_000);

  it('updates with generated filters and bodies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(filterKey, filterValue), { minLength: 1, maxLength: 2 }), jsonBody, (filters, body) => probe('PATCH', 'counters', filters, body)),
      { ...settings, numRuns: Math.ceil(RUNS / 2) },
    );
  }, 120_000);

  it('stays healthy and correct afterwards', async () => {
    expect((await fetch(`${backend.url}/api/health`)).status).toBe(200);
    const { data, error } = await backend.client().from('books').select('id').order('id').limit(2);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1 }, { id: 2 }]);
  });
});
