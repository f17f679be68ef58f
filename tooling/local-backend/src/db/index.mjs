import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPgliteHost } from './pglite-host.mjs';
import { copyDataDirectory, discardTemplate, seedFromTemplate } from './pglite-template.mjs';

/**
 * One interface over the two databases the backend runs on: PGlite (real Postgres compiled to
 * WASM, one connection, kept on disk) by default, or a PostgreSQL server when a URL is given.
 *
 *   query(sql, params)     one statement, outside any transaction
 *   exec(sql)              several statements, no parameters (migrations)
 *   transaction(fn, { statementTimeoutMs })
 *                          fn(tx) with tx.query/tx.exec inside one transaction; rolled back on throw.
 *                          PGlite stops a statement that runs longer than statementTimeoutMs (57014);
 *                          a server enforces its own statement_timeout, so there it is ignored
 *   status()               'ok', 'recovering' (the engine is being reopened) or 'down'; never waits
 *   listen(channel, onNotify, { onReconnect })
 *                          LISTENs to a NOTIFY channel: onNotify(payload) for each notification (sent at
 *                          commit); onReconnect() after the engine or connection was replaced, when
 *                          notifications may have been missed. Resolves (once listening) to a stop function
 *   close()
 *
 * Results are { rows, rowCount, fields: [{ name, dataTypeID }] }.
 */
export async function openDatabase({ url, dataDir, templateDir, poolSize, acquireTimeoutMs, log } = {}) {
  return url ? openPostgres(url, { poolSize, acquireTimeoutMs }) : openPglite(dataDir, { log, templateDir });
}

/** Temporary directories of open databases: removed when the process ends without closing them. */
const temporaryDirectories = new Set();
const removeTemporaryDirectories = () => {
  for (const directory of temporaryDirectories) rmSync(directory, { recursive: true, force: true });
};

function temporaryDirectory() {
  const directory = mkdtempSync(path.join(tmpdir(), 'pglite-'));
  if (temporaryDirectories.size === 0) process.once('exit', removeTemporaryDirectories);
  temporaryDirectories.add(directory);
  return directory;
}

function removeTemporaryDirectory(directory) {
  rmSync(directory, { recursive: true, force: true });
  temporaryDirectories.delete(directory);
  if (temporaryDirectories.size === 0) process.off('exit', removeTemporaryDirectories);
}

/**
 * PGlite in a worker thread (see pglite-host.mjs), always on a directory: without one, a
 * temporary directory (seeded from a template cluster, see pglite-template.mjs, or a copy of
 * `templateDir`, a closed data directory) removed on close, so a failed or timed-out engine can
 * be reopened with its data. Transactions run one at a time (PGlite has one connection);
 * `statementTimeoutMs` bounds each statement of a transaction, as `statement_timeout` does on a
 * server.
 */
async function openPglite(dataDir, { log, templateDir } = {}) {
  const directory = dataDir ?? temporaryDirectory();
  mkdirSync(directory, { recursive: true });
  const listeners = createListenerRegistry();
  /** Opens the engine on the directory; a failed start leaves no thread behind. */
  const start = async () => {
    const started = createPgliteHost(directory, { log, onNotification: listeners.notify, onReopen: listeners.reconnected });
    try {
      await started.ready();
      return started;
    } catch (error) {
      await started.close();
      throw error;
    }
  };
  let host;
  try {
    if (!dataDir && templateDir) {
      // A copy of a given data directory either opens or fails: there is nothing to fall back to.
      copyDataDirectory(templateDir, directory);
      host = await start();
    }
    const seeded = !host && !dataDir && (await seedFromTemplate(directory));
    host ??= await start().catch((error) => {
      if (!seeded) throw error;
      // A template whose copy does not open is removed; this database then creates its own cluster.
      discardTemplate();
      rmSync(directory, { recursive: true, force: true });
      mkdirSync(directory, { mode: 0o700 });
      return start();
    });
  } catch (error) {
    if (!dataDir) removeTemporaryDirectory(directory);
    throw error;
  }
  let queue = Promise.resolve();
  const exclusive = (work) => {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };
  return {
    kind: 'pglite',
    status: host.status,
    query: (sql, params = []) => exclusive(() => host.call('query', sql, params)),
    exec: (sql) => exclusive(async () => {
      await host.call('exec', sql);
    }),
    transaction: (fn, { statementTimeoutMs = null } = {}) =>
      exclusive(async () => {
        const generation = await host.generation();
        // `begin` travels with the first statement: every message to the worker costs a thread hop.
        let begun = false;
        const send = (op, sql, params) => {
          const options = { timeoutMs: statementTimeoutMs, generation, begin: !begun };
          begun = true;
          return host.call(op, sql, params, options);
        };
        const tx = {
          query: (sql, params = []) => send('query', sql, params),
          exec: async (sql) => {
            await send('exec', sql, []);
          },
        };
        try {
          const result = await fn(tx);
          if (begun) await host.call('exec', 'commit', [], { timeoutMs: statementTimeoutMs, generation });
          return result;
        } catch (error) {
          // A replaced engine took the transaction with it; otherwise undo it.
          if (begun) await host.call('exec', 'rollback', [], { generation }).catch(() => undefined);
          throw error;
        }
      }),
    // LISTEN waits its turn: inside another caller's transaction it would be undone by a rollback.
    listen: (channel, onNotify, options) =>
      listeners.add(channel, onNotify, options, {
        start: () => exclusive(() => host.listen(channel)),
        stop: () => exclusive(() => host.unlisten(channel)),
      }),
    close: () =>
      exclusive(async () => {
        await host.close();
        if (!dataDir) removeTemporaryDirectory(directory);
      }),
  };
}

