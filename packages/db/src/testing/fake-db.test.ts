import { describe, expect, it } from 'vitest';
import { createFakeDb, refuse, type FakeRow } from './index';

const language = (code: string, order: number | null, active = true): FakeRow<'languages'> => ({ id: `lang-${code}`, code, name: code.toUpperCase(), display_order: order as number, is_active: active });

function languages() {
  return createFakeDb({ tables: { languages: [language('fr', 3), language('ar', 1), language('en', null), language('de', 2, false), language('es', 2)] } });
}

describe('the fake database: reads', () => {
  it('filters, orders (NULLs last when ascending) and cuts with limit and range', async () => {
    const { db } = languages();
    const ordered = await db.from('languages').select('code').eq('is_active', true).order('display_order').order('code', { ascending: false });
    expect(ordered.data?.map((row) => row.code)).toEqual(['ar', 'es', 'fr', 'en']);
    const descending = await db.from('languages').select('code').order('display_order', { ascending: false }).limit(2);
    expect(descending.data?.map((row) => row.code)).toEqual(['en', 'fr']);
    const page = await db.from('languages').select('code', { count: 'exact' }).order('code').range(1, 2);
    expect(page).toMatchObject({ data: [{ code: 'de' }, { code: 'en' }], count: 5, error: null });
  });

  it('applies every comparison PostgREST offers', async () => {
    const { db } = languages();
    const codes = async (query: PromiseLike<{ data: Array<{ code: string }> | null }>) => (await query).data?.map((row) => row.code).sort();
    expect(await codes(db.from('languages').select('code').in('code', ['ar', 'de', 'xx']))).toEqual(['ar', 'de']);
    expect(await codes(db.from('languages').select('code').is('display_order', null))).toEqual(['en']);
    expect(await codes(db.from('languages').select('code').gte('display_order', 2).lt('display_order', 3))).toEqual(['de', 'es']);
    expect(await codes(db.from('languages').select('code').neq('code', 'ar').lte('display_order', 2))).toEqual(['de', 'es']);
    expect(await codes(db.from('languages').select('code').ilike('name', 'E%'))).toEqual(['en', 'es']);
    expect(await codes(db.from('languages').select('code').not('code', 'in', '(ar,fr)'))).toEqual(['de', 'en', 'es']);
    expect(await codes(db.from('languages').select('code').or('display_order.is.null,and(code.eq.de,is_active.eq.false)'))).toEqual(['de', 'en']);
  });

  it('counts without rows for head, refuses a page past the end, and answers single rows as PostgREST does', async () => {
    const { db } = languages();
    expect(await db.from('languages').select('id', { count: 'exact', head: true }).eq('is_active', true)).toMatchObject({ data: null, count: 4 });
    expect((await db.from('languages').select('id', { count: 'exact' }).range(5, 9)).error).toMatchObject({ code: 'PGRST103' });
    expect((await db.from('languages').select('code').eq('code', 'ar').single()).data).toMatchObject({ code: 'ar' });
    expect(await db.from('languages').select('code').eq('code', 'xx').maybeSingle()).toMatchObject({ data: null, error: null });
    expect((await db.from('languages').select('code').single()).error).toMatchObject({ code: 'PGRST116', details: 'The result contains 5 rows' });
  });

  it('answers a table it was not given as PostgREST answers an unknown one', async () => {
    const { db } = languages();
    expect((await db.from('users').select('id')).error).toMatchObject({ code: 'PGRST205' });
  });
});

