/**
 * Reads the changes the capture triggers queue in realtime.changes (see the Realtime section of
 * db/bootstrap.sql) and hands them on, oldest first. A NOTIFY on channel `realtime` is only a
 * wake-up: each wake-up takes every queued change, in batches, deleting what it takes, so changes
 * of transactions that commit out of id order are not skipped and delivered ones do not pile up.
 * One feed per database object consumes the queue (as hosted Realtime has one replication slot);
 * every backend served from that object receives each change.
 *
 * @typedef {{ id: number, schema: string, table: string, type: 'INSERT' | 'UPDATE' | 'DELETE', record: string | null,
 *   oldRecord: string | null, commitTimestamp: string }} Change  record and oldRecord as JSON text
 */

const BATCH = 500;

const TAKE = `delete from realtime.changes where id in (select id from realtime.changes order by id limit ${BATCH})
  returning id, schema_name, table_name, type, record::text as record, old_record::text as old_record, commit_timestamp::text as commit_timestamp`;

/** @type {WeakMap<object, ReturnType<typeof createChangeFeed>>} */
const feeds = new WeakMap();

/**
 * Joins the change feed of a database: `deliver` is awaited per change, so changes go out in
 * order. `leave()` stops listening once the last consumer has left.
 * @param {any} db
 * @param {(message: string, error?: unknown) => void} log
 * @param {(change: Change) => Promise<void>} deliver
 */
export function joinChangeFeed(db, log, deliver) {
  let feed = feeds.get(db);
  if (!feed) {
    feed = createChangeFeed(db, log);
    feeds.set(db, feed);
  }
  const joined = feed;
  joined.consumers.add(deliver);
  return {
    start: () => joined.start(),
    sync: () => joined.sync(),
    async leave() {
      if (!joined.consumers.delete(deliver) || joined.consumers.size > 0) return;
      if (feeds.get(db) === joined) feeds.delete(db);
      await joined.close();
    },
  };
}

/**
 * @param {any} db
 * @param {(message: string, error?: unknown) => void} log
 */
function createChangeFeed(db, log) {
  /** @type {Set<(change: Change) => Promise<void>>} */
  const consumers = new Set();
  /** @type {Promise<void> | null} */
  let starting = null;
  /** @type {(() => Promise<void>) | null} */
  let stopListening = null;
  let closed = false;
  let draining = false;
  let again = false;

  async function take() {
    const { rows } = await db.query(TAKE);
    return rows
      .map((row) => ({
        id: Number(row.id),
        schema: row.schema_name,
        table: row.table_name,
        type: row.type,
        record: row.record,
        oldRecord: row.old_record,
        commitTimestamp: row.commit_timestamp,
      }))
      .sort((a, b) => a.id - b.id);
  }

  /** Takes and delivers until the queue is empty; a wake-up meanwhile makes it look once more. */
  async function drain() {
    if (draining) {
      again = true;
      return;
    }
    draining = true;
    try {
      do {
        again = false;
        let batch;
        do {
          batch = await take();
          for (const change of batch) {
            if (closed) return;
            for (const deliver of consumers) await deliver(change).catch((error) => log('realtime: a change could not be delivered', error));
          }
        } while (batch.length === BATCH && !closed);
      } while (again && !closed);
    } catch (error) {
      // The engine may be reopening; its reopening wakes the feed again.
      if (!closed) log('realtime: reading queued changes failed', error);
    } finally {
      draining = false;
    }
  }

  const wake = () => {
    if (!closed && stopListening) drain();
  };

  return {
    consumers,
    /**
     * Listens, installs the capture triggers and drops changes queued while nobody listened
     * (nobody can have subscribed to them). Resolves once changes are being delivered; a failed
     * start is tried again on the next call.
     */
    start() {
      starting ??= (async () => {
        const stop = await db.listen('realtime', wake, { onReconnect: wake });
        if (closed) {
          await stop();
          return;
        }
        try {
          await db.query('select realtime.sync_publication_triggers()');
          await db.query('delete from realtime.changes');
        } catch (error) {
          await stop();
          throw error;
        }
        stopListening = stop;
      })();
      starting.catch(() => {
        starting = null;
      });
      return starting;
    },

    /** Installs or removes capture triggers after the publication changed without DDL events. */
    async sync() {
      if (stopListening) await db.query('select realtime.sync_publication_triggers()');
    },

    async close() {
      closed = true;
      await starting?.catch(() => undefined);
      const stop = stopListening;
      stopListening = null;
      await stop?.().catch(() => undefined);
    },
  };
}
