import { jwtVerify } from 'jose';
import { bearerToken, headerObject } from '../http.mjs';
import { durationMs } from '../rest/introspect.mjs';
import { accessDenied, fromDatabaseError } from './errors.mjs';

/**
 * Who is calling and how their SQL runs. As on the storage server, every statement a caller's
 * request makes runs in a transaction that first takes on the caller's role and JWT claims
 * (internal/database/postgres/scope.ts), so the project's row-level security policies on
 * storage.buckets and storage.objects decide; the few reads and writes the server makes on its
 * own behalf run as the database owner.
 */

/** The storage server's per-transaction settings, as one statement. */
const SCOPE = `select set_config('role', $1, true), set_config('request.jwt.claim.role', $1, true),
  set_config('request.jwt', $2, true), set_config('request.jwt.claim.sub', $3, true),
  set_config('request.jwt.claims', $4, true), set_config('request.headers', $5, true),
  set_config('request.method', $6, true), set_config('request.path', $7, true),
  set_config('storage.operation', $8, true), set_config('storage.allow_delete_query', 'true', true),
  set_config('statement_timeout', coalesce($9, current_setting('statement_timeout')), true)`;

/**
 * @typedef {{ role: string, claims: Record<string, unknown>, token: string, authenticated: boolean, owner?: string }} Identity
 * @typedef {{ query: (sql: string, params?: unknown[]) => Promise<{ rows: any[], rowCount: number }> }} Tx
 */

/** Thrown inside a permission probe so its transaction rolls back. */
const ROLLBACK = Symbol('rollback');

/**
 * @param {{ db: any, jwtKey: Uint8Array, roleTimeout?: (role: string) => Promise<string | null> }} options `roleTimeout`:
 *   the role's `statement_timeout` setting, applied to its transactions as the REST API applies it
 */
export function createAccess({ db, jwtKey, roleTimeout = async () => null }) {
  /**
   * The caller, from the bearer token (the gateway puts the API key there when a request has no
   * Authorization header). A token that does not verify is refused with AccessDenied, unless the
   * route serves anonymous readers too (`allowInvalid`): then the caller is anonymous and not
   * authenticated, which only public buckets serve.
   * @param {import('node:http').IncomingMessage} req
   * @param {{ allowInvalid?: boolean }} [options]
   * @returns {Promise<Identity>}
   */
  async function identify(req, { allowInvalid = false } = {}) {
    const token = bearerToken(req) ?? '';
    const anonymous = { role: 'anon', claims: { role: 'anon' }, token: '', authenticated: false };
    if (!token && allowInvalid) return anonymous;
    try {
      const { payload } = await jwtVerify(token, jwtKey, { algorithms: ['HS256'] });
      const role = typeof payload.role === 'string' && payload.role ? payload.role : 'anon';
      const owner = typeof payload.sub === 'string' && payload.sub ? payload.sub : undefined;
      return { role, claims: { ...payload, role }, token, authenticated: true, owner };
    } catch (error) {
      if (allowInvalid) return anonymous;
      throw accessDenied(error instanceof Error ? error.message : 'Invalid JWT');
    }
  }

  /**
   * Runs `work` in one transaction as the caller.
   * @template T
   * @param {Identity} identity
   * @param {{ req: import('node:http').IncomingMessage, path: string, operation: string }} request
   * @param {(tx: Tx) => Promise<T>} work
   * @returns {Promise<T>}
   */
  async function asCaller(identity, { req, path, operation }, work) {
    const timeout = await roleTimeout(identity.role);
    return withDatabaseErrors(() =>
      db.transaction(
        async (tx) => {
          await tx.query(SCOPE, [
            identity.role,
            identity.token,
            identity.owner ?? '',
            JSON.stringify(identity.claims),
            JSON.stringify(headerObject(req)),
            req.method ?? '',
            path,
            operation,
            timeout,
          ]);
          return work(tx);
        },
        { statementTimeoutMs: durationMs(timeout ?? undefined) },
      ),
    );
  }

  /**
   * Runs `work` as the caller in a transaction that is always rolled back: whether the caller may
   * write a row is tried before any byte of a body is read, and nothing of the try remains.
   * @template T
   * @param {Identity} identity
   * @param {{ req: import('node:http').IncomingMessage, path: string, operation: string }} request
   * @param {(tx: Tx) => Promise<T>} work
   * @returns {Promise<T>}
   */
  async function probe(identity, request, work) {
    /** @type {T | undefined} */
    let result;
    try {
      await asCaller(identity, request, async (tx) => {
        result = await work(tx);
        throw ROLLBACK;
      });
    } catch (error) {
      if (error !== ROLLBACK) throw error;
    }
    return /** @type {T} */ (result);
  }

  /**
   * Runs `work` in one transaction as the database owner (no row-level security), for what the
   * storage server does on its own behalf: writing an object's row once its bytes are stored.
   * @template T
   * @param {(tx: Tx) => Promise<T>} work
   * @returns {Promise<T>}
   */
  async function asOwner(work) {
    return withDatabaseErrors(() => db.transaction(work));
  }

  /**
   * One statement as the database owner, outside any transaction: the lookups the storage server
   * makes without row-level security (a bucket's limits, a public object).
   * @param {string} sql @param {unknown[]} params
   * @returns {Promise<any[]>} the rows
   */
  async function ownerQuery(sql, params) {
    return withDatabaseErrors(async () => (await db.query(sql, params)).rows);
  }

  return { identify, asCaller, probe, asOwner, ownerQuery };
}

/** Database errors become the storage server's answers; everything else passes through. */
async function withDatabaseErrors(run) {
  try {
    return await run();
  } catch (error) {
    if (error === ROLLBACK) throw error;
    throw fromDatabaseError(error) ?? error;
  }
}