describe('the fake database: writes', () => {
  it('inserts, updates, upserts and deletes rows, returning them when asked', async () => {
    const fake = languages();
    const { db } = fake;
    expect(await db.from('languages').insert({ code: 'tr', name: 'Turkish', native_name: 'Türkçe' })).toMatchObject({ data: null, error: null });
    const updated = await db.from('languages').update({ is_active: false }).eq('code', 'tr').select('code, is_active');
    expect(updated.data).toEqual([expect.objectContaining({ code: 'tr', is_active: false })]);
    await db.from('languages').upsert({ code: 'tr', name: 'Türkisch', native_name: 'Türkçe' }, { onConflict: 'code' });
    expect(fake.rows('languages').filter((row) => row.code === 'tr').map((row) => row.name)).toEqual(['Türkisch']);
    const removed = await db.from('languages').delete().eq('is_active', false).select('code');
    expect(removed.data?.map((row) => row.code).sort()).toEqual(['de', 'tr']);
    expect(fake.rows('languages')).toHaveLength(4);
  });

  it('gives a new row the id its table makes when the insert names none, and none to a table without one', async () => {
    const fake = createFakeDb({ tables: { languages: [], metric_values: [] } });
    const { db } = fake;
    const added = await db.from('languages').insert({ code: 'tr', name: 'Turkish', native_name: 'Türkçe' }).select('id').single();
    expect(added.data?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await db.from('languages').upsert({ id: 'lang-ku', code: 'ku', name: 'Kurdish', native_name: 'Kurdî' });
    expect(fake.rows('languages').map((row) => row.id)).toEqual([added.data?.id, 'lang-ku']);
    await db.from('metric_values').insert({ organization_id: 'org', metric_key: 'mrr', period: '2026-11', value: 1 });
    expect(fake.rows('metric_values')[0]).not.toHaveProperty('id');
  });
});

describe('the fake database: functions', () => {
  it('answers database functions from fixed results or handlers of their arguments, and refusals as errors', async () => {
    const fake = createFakeDb({
      rpc: {
        can_manage_access: true,
        check_permission: ({ p_action }) => (p_action === 'admin' ? refuse({ code: '42501', message: 'Permission denied' }) : p_action === 'read'),
      },
    });
    expect((await fake.db.rpc('can_manage_access', { p_organization_id: 'org' })).data).toBe(true);
    expect((await fake.db.rpc('check_permission', { p_organization_id: 'org', p_resource: 'documents', p_action: 'read' })).data).toBe(true);
    expect((await fake.db.rpc('check_permission', { p_organization_id: 'org', p_resource: 'documents', p_action: 'admin' })).error).toMatchObject({ code: '42501' });
    expect((await fake.db.rpc('claim_jobs', { p_worker: 'w' } as never)).error).toMatchObject({ code: 'PGRST202' });
    expect(fake.calls.map((call) => call.rpc)).toEqual(['can_manage_access', 'check_permission', 'check_permission', 'claim_jobs']);
  });

  it('invokes edge functions, a refusal arriving as the HTTP error supabase-js reports', async () => {
    const fake = createFakeDb({ functions: { 'invite-member': (body) => (body.email === 'taken@example.test' ? refuse({ message: 'Already a member', hint: 'CONFLICT', status: 409 }) : { invitationId: 'i-1' }) } });
    expect(await fake.db.functions.invoke('invite-member', { body: { email: 'new@example.test' } })).toEqual({ data: { invitationId: 'i-1' }, error: null });
    const refused = await fake.db.functions.invoke('invite-member', { body: { email: 'taken@example.test' } });
    const context = (refused.error as { context: Response }).context;
    expect(context.status).toBe(409);
    expect(await context.json()).toEqual({ error: 'Already a member', code: 'CONFLICT' });
  });
});

describe('the fake database: error and loading states', () => {
  it('fails only the next request to the named table or function', async () => {
    const fake = languages();
    fake.failNext('languages', { code: '08006', message: 'connection failure' });
    expect((await fake.db.from('languages').select('code')).error).toMatchObject({ code: '08006' });
    expect((await fake.db.from('languages').select('code')).data).toHaveLength(5);
  });

  it('holds requests until released', async () => {
    const fake = languages();
    const release = fake.hold('languages');
    let settled = false;
    const pending = fake.db
      .from('languages')
      .select('code')
      .then((result) => {
        settled = true;
        return result;
      });
    await expect.poll(() => fake.calls.length).toBe(1);
    expect(settled).toBe(false);
    release();
    expect((await pending).data).toHaveLength(5);
  });

  it('settles a held request as aborted when its signal aborts, as postgrest-js does', async () => {
    const fake = languages();
    fake.hold('languages');
    const controller = new AbortController();
    // A query is sent when awaited, as postgrest-js sends it.
    const pending = Promise.resolve(fake.db.from('languages').select('code').abortSignal(controller.signal));
    await expect.poll(() => fake.calls.length).toBe(1);
    controller.abort();
    expect(await pending).toMatchObject({ data: null, error: { message: 'AbortError: This operation was aborted' } });
    expect(fake.calls[0]?.signal?.aborted).toBe(true);
    expect((await fake.db.from('languages').select('code').abortSignal(controller.signal)).error?.message).toMatch(/^AbortError/);
  });

  it('lets a test answer a request itself, verbatim', async () => {
    const fake = createFakeDb({ tables: { languages: [language('ar', 1)] }, answer: (request) => (request.eq.code === 'xx' ? { error: { code: '42501', message: 'denied' } } : undefined) });
    expect((await fake.db.from('languages').select('code').eq('code', 'xx')).error).toMatchObject({ code: '42501' });
    expect((await fake.db.from('languages').select('code').eq('code', 'ar')).data).toEqual([expect.objectContaining({ code: 'ar' })]);
  });

  it('types rows by the generated schema', () => {
    // @ts-expect-error display_order is a number in the schema
    const wrong: FakeRow<'languages'> = { display_order: 'first' };
    expect(wrong).toBeTruthy();
  });
});
