import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_TIMEOUT, startBackend, targets, uniqueEmail } from './support/backend.mjs';
import { inbox, realtimeClient, subscribed, systemMessages } from './support/realtime.mjs';

/**
 * postgres_changes through real supabase-js clients: what arrives, in which shape, and only for
 * rows the subscriber may read under its role and claims (test/fixtures/.../20240103000000_realtime.sql:
 * org_events readable by the organization's members, announcements by everyone).
 */
describe.each(await targets())('Realtime postgres_changes on $name', (target) => {
  /** @type {Awaited<ReturnType<typeof startBackend>>} */
  let backend;
  /** Tokens of a member of organization 1 (alice) and of organization 2 (bob). */
  let alice;
  let bob;
  /** @type {Array<Awaited<ReturnType<typeof realtimeClient>>>} */
  let clients = [];

  beforeAll(async () => {
    backend = await startBackend(target);
    const member = async (name, org) => {
      const { session, user } = await backend.userClient(uniqueEmail(name));
      await backend.db.query('insert into public.org_members (user_id, org_id) values ($1, $2)', [user.id, org]);
      return session.access_token;
    };
    alice = await member('alice', 1);
    bob = await member('bob', 2);
  }, SETUP_TIMEOUT);
  afterEach(async () => {
    await Promise.all(clients.map((client) => client.removeAllChannels()));
    clients = [];
  });
  afterAll(() => backend?.close());

  /** @param {{ key?: string, accessToken?: string }} [options] */
  const client = async (options) => {
    const created = await realtimeClient(backend, options);
    clients.push(created);
    return created;
  };

  /**
   * A channel with one postgres_changes binding, subscribed and confirmed; its changes in order.
   * @param {Awaited<ReturnType<typeof realtimeClient>>} supabase
   * @param {Record<string, string>} binding
   */
  async function listen(supabase, binding) {
    const changes = inbox();
    const channel = supabase.channel(`changes-${Math.random().toString(36).slice(2)}`).on('postgres_changes', /** @type {any} */ ({ schema: 'public', ...binding }), (payload) => changes.push(payload));
    const system = await subscribed(channel, { postgres: true });
    expect(system).toMatchObject({ extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL' });
    return { channel, changes };
  }

  /** @param {number} org @param {string} title @returns {Promise<number>} */
  const addEvent = async (org, title, extra = {}) => {
    const columns = ['org_id', 'title', ...Object.keys(extra)];
    const values = [org, title, ...Object.values(extra)];
    const { rows } = await backend.db.query(`insert into public.org_events (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning id`, values);
    return rows[0].id;
  };
  const announce = async (body, level = 0) => (await backend.db.query('insert into public.announcements (body, level) values ($1, $2) returning id', [body, level])).rows[0].id;

  it('delivers a permitted change, with the columns the client converts', async () => {
    const { changes } = await listen(await client({ accessToken: alice }), { event: 'INSERT', table: 'org_events' });
    const id = await addEvent(1, 'Kick-off', { amount: '12.50', tags: ['a', 'b'], meta: { k: 1 }, internal_note: 'not for clients' });
    const [change] = await changes.until(1);
    expect(change).toMatchObject({
      schema: 'public',
      table: 'org_events',
      eventType: 'INSERT',
      errors: null,
      old: {},
      new: { id, org_id: 1, title: 'Kick-off', amount: 12.5, tags: ['a', 'b'], meta: { k: 1 }, done: false, happened_at: '2024-05-06T07:08:09' },
    });
    // The role may not SELECT internal_note: it is left out, as hosted Realtime does.
    expect(change.new).not.toHaveProperty('internal_note');
    expect(change.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('never delivers a change to a row the subscriber may not read', async () => {
    const asAlice = await listen(await client({ accessToken: alice }), { event: '*', table: 'org_events' });
    const asBob = await listen(await client({ accessToken: bob }), { event: '*', table: 'org_events' });
    const anonymous = await listen(await client(), { event: '*', table: 'org_events' });
    const hidden = await addEvent(2, 'Board minutes');
    const visible = await addEvent(1, 'Team lunch');
    // Each sees the later change of its own organization, and only that one.
    expect((await asAlice.changes.until(1)).map((change) => change.new.id)).toEqual([visible]);
    expect((await asBob.changes.until(1)).map((change) => change.new.id)).toEqual([hidden]);
    // Updates are checked against the row as it is when delivered.
    await backend.db.query('update public.org_events set org_id = 2 where id = $1', [visible]);
    await backend.db.query("update public.org_events set title = 'Team lunch, moved' where id = $1", [visible]);
    expect((await asBob.changes.until(3)).map((change) => [change.eventType, change.new.id])).toEqual([
      ['INSERT', hidden],
      ['UPDATE', visible],
      ['UPDATE', visible],
    ]);
    const lastForAlice = await addEvent(1, 'Retro');
    expect((await asAlice.changes.until(2)).map((change) => change.new.id)).toEqual([visible, lastForAlice]);
    // Signed out (anon): the policy admits no row, so nothing but the DELETE of a row arrives.
    await backend.db.query('delete from public.org_events where id = $1', [hidden]);
    expect((await anonymous.changes.until(1)).map((change) => [change.eventType, change.old])).toEqual([['DELETE', { id: hidden }]]);
  });

  it('limits the columns to a binding\'s `select`, the primary key always included', async () => {
    const { changes } = await listen(await client({ accessToken: alice }), { event: 'INSERT', table: 'org_events', select: /** @type {any} */ (['title']) });
    const id = await addEvent(1, 'Selected');
    const [change] = await changes.until(1);
    expect(change.new).toEqual({ id, title: 'Selected' });
  });

  it('sends UPDATE and DELETE with the old row as logical replication has it', async () => {
    const { changes } = await listen(await client({ key: backend.serviceRoleKey }), { event: '*', table: 'announcements' });
    const id = await announce('Hello', 1);
    await backend.db.query("update public.announcements set body = 'Hello again' where id = $1", [id]);
    await backend.db.query('alter table public.announcements replica identity full');
    try {
      await backend.db.query("update public.announcements set body = 'Hello, full' where id = $1", [id]);
      await backend.db.query('delete from public.announcements where id = $1', [id]);
    } finally {
      await backend.db.query('alter table public.announcements replica identity default');
    }
    const received = await changes.until(4);
    expect(received.map(({ eventType, new: next, old }) => ({ eventType, new: next, old }))).toEqual([
      { eventType: 'INSERT', new: { id, body: 'Hello', level: 1 }, old: {} },
      // Default replica identity: the old row is its primary key.
      { eventType: 'UPDATE', new: { id, body: 'Hello again', level: 1 }, old: { id } },
      { eventType: 'UPDATE', new: { id, body: 'Hello, full', level: 1 }, old: { id, body: 'Hello again', level: 1 } },
      { eventType: 'DELETE', new: {}, old: { id, body: 'Hello, full', level: 1 } },
    ]);
  });

  it('keeps only the primary key of a DELETE on a table with RLS', async () => {
    const { changes } = await listen(await client({ key: backend.serviceRoleKey }), { event: 'DELETE', table: 'org_events' });
    await backend.db.query('alter table public.org_events replica identity full');
    try {
      const id = await addEvent(1, 'Gone soon');
      await backend.db.query('delete from public.org_events where id = $1', [id]);
      expect((await changes.until(1)).map((change) => change.old)).toEqual([{ id }]);
    } finally {
      await backend.db.query('alter table public.org_events replica identity default');
    }
  });

  describe('filters', () => {
    // Rows are inserted with these levels (body `level-<n>`); the last one always matches, so
    // once it has arrived nothing before it can still come.
    const cases = [
      { filter: 'level=eq.2', levels: [1, 3, 2], expected: [2] },
      { filter: 'level=neq.2', levels: [2, 1, 3], expected: [1, 3] },
      { filter: 'level=lt.2', levels: [2, 3, 1], expected: [1] },
      { filter: 'level=lte.2', levels: [3, 1, 2], expected: [1, 2] },
      { filter: 'level=gt.2', levels: [1, 2, 3], expected: [3] },
      { filter: 'level=gte.2', levels: [1, 2, 3], expected: [2, 3] },
      { filter: 'level=in.(1,3)', levels: [2, 1, 3], expected: [1, 3] },
      { filter: 'level=not.eq.2', levels: [2, 1, 3], expected: [1, 3] },
      { filter: 'level=gt.1,level=lt.3', levels: [1, 3, 2], expected: [2] },
      { filter: 'body=like.%-2', levels: [1, 3, 2], expected: [2] },
      { filter: 'body=ilike.LEVEL-3', levels: [1, 2, 3], expected: [3] },
      { filter: 'body=match.^level-[13]$', levels: [2, 1, 3], expected: [1, 3] },
      { filter: 'body=in.("level-1","level-2")', levels: [3, 2, 1], expected: [2, 1] },
      { filter: 'level=isdistinct.2', levels: [2, 3], expected: [3] },
    ];

    it.each(cases)('$filter', async ({ filter, levels, expected }) => {
      const { changes } = await listen(await client(), { event: 'INSERT', table: 'announcements', filter });
      for (const level of levels) await announce(`level-${level}`, level);
      expect((await changes.until(expected.length)).map((change) => change.new.level)).toEqual(expected);
    });

    it('refuses a filter the role cannot evaluate, with a system error, while the join stays ok', async () => {
      const cases = [
        ['internal_note=eq.x', 'invalid column for filter internal_note'],
        ['amount=eq.abc', 'invalid input syntax for type numeric: "abc"'],
        ['title=foo.bar', 'Error parsing `filter` params: ["foo", "bar"]'],
        ['id=in.1,2', '`in` filter value must be wrapped by parentheses'],
      ];
      for (const [filter, reason] of cases) {
        const channel = (await client({ accessToken: alice }))
          .channel(`bad-${Math.random()}`)
          .on('postgres_changes', { event: '*', schema: 'public', table: 'org_events', filter }, () => undefined);
        const system = await subscribed(channel, { postgres: true });
        expect(system).toMatchObject({ extension: 'postgres_changes', status: 'error' });
        expect(system.message).toContain(reason);
      }
      const unpublished = (await client()).channel('unpublished').on('postgres_changes', { event: '*', schema: 'public', table: 'books' }, () => undefined);
      expect(await subscribed(unpublished, { postgres: true })).toMatchObject({
        status: 'error',
        message: 'Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [event: *, schema: public, table: books, filters: [], select: nil]',
      });
    });
  });

  it('sends one frame per channel with the ids of all its matching bindings', async () => {
    const all = inbox();
    const inserts = inbox();
    const channel = (await client({ accessToken: alice }))
      .channel('two-bindings')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'org_events' }, (payload) => all.push(payload))
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'org_events', filter: 'org_id=eq.1' }, (payload) => inserts.push(payload));
    await subscribed(channel, { postgres: true });
    const id = await addEvent(1, 'Both');
    await backend.db.query("update public.org_events set title = 'Only the wildcard' where id = $1", [id]);
    expect((await all.until(2)).map((change) => change.eventType)).toEqual(['INSERT', 'UPDATE']);
    expect((await inserts.until(1)).map((change) => change.new.id)).toEqual([id]);
  });

  it('re-scopes a channel when the client sets a new token', async () => {
    const supabase = await client();
    const changes = inbox();
    // A second binding shows when the changes before its own have been handled.
    const marks = inbox();
    const channel = supabase
      .channel('rescoped')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'org_events' }, (payload) => changes.push(payload))
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'announcements' }, (payload) => marks.push(payload));
    const confirmations = systemMessages(channel);
    await subscribed(channel, { postgres: true });
    await addEvent(1, 'Before sign-in');
    await announce('mark 1');
    await marks.until(1);

    // As alice, organization 1's rows arrive from now on.
    await supabase.realtime.setAuth(alice);
    await confirmations.until(2);
    const second = await addEvent(1, 'Signed in');
    expect((await changes.until(1)).map((change) => change.new.id)).toEqual([second]);

    // As bob, they stop; organization 2's arrive.
    await supabase.realtime.setAuth(bob);
    await confirmations.until(3);
    await addEvent(1, 'Not for bob');
    const fourth = await addEvent(2, 'For bob');
    expect((await changes.until(2)).map((change) => change.new.id)).toEqual([second, fourth]);
  });
});