/**
 * Who listens to which NOTIFY channel. The first listener of a channel starts listening on the
 * database, the last one to leave stops it.
 */
function createListenerRegistry() {
  /** @type {Map<string, { entries: Set<{ onNotify: (payload: string) => void, onReconnect?: () => void }>, started: Promise<void> }>} */
  const channels = new Map();
  const each = (fn) => {
    for (const channel of channels.values()) for (const entry of channel.entries) fn(entry);
  };
  return {
    /** @param {string} channel @param {string} payload */
    notify(channel, payload) {
      for (const entry of channels.get(channel)?.entries ?? []) entry.onNotify(payload);
    },
    reconnected() {
      each((entry) => entry.onReconnect?.());
    },
    /**
     * @param {string} channel
     * @param {(payload: string) => void} onNotify
     * @param {{ onReconnect?: () => void }} [options]
     * @param {{ start: () => Promise<void>, stop: () => Promise<void> }} database
     */
    async add(channel, onNotify, { onReconnect } = {}, database) {
      let listened = channels.get(channel);
      if (!listened) {
        listened = { entries: new Set(), started: database.start() };
        channels.set(channel, listened);
        listened.started.catch(() => {
          if (channels.get(channel) === listened) channels.delete(channel);
        });
      }
      await listened.started;
      const entry = { onNotify, onReconnect };
      listened.entries.add(entry);
      const current = listened;
      return async () => {
        if (!current.entries.delete(entry) || current.entries.size > 0 || channels.get(channel) !== current) return;
        channels.delete(channel);
        await database.stop().catch(() => undefined);
      };
    },
    channels: () => [...channels.keys()],
  };
}

/**
 * NOTIFY on a PostgreSQL server: one connection of its own (a pooled one would drop its LISTENs
 * when returned), opened on the first listen and replaced whenever it is lost.
 */
