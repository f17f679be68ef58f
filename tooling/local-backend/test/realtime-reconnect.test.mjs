import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBackend } from '../src/server.mjs';
import { SETUP_TIMEOUT, startBackend, targets } from './support/backend.mjs';
import { inbox, realtimeClient, subscribed, systemMessages } from './support/realtime.mjs';

/**
 * Realtime keeps working when what is under it restarts: the database engine (PGlite's worker
 * thread is replaced; a server's listening connection is cut) and the backend's HTTP server
 * (clients reconnect after 1 s and rejoin their channels).
 */
describe.each(await targets())('Realtime across restarts on $name', (target) => {
  /** @type {Awaited<ReturnType<typeof startBackend>>} */
  let backend;
  /** @type {Array<Awaited<ReturnType<typeof realtimeClient>>>} */
  let clients = [];
  beforeAll(async () => {
    backend = await startBackend(target);
  }, SETUP_TIMEOUT);
  afterEach(async () => {
    await Promise.all(clients.map((client) => client.removeAllChannels()));
    clients = [];
  });
  afterAll(() => backend?.close());

  const announce = async (body) => (await backend.db.query('insert into public.announcements (body) values ($1) returning id', [body])).rows[0].id;

  /** A confirmed subscription to announcements: the channel and what it receives. */
  async function watchAnnouncements() {
    const client = await realtimeClient(backend);
    clients.push(client);
    const received = inbox();
    const channel = client.channel(`announcements-${Math.random().toString(36).slice(2)}`).on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'announcements' }, (payload) => received.push(payload.new.body));
    await subscribed(channel, { postgres: true });
    return { channel, received };
  }

  it('keeps delivering changes after the database engine or its listening connection is replaced', async () => {
    const { received } = await watchAnnouncements();
    await announce('before');
    expect(await received.until(1)).toEqual(['before']);
    if (backend.db.kind === 'pglite') {
      // A statement past its timeout makes the host replace PGlite's worker thread.
      await expect(backend.db.transaction((tx) => tx.query('select pg_sleep(30)'), { statementTimeoutMs: 200 })).rejects.toMatchObject({ code: '57014' });
    } else {
      const { rows } = await backend.db.query("select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'");
      expect(rows).toEqual([{ ended: true }]);
    }
    // Written at once: whether its notification is heard or the feed catches up after reconnecting, it arrives.
    await announce('after');
    expect(await received.until(2)).toEqual(['before', 'after']);
  }, 60_000);

  it('lets clients reconnect and rejoin when the server restarts on the same port', async () => {
    const { channel, received } = await watchAnnouncements();
    const confirmations = systemMessages(channel);
    const { port } = new URL(backend.url);
    await new Promise((resolve) => backend.server.close(() => resolve(undefined)));
    const restarted = createBackend({ db: backend.db, jwtSecret: backend.jwtSecret, anonKey: backend.anonKey, serviceRoleKey: backend.serviceRoleKey, log: () => undefined });
    try {
      await new Promise((resolve) => restarted.listen(Number(port), '127.0.0.1', () => resolve(undefined)));
      // Rejoined: the server confirms the channel's bindings again.
      await confirmations.until(2);
      await announce('after restart');
      expect(await received.until(1)).toEqual(['after restart']);
    } finally {
      await Promise.all(clients.map((client) => client.removeAllChannels()));
      clients = [];
      await new Promise((resolve) => restarted.close(() => resolve(undefined)));
    }
  }, 60_000);
});
