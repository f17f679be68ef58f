import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_TIMEOUT, startBackend, targets } from './support/backend.mjs';

/** Reads through supabase-js: select trees, embedding, filters, modifiers, counts, errors. */
describe.each(await targets())('REST reads on $name', (target) => {
  /** @type {Awaited<ReturnType<typeof startBackend>>} */
  let backend;
  /** @type {ReturnType<typeof backend.client>} */
  let sb;
  beforeAll(async () => {
    backend = await startBackend(target);
    sb = backend.client();
  }, SETUP_TIMEOUT);
  afterAll(() => backend?.close());

  const ids = (data) => data.map((row) => row.id);

  describe('select', () => {
    it('returns every column with * and types serialized like PostgREST', async () => {
      const { data, error, status } = await sb.from('books').select('*').eq('id', 1);
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(data[0]).toMatchObject({
        id: 1,
        title: 'Palace Walk',
        tags: ['classic', 'cairo'],
        meta: { pages: 498, series: { name: 'Cairo Trilogy', part: 1 } },
        price: 12.5,
        isbn: 9780385264662,
        published_at: '1956-01-01T00:00:00+00:00',
      });
    });

    it('selects columns, aliases, casts and JSON paths', async () => {
      const { data, error } = await sb.from('books').select('id,name:title,year::text,pages:meta->pages,series:meta->series->>name').eq('id', 2);
      expect(error).toBeNull();
      expect(data).toEqual([{ id: 2, name: 'Palace of Desire', year: '1957', pages: 422, series: 'Cairo Trilogy' }]);
    });

    it('embeds many-to-one as an object or null and one-to-many as an array or []', async () => {
      const { data, error } = await sb.from('books').select('id,author:authors!author_id(name),editor:authors!books_editor_id_fkey(name),reviews(stars)').in('id', [2, 3]).order('id');
      expect(error).toBeNull();
      expect(data).toEqual([
        { id: 2, author: { name: 'Naguib Mahfouz' }, editor: { name: 'Radwa Ashour' }, reviews: [] },
        { id: 3, author: { name: 'Naguib Mahfouz' }, editor: null, reviews: [] },
      ]);
    });

    it('embeds through a junction table and nests embeds', async () => {
      const { data, error } = await sb.from('authors').select('name,books!author_id(title,tags:tags(label),reviews(stars))').eq('id', 2).order('label', { referencedTable: 'books.tags' });
      expect(error).toBeNull();
      expect(data).toEqual([{ name: 'Tayeb Salih', books: [{ title: 'Season of Migration to the North', tags: [{ label: 'prize' }, { label: 'translated' }], reviews: [{ stars: 5 }] }] }]);
    });

    it('embeds by foreign-key column name', async () => {
      const { data, error } = await sb.from('books').select('id,author_id(name)').eq('id', 5);
      expect(error).toBeNull();
      expect(data).toEqual([{ id: 5, author_id: { name: 'Radwa Ashour' } }]);
    });

    it('embeds a self-reference both ways with column and constraint hints', async () => {
      const { data, error } = await sb.from('categories').select('name,parent:categories!parent_id(name),children:categories!categories_parent_fkey(name)').order('id').order('id', { referencedTable: 'children' });
      expect(error).toBeNull();
      expect(data).toEqual([
        { name: 'Fiction', parent: null, children: [{ name: 'Novels' }, { name: 'Stories' }] },
        { name: 'Novels', parent: { name: 'Fiction' }, children: [] },
        { name: 'Stories', parent: { name: 'Fiction' }, children: [] },
      ]);
      const ambiguous = await sb.from('categories').select('name,categories(name)');
      expect(ambiguous.status).toBe(300);
    });

    it('filters parents with !inner and keeps them with !left', async () => {
      const inner = await sb.from('books').select('id,reviews!inner(stars)').eq('reviews.stars', 5).order('id');
      expect(inner.error).toBeNull();
      expect(inner.data).toEqual([
        { id: 1, reviews: [{ stars: 5 }] },
        { id: 4, reviews: [{ stars: 5 }] },
      ]);
      const left = await sb.from('books').select('id,reviews!left(stars)').eq('reviews.stars', 5).order('id');
      expect(left.data).toHaveLength(6);
      expect(left.data.find((row) => row.id === 2).reviews).toEqual([]);
    });

    it('applies or, order and limit inside an embedded resource', async () => {
      const { data, error } = await sb
        .from('books')
        .select('id,reviews(stars,body)')
        .eq('id', 1)
        .or('stars.eq.4,body.is.null', { referencedTable: 'reviews' })
        .order('stars', { referencedTable: 'reviews' })
        .limit(1, { referencedTable: 'reviews' });
      expect(error).toBeNull();
      expect(data).toEqual([{ id: 1, reviews: [{ stars: 4, body: 'Long but rewarding' }] }]);
    });

    it('filters on the presence of an embedded resource', async () => {
      const { data, error } = await sb.from('books').select('id,editor:authors!editor_id(name)').not('editor', 'is', null).order('id');
      expect(error).toBeNull();
      expect(ids(data)).toEqual([1, 2, 4]);
    });

    it('answers 300 PGRST201 for an ambiguous embed and 400 PGRST200 for an unknown one', async () => {
      const ambiguous = await sb.from('books').select('id,authors(name)');
      expect(ambiguous.status).toBe(300);
      expect(ambiguous.error).toMatchObject({ code: 'PGRST201', message: "Could not embed because more than one relationship was found for 'books' and 'authors'" });
      expect(ambiguous.error.details).toHaveLength(2);
      expect(ambiguous.error.hint).toContain("'authors!books_author_id_fkey'");
      const unknown = await sb.from('books').select('id,publishers(name)');
      expect(unknown.status).toBe(400);
      expect(unknown.error.code).toBe('PGRST200');
    });

    it('rejects an unknown column with 42703 and a malformed select with PGRST100', async () => {
      const column = await sb.from('books').select('id,nope');
      expect(column.status).toBe(400);
      expect(column.error).toMatchObject({ code: '42703', message: 'column books.nope does not exist' });
      const malformed = await sb.from('books').select('id,author(name');
      expect(malformed.status).toBe(400);
      expect(malformed.error.code).toBe('PGRST100');
    });

    it('answers 404 PGRST205 for an unknown table, with a suggestion', async () => {
      const { status, error } = await sb.from('book').select();
      expect(status).toBe(404);
      expect(error).toMatchObject({ code: 'PGRST205', message: "Could not find the table 'public.book' in the schema cache", hint: "Perhaps you meant the table 'public.books'" });
    });
  });

  describe('filters', () => {
    const cases = [
      ['eq', (q) => q.eq('year', 1957), [2, 3]],
      ['neq', (q) => q.neq('author_id', 1), [4, 5, 6]],
      ['gt', (q) => q.gt('year', 1963), [4, 5]],
      ['gte', (q) => q.gte('year', 1963), [4, 5, 6]],
      ['lt', (q) => q.lt('year', 1957), [1]],
      ['lte', (q) => q.lte('year', 1957), [1, 2, 3]],
      ['like with %', (q) => q.like('title', 'Palace%'), [1, 2]],
      ['like with *', (q) => q.like('title', '*Sun'), [6]],
      ['ilike', (q) => q.ilike('title', '%street%'), [3]],
      ['is null', (q) => q.is('price', null), [5]],
      ['is not null', (q) => q.not('isbn', 'is', null), [1, 2, 4]],
      ['in with quoted members', (q) => q.in('title', ['Granada', 'Men in the Sun', 'a,b']), [5, 6]],
      ['not in', (q) => q.not('id', 'in', '(1,2,3,4)'), [5, 6]],
      ['contains array', (q) => q.contains('tags', ['classic', 'cairo']), [1, 2]],
      ['contained by array', (q) => q.containedBy('tags', ['classic', 'sudan', 'andalusia']), [3, 4, 5, 6]],
      ['overlaps array', (q) => q.overlaps('tags', ['sudan', 'andalusia']), [4, 5]],
      ['contains jsonb', (q) => q.contains('meta', { series: { part: 2 } }), [2]],
      ['JSON path filter', (q) => q.eq('meta->>pages', '169'), [4]],
      ['full-text search', (q) => q.textSearch('search', 'palace & desire', { config: 'english' }), [2]],
      ['full-text search with config on text', (q) => q.textSearch('title', 'walk', { config: 'english', type: 'plain' }), [1]],
      ['websearch', (q) => q.textSearch('search', '"sugar street"', { type: 'websearch', config: 'english' }), [3]],
      ['or', (q) => q.or('year.lt.1957,price.is.null'), [1, 5]],
      ['or with nested and', (q) => q.or('id.eq.6,and(year.eq.1957,price.gt.12)'), [2, 6]],
      ['negated logic inside or', (q) => q.or('not.and(year.lt.1960,author_id.eq.1),id.eq.1'), [1, 4, 5, 6]],
      ['match', (q) => q.match({ author_id: 1, year: 1957 }), [2, 3]],
      ['quantified like(any)', (q) => q.likeAnyOf('title', ['Gran%', '%Sun']), [5, 6]],
      ['isdistinct', (q) => q.isDistinct('editor_id', 3), [3, 4, 5, 6]],
    ];
    it.each(cases)('%s', async (_label, apply, expected) => {
      const { data, error } = await apply(sb.from('books').select('id')).order('id');
      expect(error).toBeNull();
      expect(ids(data)).toEqual(expected);
    });

    it('accepts and=, not.or= and nested trees in the query string', async () => {
      const get = async (query) => {
        const response = await fetch(`${backend.url}/rest/v1/books?select=id&order=id&${query}`, { headers: { apikey: backend.anonKey } });
        expect(response.status).toBe(200);
        return ids(await response.json());
      };
      expect(await get('and=(year.gte.1957,year.lte.1963)')).toEqual([2, 3, 6]);
      expect(await get('not.or=(year.lt.1960,price.is.null)')).toEqual([4, 6]);
      expect(await get('or=(and(author_id.eq.1,not.or(year.eq.1956,year.eq.1957)),title.eq.Granada)')).toEqual([5]);
      expect(await get(`or=${encodeURIComponent('(title.eq."Men in the Sun",title.in.("Granada","x,y"))')}`)).toEqual([5, 6]);
    });

    it('rejects an unknown operator with PGRST100', async () => {
      const { status, error } = await sb.from('books').select('id').filter('year', 'between', '1,2');
      expect(status).toBe(400);
      expect(error.code).toBe('PGRST100');
    });
  });

  describe('modifiers', () => {
    it('orders by several columns with nulls placement', async () => {
      const { data } = await sb.from('books').select('id').order('editor_id', { ascending: false, nullsFirst: false }).order('id', { ascending: true });
      expect(ids(data)).toEqual([1, 2, 4, 3, 5, 6]);
      const nullsFirst = await sb.from('books').select('id').order('isbn', { nullsFirst: true }).order('id');
      expect(ids(nullsFirst.data).slice(0, 3)).toEqual([3, 5, 6]);
    });

    it('applies limit and range, with Content-Range and counts', async () => {
      const limited = await sb.from('books').select('id').order('id').limit(2);
      expect(ids(limited.data)).toEqual([1, 2]);
      const ranged = await sb.from('books').select('id', { count: 'exact' }).order('id').range(2, 3);
      expect(ranged.status).toBe(206);
      expect(ranged.count).toBe(6);
      expect(ids(ranged.data)).toEqual([3, 4]);
    });

    it('sends Content-Range, 206 and 416 as PostgREST does', async () => {
      const headers = { apikey: backend.anonKey, Prefer: 'count=exact' };
      const partial = await fetch(`${backend.url}/rest/v1/books?select=id&order=id&offset=0&limit=2`, { headers });
      expect(partial.status).toBe(206);
      expect(partial.headers.get('content-range')).toBe('0-1/6');
      const all = await fetch(`${backend.url}/rest/v1/books?select=id`, { headers });
      expect(all.status).toBe(200);
      expect(all.headers.get('content-range')).toBe('0-5/6');
      const noCount = await fetch(`${backend.url}/rest/v1/books?select=id&limit=2`, { headers: { apikey: backend.anonKey } });
      expect(noCount.headers.get('content-range')).toBe('0-1/*');
      const empty = await fetch(`${backend.url}/rest/v1/books?select=id&id=eq.0`, { headers });
      expect(empty.headers.get('content-range')).toBe('*/0');
      const emptyNoCount = await fetch(`${backend.url}/rest/v1/books?select=id&id=eq.0`, { headers: { apikey: backend.anonKey } });
      expect(emptyNoCount.headers.get('content-range')).toBe('*/*');
      const beyond = await fetch(`${backend.url}/rest/v1/books?select=id&offset=10`, { headers });
      expect(beyond.status).toBe(416);
      expect((await beyond.json()).code).toBe('PGRST103');
      const rangeHeader = await fetch(`${backend.url}/rest/v1/books?select=id&order=id&limit=1`, { headers: { ...headers, Range: '1-3' } });
      expect(rangeHeader.headers.get('content-range')).toBe('1-3/6');
      expect((await rangeHeader.json()).map((row) => row.id)).toEqual([2, 3, 4]);
      expect(rangeHeader.headers.get('preference-applied')).toBe('count=exact');
    });

    it('counts with head: true and no body, for exact, planned and estimated', async () => {
      for (const count of ['exact', 'planned', 'estimated']) {
        const { data, count: total, error } = await sb.from('books').select('*', { count, head: true }).gte('year', 1957);
        expect(error).toBeNull();
        expect(data).toBeNull();
        expect(total).toBe(5);
      }
    });

    it('caps every read at 1000 rows (max_rows)', async () => {
      const view = await sb.from('numbers').select('n', { count: 'exact' });
      expect(view.data).toHaveLength(1000);
      expect(view.count).toBe(1500);
      expect(view.status).toBe(206);
      const fn = await sb.rpc('series', { n: 1500 });
      expect(fn.data).toHaveLength(1000);
      const asked = await sb.from('numbers').select('n').limit(5000);
      expect(asked.data).toHaveLength(1000);
    });
  });

  describe('single and maybeSingle', () => {
    it('single returns one object, and 406 PGRST116 for zero or several rows', async () => {
      const one = await sb.from('books').select('title').eq('id', 4).single();
      expect(one.data).toEqual({ title: 'Season of Migration to the North' });
      const none = await sb.from('books').select('title').eq('id', 99).single();
      expect(none.status).toBe(406);
      expect(none.error).toEqual({ code: 'PGRST116', details: 'The result contains 0 rows', hint: null, message: 'Cannot coerce the result to a single JSON object' });
      const many = await sb.from('books').select('title').eq('year', 1957).single();
      expect(many.status).toBe(406);
      expect(many.error.details).toBe('The result contains 2 rows');
    });

    it('maybeSingle gets a plain array: null for none, the row for one, an error for several', async () => {
      expect((await sb.from('books').select('id').eq('id', 99).maybeSingle()).data).toBeNull();
      expect((await sb.from('books').select('id').eq('id', 5).maybeSingle()).data).toEqual({ id: 5 });
      const many = await sb.from('books').select('id').eq('year', 1957).maybeSingle();
      expect(many.error?.code).toBe('PGRST116');
    });

    it('answers the object media type with its content type', async () => {
      const response = await fetch(`${backend.url}/rest/v1/books?select=id&id=eq.1`, { headers: { apikey: backend.anonKey, Accept: 'application/vnd.pgrst.object+json' } });
      expect(response.headers.get('content-type')).toBe('application/vnd.pgrst.object+json; charset=utf-8');
      expect(await response.json()).toEqual({ id: 1 });
    });
  });

  describe('bad input', () => {
    const get = (query, headers = {}) => fetch(`${backend.url}/rest/v1/${query}`, { headers: { apikey: backend.anonKey, ...headers } });
    it.each([
      ['books?select=id&limit=ten', 400, 'PGRST100'],
      ['books?select=id&order=id.sideways', 400, 'PGRST100'],
      ['books?select=id&or=(id.eq.1', 400, 'PGRST100'],
      ['books?select=id&year=is.maybe', 400, 'PGRST100'],
      ['books?select=id&year=eq.notanumber', 400, '22P02'],
      ['books?select=id&nope.year=eq.1', 400, 'PGRST108'],
      ['books?select=id,reviews(%22', 400, 'PGRST100'],
    ])('GET %s -> %i %s', async (query, status, code) => {
      const response = await get(query);
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.headers.get('proxy-status')).toBe(`PostgREST; error=${code}`);
      expect((await response.json()).code).toBe(code);
    });

    it('refuses another schema and unknown media types', async () => {
      expect((await get('books', { 'Accept-Profile': 'private' })).status).toBe(406);
      const media = await get('books', { Accept: 'text/xml' });
      expect(media.status).toBe(406);
      expect((await media.json()).code).toBe('PGRST107');
    });

    it('keeps serving after a stream of bad requests', async () => {
      await Promise.all(Array.from({ length: 20 }, (_, i) => get(`books?select=${'('.repeat(i)}`)));
      const { data } = await sb.from('authors').select('id').limit(1);
      expect(data).toHaveLength(1);
    });
  });
});