function createPostgresListener(pg, url) {
  const listeners = createListenerRegistry();
  /** @type {import('pg').Client | null} */
  let client = null;
  /** @type {Promise<import('pg').Client> | null} */
  let connecting = null;
  let closed = false;
  const quoted = (channel) => `"${channel.replaceAll('"', '""')}"`;

  async function open() {
    for (;;) {
      if (closed) throw new Error('The database has been closed');
      const candidate = new pg.Client({ connectionString: url });
      candidate.on('error', () => undefined);
      try {
        await candidate.connect();
        if (closed) throw new Error('The database has been closed');
        for (const channel of listeners.channels()) await candidate.query(`listen ${quoted(channel)}`);
        candidate.on('notification', (message) => listeners.notify(message.channel, message.payload ?? ''));
        const lost = () => {
          if (client !== candidate) return;
          client = null;
          if (closed) return;
          // What was sent while no connection listened is lost; listeners catch up when told.
          connection().then(() => listeners.reconnected(), () => undefined);
        };
        candidate.on('error', lost);
        candidate.on('end', lost);
        client = candidate;
        return candidate;
      } catch {
        await candidate.end().catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 1000).unref());
      }
    }
  }

  function connection() {
    if (client) return Promise.resolve(client);
    connecting ??= open().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    listen: (channel, onNotify, options) =>
      listeners.add(channel, onNotify, options, {
        start: async () => {
          const connected = await connection();
          await connected.query(`listen ${quoted(channel)}`);
        },
        stop: async () => {
          await client?.query(`unlisten ${quoted(channel)}`);
        },
      }),
    async close() {
      closed = true;
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}

/** PostgREST's `db-pool-acquisition-timeout` default. */
const ACQUIRE_TIMEOUT_MS = 10_000;

/** Raised when no pooled connection frees up in time (PostgREST answers 504 PGRST003). */
export class PoolTimeoutError extends Error {
  constructor() {
    super('Timed out acquiring connection from connection pool.');
    this.name = 'PoolTimeoutError';
  }
}

/**
 * Errors that say the server (or the way to it) is gone, rather than that a statement failed:
 * connection exceptions (08), the server shutting down or starting (57P01-57P03), a missing
 * database (3D000) and the socket errors of an unreachable host.
 */
function isConnectionLoss(error) {
  const { code, message } = /** @type {{ code?: unknown, message?: unknown }} */ (error ?? {});
  if (typeof code === 'string') {
    if (/^(08|57P0[123]|3D000)/.test(code)) return true;
    if (['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'ETIMEDOUT', 'EPIPE'].includes(code)) return true;
  }
  return /Connection terminated/i.test(String(message ?? ''));
}

async function openPostgres(url, { poolSize = Number(process.env.DB_POOL_SIZE ?? 10), acquireTimeoutMs = ACQUIRE_TIMEOUT_MS } = {}) {
  const { default: pg } = await import('pg');
  // Values come back as PostgREST sends them: numeric and bigint as JSON numbers where exact,
  // timestamps as ISO text, json as parsed objects.
  const types = {
    getTypeParser: (oid, format) => {
      if (oid === 1114 || oid === 1184 || oid === 1082 || oid === 1083 || oid === 1266) return (value) => value;
      return pg.types.getTypeParser(oid, format);
    },
  };
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: acquireTimeoutMs, types });
  const notifications = createPostgresListener(pg, url);

  /**
   * 'ok' unless a lost connection was followed by a failed probe: then 'down' until a probe gets
   * through again. The probe uses its own connection, so a busy pool never looks like a lost server.
   * @type {'ok' | 'down'}
   */
  let state = 'ok';
  let closed = false;
  /** @type {Promise<void> | null} */
  let probing = null;
  const probeOnce = () => postgresAvailable(url, { timeoutMs: 2000 });
  const suspect = (error) => {
    if (closed || probing || !isConnectionLoss(error)) return;
    probing = (async () => {
      while (!closed && !(await probeOnce())) {
        state = 'down';
        await new Promise((resolve) => setTimeout(resolve, 1000).unref());
      }
      state = 'ok';
    })().finally(() => {
      probing = null;
    });
  };

  // An idle connection the server terminates (restart, dropped database) must not crash the
  // process; the pool replaces it on the next query.
  pool.on('error', (error) => {
    if (error.code !== '57P01') console.error('database connection lost', error.message);
    suspect(error);
  });
  /** Passes an error on, noting a lost server and naming a pool timeout as PostgREST does. */
  const fail = (error) => {
    // pg-pool's wording when every connection stayed busy for connectionTimeoutMillis.
    if (/timeout exceeded when trying to connect/i.test(String(/** @type {Error} */ (error)?.message))) throw new PoolTimeoutError();
    suspect(error);
    throw error;
  };
  const wrap = (client) => ({
    query: async (sql, params = []) => {
      const result = await client.query(sql, params).catch(fail);
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length, fields: (result.fields ?? []).map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })) };
    },
    exec: async (sql) => {
      await client.query(sql).catch(fail);
    },
  });
  return {
    kind: 'postgres',
    // The server keeps itself healthy and the pool replaces lost connections; only a server that
    // cannot be reached is reported.
    status: () => state,
    query: (sql, params) => wrap(pool).query(sql, params),
    exec: (sql) => wrap(pool).exec(sql),
    // The statement timeout is the server's own (set per transaction by the caller).
    transaction: async (fn) => {
      const client = await pool.connect().catch(fail);
      try {
        await client.query('begin').catch(fail);
        const result = await fn(wrap(client));
        await client.query('commit').catch(fail);
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    listen: notifications.listen,
    close: async () => {
      closed = true;
      await notifications.close();
      await probing;
      await pool.end();
    },
  };
}

/**
 * Creates a throw-away database on a PostgreSQL server (for tests) and returns its URL; with
 * `template`, as a copy of that database.
 */
export async function createScratchDatabase(serverUrl, prefix = 'fikrspace_test', { template } = {}) {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/** Whether a PostgreSQL server answers at the URL, within a short time. */
export async function postgresAvailable(url, { timeoutMs = 1500 } = {}) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
