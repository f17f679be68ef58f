import { joinChangeFeed } from './change-feed.mjs';

/**
 * The postgres_changes extension: which channels want which changes, checking a binding when a
 * channel joins (realtime.check_subscription) and delivering each captured change
 * (realtime.fanout): filters evaluated by Postgres, and on tables with RLS the row checked under
 * each subscriber's role and claims at delivery time. One frame per channel carries the ids of all
 * its bindings the change matches.
 *
 * @typedef {import('./filters.mjs').Binding} Binding
 * @typedef {import('./change-feed.mjs').Change} Change
 * @typedef {{ id: number, binding: Binding }} Subscribed
 * @typedef {{ claims: Record<string, any>, pushRaw: (event: string, payloadJson: string) => void }} Subscriber
 */

/** A policy that runs longer than this stops the check (PGlite: by replacing the engine). */
const CHECK_TIMEOUT_MS = 10_000;

const FANOUT = 'select data, subscribers from realtime.fanout($1::regclass, $2, $3::jsonb, $4::jsonb, $5::timestamptz, $6::jsonb, $7::jsonb)';

/** @param {Record<string, any>} claims */
export const roleOf = (claims) => (typeof claims.role === 'string' && claims.role ? claims.role : 'anon');

/**
 * Upstream's rendering of the parameters of a subscription in its error messages.
 * @param {Binding} binding
 */
function describe(binding) {
  const filters = binding.filters.map((filter) => `{${[filter.column, filter.op, filter.value].map((part) => JSON.stringify(part)).join(', ')}, ${filter.negate}}`);
  const select = binding.select ? `[${binding.select.map((column) => JSON.stringify(column)).join(', ')}]` : 'nil';
  return `event: ${binding.event}, schema: ${binding.schema}, table: ${binding.table}, filters: [${filters.join(', ')}], select: ${select}`;
}

/** @param {{ db: any, log: (message: string, error?: unknown) => void }} options */
export function createPostgresChanges({ db, log }) {
  /** @type {Map<Subscriber, Subscribed[]>} */
  const subscribers = new Map();
  const feed = joinChangeFeed(db, log, deliver);

  /** @param {Binding} binding @param {Change} change */
  const matches = (binding, change) =>
    (binding.event === '*' || binding.event === change.type) && (binding.schema === '*' || binding.schema === change.schema) && (binding.table === '*' || binding.table === change.table);

  /** @param {Change} change */
  async function deliver(change) {
    /** @type {Map<string, { index: number, entry: Record<string, unknown>, bindings: Array<{ subscriber: Subscriber, id: number }> }>} */
    const entries = new Map();
    /** @type {Map<string, number>} */
    const filterSets = new Map();
    for (const [subscriber, bindings] of subscribers) {
      for (const { id, binding } of bindings) {
        if (!matches(binding, change)) continue;
        let filter = null;
        if (binding.filters.length) {
          const filterKey = JSON.stringify(binding.filters);
          filter = filterSets.get(filterKey);
          if (filter === undefined) {
            filter = filterSets.size;
            filterSets.set(filterKey, filter);
          }
        }
        const claims = JSON.stringify(subscriber.claims);
        const key = `${claims}\n${filter}\n${JSON.stringify(binding.select)}`;
        let grouped = entries.get(key);
        if (!grouped) {
          grouped = { index: entries.size, entry: { role: roleOf(subscriber.claims), claims: subscriber.claims, filter, select: binding.select }, bindings: [] };
          entries.set(key, grouped);
        }
        grouped.bindings.push({ subscriber, id });
      }
    }
    if (entries.size === 0) return;
    const ordered = [...entries.values()];
    const filters = `[${[...filterSets.keys()].join(',')}]`;
    const rows = await db.transaction(
      async (tx) => {
        await tx.query("select set_config('statement_timeout', $1, true)", [`${CHECK_TIMEOUT_MS}ms`]);
        const params = [`${quoteIdent(change.schema)}.${quoteIdent(change.table)}`, change.type, change.record, change.oldRecord, change.commitTimestamp, filters, JSON.stringify(ordered.map((grouped) => grouped.entry))];
        return (await tx.query(FANOUT, params)).rows;
      },
      { statementTimeoutMs: CHECK_TIMEOUT_MS },
    );
    for (const row of rows) {
      /** @type {Map<Subscriber, Set<number>>} */
      const ids = new Map();
      for (const position of row.subscribers) {
        for (const { subscriber, id } of ordered[position].bindings) {
          if (!subscribers.has(subscriber)) continue;
          let set = ids.get(subscriber);
          if (!set) ids.set(subscriber, (set = new Set()));
          set.add(id);
        }
      }
      for (const [subscriber, set] of ids) subscriber.pushRaw('postgres_changes', `{"ids":${JSON.stringify([...set])},"data":${row.data}}`);
    }
  }

  return {
    /** Starts reading changes (at most once at a time; a failure is tried again later). */
    start: () => feed.start(),

    /**
     * Checks the bindings of a joining channel under the role its claims name. Resolves to null
     * when all can be subscribed, else to the reason (upstream subscribes all or none).
     * @param {Binding[]} bindings
     * @param {Record<string, any>} claims
     */
    async check(bindings, claims) {
      await feed.start();
      const role = roleOf(claims);
      for (const binding of bindings) {
        try {
          const { rows } = await db.query('select realtime.check_subscription($1, $2, $3, $4::jsonb, $5::jsonb) as tables', [
            binding.schema,
            binding.table,
            role,
            JSON.stringify(binding.filters),
            JSON.stringify(binding.select),
          ]);
          if (Number(rows[0]?.tables) === 0) {
            return `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [${describe(binding)}]`;
          }
        } catch (error) {
          const { code, message } = /** @type {{ code?: string, message?: string }} */ (error);
          return `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: [${describe(binding)}]. Exception: ERROR ${code ?? 'XX000'} ${message ?? 'unknown error'}`;
        }
      }
      return null;
    },

    /** @param {Subscriber} subscriber @param {Subscribed[]} bindings */
    subscribe(subscriber, bindings) {
      if (bindings.length) subscribers.set(subscriber, bindings);
      else subscribers.delete(subscriber);
    },

    /** @param {Subscriber} subscriber */
    unsubscribe(subscriber) {
      subscribers.delete(subscriber);
    },

    /** After a schema reload: capture triggers for tables the publication gained or lost. */
    sync: () => feed.sync(),

    close: () => feed.leave(),
  };
}

/** @param {string} name */
const quoteIdent = (name) => `"${name.replaceAll('"', '""')}"`;
