import { randomUUID } from 'node:crypto';

/**
 * Authorization of private channels (`config.private`), as Realtime.Tenants.Authorization does
 * it: the project's RLS policies on realtime.messages decide, evaluated in a transaction that is
 * always rolled back, under the caller's role and claims with `realtime.topic()` naming the
 * channel. Read: probe rows (inserted by the backend) the caller can SELECT. Write: an INSERT the
 * caller's policies let through.
 *
 * @typedef {{ topic: string, claims: Record<string, any>, headers: Record<string, string> }} AuthorizationContext
 */

const SETTINGS = `select set_config('role', $1, true), set_config('realtime.topic', $2, true), set_config('request.jwt.claims', $3, true),
  set_config('request.jwt.claim.sub', $4, true), set_config('request.jwt.claim.role', $5, true), set_config('request.headers', $6, true)`;

/** Each probe must leave nothing behind: the transaction ends with this, and it is caught. */
class Rollback extends Error {
  /** @param {unknown} value */
  constructor(value) {
    super('rollback');
    this.value = value;
  }
}

/** @param {any} db @param {(tx: any) => Promise<unknown>} work */
async function rolledBack(db, work) {
  try {
    await db.transaction(async (tx) => {
      throw new Rollback(await work(tx));
    });
  } catch (error) {
    if (error instanceof Rollback) return error.value;
    throw error;
  }
  return undefined;
}

/** @param {any} tx @param {AuthorizationContext} context */
async function takeOnCaller(tx, context) {
  const role = typeof context.claims.role === 'string' ? context.claims.role : 'anon';
  const sub = context.claims.sub === undefined || context.claims.sub === null ? null : String(context.claims.sub);
  await tx.query(SETTINGS, [role, context.topic, JSON.stringify(context.claims), sub, role, JSON.stringify(context.headers)]);
}

/**
 * Which of broadcast and presence the caller may read on the channel (presence only checked when
 * `presence` is true; null otherwise).
 * @param {any} db
 * @param {AuthorizationContext} context
 * @param {{ presence: boolean }} options
 * @returns {Promise<{ broadcast: boolean, presence: boolean | null }>}
 */
export async function readPolicies(db, context, { presence }) {
  const probes = { broadcast: randomUUID(), ...(presence ? { presence: randomUUID() } : {}) };
  const visible = /** @type {Set<string>} */ (
    await rolledBack(db, async (tx) => {
      for (const [extension, id] of Object.entries(probes)) {
        await tx.query('insert into realtime.messages (id, topic, extension) values ($1, $2, $3)', [id, context.topic, extension]);
      }
      await takeOnCaller(tx, context);
      const { rows } = await tx.query('select id::text as id from realtime.messages where id = any($1::uuid[])', [Object.values(probes)]);
      return new Set(rows.map((row) => row.id));
    })
  );
  return { broadcast: visible.has(probes.broadcast), presence: presence ? visible.has(/** @type {string} */ (probes.presence)) : null };
}

/**
 * Whether the caller may send on the channel through `extension` ('broadcast' or 'presence').
 * An insert refused by a policy (42501) means no; other errors are passed on.
 * @param {any} db
 * @param {AuthorizationContext} context
 * @param {'broadcast' | 'presence'} extension
 */
export async function writePolicy(db, context, extension) {
  return /** @type {boolean} */ (
    await rolledBack(db, async (tx) => {
      await takeOnCaller(tx, context);
      await tx.query('savepoint probe');
      try {
        await tx.query('insert into realtime.messages (topic, extension) values ($1, $2)', [context.topic, extension]);
        return true;
      } catch (error) {
        if (/** @type {{ code?: string }} */ (error).code !== '42501') throw error;
        await tx.query('rollback to savepoint probe');
        return false;
      }
    })
  );
}
