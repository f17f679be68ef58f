import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite on its own thread. The engine runs queries synchronously inside WebAssembly, so on the
 * main thread one slow statement would stall every HTTP server of the process; here it only
 * delays the database work queued behind it. Messages: { id, op: 'query' | 'exec' | 'close' |
 * 'listen' | 'unlisten', sql, params, begin, channel } in (`begin`: start a transaction first),
 * { id, result } or { id, error, fatal } out, and { notify: { channel, payload } } for every
 * NOTIFY on a channel listened to (an engine listens to workerData.channels before it reports
 * ready, so one that replaces another keeps listening where it did).
 */

/** The fields of a Postgres error worth passing on; the statement's parameters are left behind. */
const ERROR_FIELDS = ['code', 'detail', 'hint', 'position', 'internalPosition', 'internalQuery', 'where', 'schema', 'table', 'column', 'dataType', 'constraint', 'severity', 'file', 'line', 'routine'];

function serialize(error) {
  const source = /** @type {Record<string, unknown>} */ (error && typeof error === 'object' ? error : {});
  /** @type {Record<string, unknown>} */
  const out = { name: error instanceof Error ? error.name : 'Error', message: error instanceof Error ? error.message : String(error) };
  for (const field of ERROR_FIELDS) if (source[field] !== undefined && source[field] !== null) out[field] = source[field];
  return out;
}

const isSqlError = (error) => Boolean(error) && typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);

const pg = new PGlite(workerData.dataDir);

/** Whether the engine still answers after an error that did not come from Postgres itself. */
async function stillAlive() {
  let timer;
  try {
    await Promise.race([pg.query('select 1'), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('no answer')), 2000)))]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** @type {Map<string, () => Promise<void>>} channel -> how to stop listening */
const listening = new Map();

async function listen(channel) {
  if (listening.has(channel)) return;
  // Notifications arrive with the results of whichever statement committed them, after commit only.
  const stop = await pg.listen(channel, (payload) => parentPort?.postMessage({ notify: { channel, payload } }));
  listening.set(channel, stop);
}

try {
  await pg.waitReady;
  for (const channel of workerData.channels ?? []) await listen(channel);
  parentPort?.postMessage({ ready: true });
} catch (error) {
  parentPort?.postMessage({ ready: false, error: serialize(error) });
}

parentPort?.on('message', async ({ id, op, sql, params, begin, channel }) => {
  try {
    if (op === 'listen') {
      await listen(channel);
      parentPort?.postMessage({ id, result: null });
      return;
    }
    if (op === 'unlisten') {
      const stop = listening.get(channel);
      listening.delete(channel);
      await stop?.();
      parentPort?.postMessage({ id, result: null });
      return;
    }
    if (begin) await pg.exec('begin');
    if (op === 'query') {
      const result = await pg.query(sql, params ?? []);
      parentPort?.postMessage({
        id,
        result: { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length, fields: result.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })) },
      });
    } else if (op === 'exec') {
      await pg.exec(sql);
      parentPort?.postMessage({ id, result: null });
    } else if (op === 'close') {
      await pg.close();
      parentPort?.postMessage({ id, result: null });
    }
  } catch (error) {
    // A WebAssembly trap (an abort is one too) leaves the engine's memory in an unknown state, so
    // it is never trusted again; another error without a SQLSTATE is fatal when the engine no
    // longer answers. Either way the main thread replaces the engine.
    const fatal = op !== 'close' && (error instanceof WebAssembly.RuntimeError || (!isSqlError(error) && !(await stillAlive())));
    parentPort?.postMessage({ id, error: serialize(error), fatal });
  }
});
