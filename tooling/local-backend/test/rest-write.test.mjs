import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_TIMEOUT, startBackend, targets, uniqueEmail } from './support/backend.mjs';

/** Writes and function calls through supabase-js: statuses, Prefer handling, errors. */
describe.each(await targets())('REST writes and RPC on $name', (target) => {
  /** @type {Awaited<ReturnType<typeof startBackend>>} */
  let backend;
  let anon;
  let user;
  let service;
  beforeAll(async () => {
    backend = await startBackend(target);
    anon = backend.client();
    service = backend.client(backend.serviceRoleKey);
    user = (await backend.userClient(uniqueEmail('writer'))).client;
  }, SETUP_TIMEOUT);
  afterAll(() => backend?.close());

  const raw = (path, init = {}) =>
    fetch(`${backend.url}/rest/v1/${path}`, { ...init, headers: { apikey: backend.serviceRoleKey, 'Content-Type': 'application/json', ...(init.headers ?? {}) } });

  describe('insert', () => {
    it('answers 201 with no body and no content type by default', async () => {
      const response = await raw('tags', { method: 'POST', body: JSON.stringify({ label: 'poetry' }) });
      expect(response.status).toBe(201);
      expect(response.headers.get('content-type')).toBeNull();
      expect(response.headers.get('content-range')).toBe('*/*');
      expect(await response.text()).toBe('');
      const { data, status, error } = await user.from('tags').insert({ label: 'essays' });
      expect(error).toBeNull();
      expect(status).toBe(201);
      expect(data).toBeNull();
    });

    it('returns the representation with select(), embeds included', async () => {
      const { data, status, error } = await user.from('reviews').insert({ book_id: 6, stars: 4, body: 'Short' }).select('stars,book:books(title)');
      expect(error).toBeNull();
      expect(status).toBe(201);
      expect(data).toEqual([{ stars: 4, book: { title: 'Men in the Sun' } }]);
    });

    it('inserts arrays with columns=, keys missing become NULL or the default with missing=default', async () => {
      const nulls = await service.from('counters').insert([{ name: 'a1', value: 1 }, { name: 'a2', value: 2, updated_by: 'me' }]).select('name,updated_by').order('name');
      expect(nulls.error).toBeNull();
      expect(nulls.data).toEqual([
        { name: 'a1', updated_by: null },
        { name: 'a2', updated_by: 'me' },
      ]);
      const defaults = await service.from('counters').insert([{ name: 'b1' }, { name: 'b2', updated_by: 'me' }], { defaultToNull: false }).select('name,value,updated_by').order('name');
      expect(defaults.error).toBeNull();
      expect(defaults.data).toEqual([
        { name: 'b1', value: 0, updated_by: 'system' },
        { name: 'b2', value: 0, updated_by: 'me' },
      ]);
    });

    it('reports PGRST204 for an unknown column and PGRST102 for a broken body', async () => {
      const unknown = await service.from('tags').insert({ label: 'x', colour: 'red' });
      expect(unknown.status).toBe(400);
      expect(unknown.error).toMatchObject({ code: 'PGRST204', message: "Could not find the 'colour' column of 'tags' in the schema cache" });
      const broken = await raw('tags', { method: 'POST', body: '{"label":' });
      expect(broken.status).toBe(400);
      expect((await broken.json()).code).toBe('PGRST102');
      const mismatched = await raw('tags', { method: 'POST', body: JSON.stringify([{ label: 'p' }, { id: 99 }]) });
      expect(mismatched.status).toBe(400);
      expect((await mismatched.json()).message).toBe('All object keys must match');
    });

    it('returns a Location with return=headers-only', async () => {
      const response = await raw('tags', { method: 'POST', headers: { Prefer: 'return=headers-only' }, body: JSON.stringify({ label: 'drama' }) });
      expect(response.status).toBe(201);
      expect(response.headers.get('location')).toMatch(/^\/tags\?id=eq\.\d+$/);
      expect(response.headers.get('preference-applied')).toBe('return=headers-only');
    });

    it('maps constraint violations: 23505 and 23503 to 409, 23514 and 23502 to 400', async () => {
      const duplicate = await user.from('tags').insert({ label: 'prize' });
      expect(duplicate.status).toBe(409);
      expect(duplicate.error).toMatchObject({ code: '23505' });
      expect(duplicate.error.details).toContain('already exists');
      const missingParent = await user.from('reviews').insert({ book_id: 999, stars: 3 });
      expect(missingParent.status).toBe(409);
      expect(missingParent.error.code).toBe('23503');
      const check = await user.from('reviews').insert({ book_id: 1, stars: 9 });
      expect(check.status).toBe(400);
      expect(check.error.code).toBe('23514');
      const notNull = await user.from('reviews').insert({ book_id: 1 });
      expect(notNull.status).toBe(400);
      expect(notNull.error.code).toBe('23502');
    });

    it('rolls back a write whose single() check fails', async () => {
      const { status, error } = await service.from('tags').insert([{ label: 'gone-1' }, { label: 'gone-2' }]).select().single();
      expect(status).toBe(406);
      expect(error.code).toBe('PGRST116');
      const { count } = await service.from('tags').select('*', { count: 'exact', head: true }).like('label', 'gone-%');
      expect(count).toBe(0);
    });
  });

  describe('upsert', () => {
    it('answers 201 when a row is inserted and 200 when merge-duplicates only updated', async () => {
      const first = await user.from('counters').upsert({ name: 'visits', value: 1 }).select();
      expect(first.status).toBe(201);
      const second = await user.from('counters').upsert({ name: 'visits', value: 2 }).select();
      expect(second.status).toBe(200);
      expect(second.data).toEqual([{ name: 'visits', value: 2, updated_by: 'system' }]);
      const minimal = await user.from('counters').upsert({ name: 'visits', value: 3 });
      expect(minimal.status).toBe(200);
      expect(minimal.data).toBeNull();
    });

    it('ignores duplicates with ignoreDuplicates and honours on_conflict', async () => {
      const ignored = await user.from('counters').upsert({ name: 'visits', value: 100 }, { ignoreDuplicates: true }).select();
      expect(ignored.status).toBe(201);
      expect(ignored.data).toEqual([]);
      const byLabel = await service.from('tags').upsert([{ label: 'prize' }, { label: 'new-one' }], { onConflict: 'label' }).select('label').order('label');
      expect(byLabel.error).toBeNull();
      expect(byLabel.status).toBe(201);
      expect(byLabel.data).toEqual([{ label: 'new-one' }, { label: 'prize' }]);
    });

    it('echoes the honoured preferences', async () => {
      const response = await raw('counters?on_conflict=name&columns=%22name%22,%22value%22&select=name', {
        method: 'POST',
        headers: { Prefer: 'resolution=merge-duplicates, return=representation, count=exact' },
        body: JSON.stringify([{ name: 'pref', value: 1 }]),
      });
      expect(response.status).toBe(201);
      expect(response.headers.get('preference-applied')).toBe('resolution=merge-duplicates, return=representation, count=exact');
      expect(response.headers.get('content-range')).toBe('*/1');
      expect(await response.json()).toEqual([{ name: 'pref' }]);
    });
  });

  describe('update and delete', () => {
    it('answers 204 without select() and 200 with the rows with it', async () => {
      await service.from('counters').insert([{ name: 'u1' }, { name: 'u2' }]);
      const minimal = await service.from('counters').update({ value: 7 }).in('name', ['u1', 'u2']);
      expect(minimal.status).toBe(204);
      expect(minimal.data).toBeNull();
      const shown = await service.from('counters').update({ value: 8 }).eq('name', 'u1').select('name,value');
      expect(shown.status).toBe(200);
      expect(shown.data).toEqual([{ name: 'u1', value: 8 }]);
      const counted = await raw('counters?name=like.u*', { method: 'PATCH', headers: { Prefer: 'count=exact' }, body: JSON.stringify({ value: 9 }) });
      expect(counted.status).toBe(204);
      expect(counted.headers.get('content-range')).toBe('0-1/2');
      const deleted = await service.from('counters').delete().eq('name', 'u2').select('name');
      expect(deleted.status).toBe(200);
      expect(deleted.data).toEqual([{ name: 'u2' }]);
      const gone = await service.from('counters').delete({ count: 'exact' }).eq('name', 'u1');
      expect(gone.status).toBe(204);
      expect(gone.count).toBe(1);
    });

    it('returns the rows it changed even when the change takes them out of the filter, as PostgREST does', async () => {
      await service.from('counters').insert([{ name: 'f1', value: 1 }, { name: 'f2', value: 2 }]);
      // The filter picks the rows to change; the representation is of the changed rows, not filtered again.
      const shown = await service.from('counters').update({ value: 5 }).eq('value', 1).like('name', 'f*').select('name,value');
      expect(shown.data).toEqual([{ name: 'f1', value: 5 }]);
      await service.from('counters').delete().like('name', 'f*');
    });

    it('refuses UPDATE and DELETE without filters, as safeupdate does', async () => {
      const update = await service.from('counters').update({ value: 0 });
      expect(update.status).toBe(400);
      expect(update.error).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' });
      const remove = await service.from('counters').delete();
      expect(remove.status).toBe(400);
      expect(remove.error.message).toBe('DELETE requires a WHERE clause');
    });

    it('hides rows RLS does not show, without an error', async () => {
      const other = (await backend.userClient(uniqueEmail('other'))).client;
      const { data: note } = await user.from('notes').insert({ body: 'mine' }).select('id').single();
      const update = await other.from('notes').update({ body: 'stolen' }).eq('id', note.id).select();
      expect(update.error).toBeNull();
      expect(update.data).toEqual([]);
      const remove = await other.from('notes').delete().eq('id', note.id).select();
      expect(remove.data).toEqual([]);
      expect((await user.from('notes').select('body').eq('id', note.id).single()).data).toEqual({ body: 'mine' });
    });
  });

  describe('permissions', () => {
    it('answers 42501 with 401 and WWW-Authenticate for anon, 403 for a signed-in user', async () => {
      const anonResponse = await fetch(`${backend.url}/rest/v1/secrets?select=*`, { headers: { apikey: backend.anonKey } });
      expect(anonResponse.status).toBe(401);
      expect(anonResponse.headers.get('www-authenticate')).toBe('Bearer');
      expect((await anonResponse.json()).code).toBe('42501');
      const userResult = await user.from('secrets').select();
      expect(userResult.status).toBe(403);
      expect(userResult.error.code).toBe('42501');
      const serviceResult = await service.from('secrets').select('value');
      expect(serviceResult.data).toEqual([{ value: 'hidden' }]);
    });

    it('treats an RLS WITH CHECK failure as 42501', async () => {
      const other = (await backend.userClient(uniqueEmail('forger'))).client;
      const { data: me } = await user.auth.getUser();
      const forged = await other.from('notes').insert({ body: 'forged', owner_id: me.user.id });
      expect(forged.status).toBe(403);
      expect(forged.error.code).toBe('42501');
    });
  });

  describe('rpc', () => {
    it('calls scalar functions with named arguments, by POST and by GET', async () => {
      expect((await anon.rpc('add', { a: 2, b: 40 })).data).toBe(42);
      expect((await anon.rpc('add', { a: 2 })).data).toBe(3);
      expect((await anon.rpc('greet', { name: 'Salma' }, { get: true })).data).toBe('Hello, Salma');
      expect((await anon.rpc('echo_json', { any: ['thing'] })).data).toEqual({ any: ['thing'] });
    });

    it('filters, orders and counts set-returning functions', async () => {
      const { data, error, count } = await anon.rpc('books_since', { since: 1957 }, { count: 'exact' }).select('title,author:authors!author_id(name)').lt('year', 1966).order('year', { ascending: false }).order('id');
      expect(error).toBeNull();
      expect(count).toBe(3);
      expect(data).toEqual([
        { title: 'Men in the Sun', author: { name: 'Ghassan Kanafani' } },
        { title: 'Palace of Desire', author: { name: 'Naguib Mahfouz' } },
        { title: 'Sugar Street', author: { name: 'Naguib Mahfouz' } },
      ]);
      const table = await anon.rpc('book_stats').eq('author', 'Tayeb Salih').single();
      expect(table.data).toEqual({ author: 'Tayeb Salih', books: 1 });
      const scalars = await anon.rpc('years', {}, { get: true });
      expect(scalars.data).toEqual([1956, 1957, 1963, 1966, 1994]);
    });

    it('answers 204 for a void function, and runs it', async () => {
      const { status, data } = await anon.rpc('bump', { counter: 'rpc' });
      expect(status).toBe(204);
      expect(data).toBeNull();
      expect((await anon.from('counters').select('value').eq('name', 'rpc').single()).data).toEqual({ value: 1 });
    });

    it('sees the caller through auth.uid() and the request settings', async () => {
      const anonSelf = await anon.rpc('whoami');
      expect(anonSelf.data).toEqual({ role: 'anon', sub: null, method: 'POST', path: '/rpc/whoami' });
      const { data: me } = await user.auth.getUser();
      const userSelf = await user.rpc('whoami', {}, { get: true });
      expect(userSelf.data).toEqual({ role: 'authenticated', sub: me.user.id, method: 'GET', path: '/rpc/whoami' });
      expect((await service.rpc('whoami')).data.role).toBe('service_role');
    });

    it('maps raised exceptions, missing functions, privileges and read-only GET', async () => {
      const raised = await user.rpc('fail', { message: 'no way' });
      expect(raised.status).toBe(400);
      expect(raised.error).toEqual({ code: 'P0001', message: 'no way', details: null, hint: 'raised on purpose' });
      const denied = await anon.rpc('fail', { message: 'x' });
      expect(denied.status).toBe(401);
      expect(denied.error.code).toBe('42501');
      const missing = await anon.rpc('nope', { a: 1 });
      expect(missing.status).toBe(404);
      expect(missing.error).toMatchObject({ code: 'PGRST202', message: 'Could not find the function public.nope(a) in the schema cache' });
      const wrongArgs = await anon.rpc('add', { x: 1 });
      expect(wrongArgs.error.code).toBe('PGRST202');
      const readOnly = await anon.rpc('bump', { counter: 'ro' }, { get: true });
      expect(readOnly.status).toBe(405);
      expect(readOnly.error.code).toBe('25006');
    });
  });
});
