import { Worker } from 'node:worker_threads';

/**
 * Owns the PGlite worker thread: starts it on a data directory, sends it statements, and
 * replaces it when it must go. PGlite cannot cancel a running statement (it has no timer
 * interrupts), so a statement that outlives its timeout is stopped by terminating the thread;
 * a new engine then opens the same directory and Postgres's crash recovery brings the data back
 * to its last commit. The same happens when the engine itself fails.
 *
 * status(): 'ok' while an engine answers, 'recovering' while one is being opened, 'down' when
 * opening keeps failing.
 */

const WORKER = new URL('./pglite-worker.mjs', import.meta.url);
const REOPEN_ATTEMPTS = 5;
/** How long a database that could not be reopened stays down before the next try. */
const DOWN_RETRY_MS = 10_000;

/** A Postgres-shaped error, so callers treat it like one the server raised. */
export function databaseError(code, message) {
  return Object.assign(new Error(message), { code, severity: 'ERROR' });
}

export const statementTimeout = () => databaseError('57014', 'canceling statement due to statement timeout');
const engineRestarted = () => databaseError('08006', 'The database engine stopped and is being restarted; try again');
const engineClosed = () => databaseError('08003', 'The database has been closed');
const engineDown = () => databaseError('08006', 'The database engine could not be reopened; it is retried in the background');

/**
 * @param {string} dataDir
 * @param {{ log?: (message: string, error?: unknown) => void, onNotification?: (channel: string, payload: string) => void,
 *   onReopen?: () => void }} [options] `onNotification` hears every NOTIFY on a channel passed to listen(); `onReopen`
 *   is told when a replacement engine has opened (it listens again, but what was sent meanwhile is lost)
 */
export function createPgliteHost(dataDir, { log = () => undefined, onNotification = () => undefined, onReopen = () => undefined } = {}) {
  /** @type {Worker | null} */
  let worker = null;
  /** Increases with every engine, so work begun on a replaced one can tell. */
  let generation = 0;
  /** @type {Promise<void>} */
  let ready = Promise.resolve();
  /** @type {'ok' | 'recovering' | 'down'} */
  let state = 'recovering';
  let closed = false;
  /** @type {ReturnType<typeof setTimeout> | null} */
  let retryTimer = null;
  let nextId = 0;
  /** @type {Map<number, { resolve: (value: any) => void, reject: (error: unknown) => void, generation: number }>} */
  const pending = new Map();
  /** Threads this host stopped on purpose: their exit is not a failure. */
  const retired = new WeakSet();
  /** NOTIFY channels listened to; every new engine listens to them before it reports ready. */
  const channels = new Set();

  async function retire(thread) {
    if (!thread) return;
    retired.add(thread);
    await thread.terminate();
  }

  function failPending(ofGeneration, error) {
    for (const [id, call] of pending) {
      if (call.generation !== ofGeneration) continue;
      pending.delete(id);
      call.reject(error);
    }
  }

  /** Starts one engine; resolves when it answers, rejects when it cannot open. */
  function spawn() {
    generation += 1;
    const mine = generation;
    const thread = new Worker(WORKER, { workerData: { dataDir, channels: [...channels] } });
    worker = thread;
    // Until the engine answers, open() handles its failures (by retrying); afterwards, replace().
    let opened = false;
    return new Promise((resolve, reject) => {
      thread.on('message', (message) => {
        if ('notify' in message) {
          if (mine === generation) onNotification(message.notify.channel, message.notify.payload);
          return;
        }
        if ('ready' in message) {
          opened = message.ready;
          if (message.ready) resolve(undefined);
          else reject(Object.assign(new Error(message.error?.message ?? 'PGlite failed to open'), message.error));
          return;
        }
        const call = pending.get(message.id);
        if (!call) return;
        pending.delete(message.id);
        if (message.error) {
          call.reject(message.fatal ? engineRestarted() : Object.assign(new Error(message.error.message), message.error));
          if (message.fatal) replace(mine, 'the database engine failed', message.error);
        } else call.resolve(message.result);
      });
      thread.on('error', (error) => {
        if (!opened) reject(error);
        else if (!retired.has(thread)) replace(mine, 'the database engine crashed', error);
      });
      thread.on('exit', () => {
        if (!opened) reject(new Error('PGlite exited while opening'));
        else if (!retired.has(thread)) replace(mine, 'the database engine exited');
      });
    });
  }

  /** Opens an engine, retrying a few times before declaring the database down. */
  async function open() {
    state = 'recovering';
    for (let attempt = 1; ; attempt += 1) {
      try {
        await spawn();
        state = 'ok';
        return;
      } catch (error) {
        if (closed) return;
        await retire(worker);
        if (attempt >= REOPEN_ATTEMPTS) {
          state = 'down';
          log('the database could not be opened', error);
          throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  }

  /**
   * Throws away the engine of `ofGeneration` (if it is still the current one) and opens a new one.
   * @param {number} ofGeneration
   * @param {string} reason
   * @param {unknown} [error]
   */
  function replace(ofGeneration, reason, error) {
    if (ofGeneration !== generation) return;
    failPending(ofGeneration, engineRestarted());
    if (closed) return;
    log(`${reason}; reopening it`, error);
    const old = worker;
    generation += 1; // work begun on the old engine now sees it is gone, even before the new one starts
    reopen(old);
  }

  /** Opens a new engine in place of `old`; while that keeps failing, tries again now and then. */
  function reopen(old) {
    state = 'recovering';
    ready = (async () => {
      await retire(old);
      await open();
      if (!closed && channels.size > 0) onReopen();
    })();
    ready.catch(() => {
      if (closed) return;
      retryTimer = setTimeout(() => {
        retryTimer = null;
        if (!closed) reopen(null);
      }, DOWN_RETRY_MS);
      retryTimer.unref?.();
    });
  }

  /**
   * Sends one statement. With a timeout, a statement that runs longer is answered with 57014
   * and its engine replaced.
   * @param {'query' | 'exec' | 'listen' | 'unlisten'} op
   * @param {string} sql
   * @param {unknown[]} [params]
   * @param {{ timeoutMs?: number | null, generation?: number, begin?: boolean, channel?: string }} [options] `begin`
   *   starts a transaction right before the statement, in the same message; `channel` names the NOTIFY channel of
   *   'listen' and 'unlisten'
   */
  async function call(op, sql, params = [], { timeoutMs = null, generation: expected, begin = false, channel } = {}) {
    if (closed) throw engineClosed();
    // Work begun on a replaced engine fails at once rather than after the new one has opened.
    if (expected !== undefined && expected !== generation) throw engineRestarted();
    if (state === 'down') throw engineDown();
    await ready.catch(() => {
      throw engineDown();
    });
    if (expected !== undefined && expected !== generation) throw engineRestarted();
    const mine = generation;
    const id = (nextId += 1);
    return new Promise((resolve, reject) => {
      let timer = null;
      const settle = (fn) => (value) => {
        if (timer) clearTimeout(timer);
        fn(value);
      };
      pending.set(id, { resolve: settle(resolve), reject: settle(reject), generation: mine });
      if (timeoutMs !== null && timeoutMs > 0) {
        timer = setTimeout(() => {
          if (!pending.has(id)) return;
          pending.delete(id);
          reject(statementTimeout());
          replace(mine, `a statement ran longer than ${timeoutMs} ms`);
        }, timeoutMs);
      }
      worker?.postMessage({ id, op, sql, params, begin, channel });
    });
  }

  ready = open();

  return {
    ready: () => ready,
    call,
    /**
     * Listens to a NOTIFY channel, now and on every engine that replaces this one. Call it with
     * no transaction open on the engine: a LISTEN inside one is undone with it.
     * @param {string} channel
     */
    async listen(channel) {
      channels.add(channel);
      await call('listen', '', [], { channel });
    },
    /** @param {string} channel */
    async unlisten(channel) {
      channels.delete(channel);
      await call('unlisten', '', [], { channel });
    },
    /** The current engine's generation, once it is open. */
    generation: async () => {
      if (closed) throw engineClosed();
      if (state === 'down') throw engineDown();
      await ready.catch(() => {
        throw engineDown();
      });
      return generation;
    },
    status: () => state,
    async close() {
      // From here on nothing reopens the engine, not even a thread that fails while closing.
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await ready.catch(() => undefined);
      const thread = worker;
      if (thread && state === 'ok') {
        // Let PGlite shut down cleanly (it writes its files), then stop the thread.
        await new Promise((resolve) => {
          const id = (nextId += 1);
          pending.set(id, { resolve, reject: resolve, generation });
          thread.postMessage({ id, op: 'close' });
        });
      }
      state = 'down';
      await retire(thread);
    },
  };
}
