import { HttpError, bearerToken, headerObject, readBody, send, sendJson } from '../http.mjs';
import { verifyToken } from '../jwt.mjs';
import { jsonValueProblem } from '../limits.mjs';
import { RestError, invalidBody, singularError, tableNotFound, toRestResponse } from './errors.mjs';
import { closestName, durationMs } from './introspect.mjs';
import { buildDelete, buildInsert, buildUpdate } from './mutations.mjs';
import { appliedPreferences, parsePrefer } from './prefer.mjs';
import { parseQuery, parseRangeHeader } from './query-parser.mjs';
import { buildRpc, pickFunction } from './rpc.mjs';
import { quoteIdent } from './identifiers.mjs';
import { SqlContext, buildReadStatement } from './sql-builder.mjs';

/**
 * The PostgREST part of the API (`/rest/v1`): per-request identity from the JWT, one
 * transaction per request with role and claims set the way PostgREST sets them, and
 * PostgREST's statuses and headers on the way out.
 */

/** PostgREST's per-transaction settings (PreQuery.hs txVarQuery), as one statement. */
const PREAMBLE = `select set_config('search_path', 'public', true), set_config('role', $1, true),
  set_config('request.jwt.claims', $2, true), set_config('request.method', $3, true),
  set_config('request.path', $4, true), set_config('request.headers', $5, true),
  set_config('statement_timeout', coalesce($6, current_setting('statement_timeout')), true)`;

const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

/**
 * @param {{ db: any, schemaCache: ReturnType<typeof import('./introspect.mjs').createSchemaCache>, jwtKey: Uint8Array,
 *   maxRows?: number, log?: (message: string, error?: unknown) => void }} options
 */
export function createRestApi({ db, schemaCache, jwtKey, maxRows = 1000, log = () => undefined }) {
  async function identify(req) {
    const token = bearerToken(req);
    if (!token) return { role: 'anon', claims: { role: 'anon' } };
    const result = await verifyToken(token, jwtKey);
    if ('error' in result) {
      const code = result.error === 'expired' ? 'PGRST303' : 'PGRST301';
      throw new RestError(401, code, /** @type {string} */ (result.message), {
        headers: { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${result.message}"` },
      });
    }
    const claims = /** @type {Record<string, unknown>} */ (result.claims);
    const role = typeof claims.role === 'string' && claims.role ? claims.role : 'anon';
    return { role, claims: { ...claims, role } };
  }

  /**
   * Runs `work` in one transaction that first takes on the caller's role, claims and the role's
   * statement timeout (`alter role ... set statement_timeout`, as PostgREST applies it). A
   * PostgreSQL server cancels a statement that runs longer; PGlite cannot, so the database layer
   * stops it (see db/pglite-host.mjs). Either way the answer is 57014.
   */
  async function inTransaction(req, identity, path, readOnly, work) {
    const timeout = (await schemaCache.get()).roleSettings.get(identity.role)?.statement_timeout ?? null;
    return db.transaction(
      async (tx) => {
        if (readOnly) await tx.query('set transaction read only');
        await tx.query(PREAMBLE, [identity.role, JSON.stringify(identity.claims), req.method, path, JSON.stringify(headerObject(req)), timeout]);
        return work(tx);
      },
      { statementTimeoutMs: durationMs(timeout ?? undefined) },
    );
  }

  async function tableSchema(name) {
    let schema = await schemaCache.get();
    if (!schema.tables.has(name)) schema = await schemaCache.refresh({ ifStale: true });
    if (!schema.tables.has(name)) throw tableNotFound(name, closestName(name, [...schema.tables.keys()]));
    return schema;
  }

  async function functionSchema(name) {
    let schema = await schemaCache.get();
    if (!schema.functions.has(name)) schema = await schemaCache.refresh({ ifStale: true });
    return schema;
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   * @param {string} subpath the path after /rest/v1
   */
  return async function handleRest(req, res, url, subpath) {
    let role = 'anon';
    try {
      const identity = await identify(req);
      role = identity.role;
      const method = req.method ?? 'GET';
      const readMethod = method === 'GET' || method === 'HEAD';
      const profile = readMethod ? req.headers['accept-profile'] : req.headers['content-profile'];
      if (profile && profile !== 'public') throw new RestError(406, 'PGRST106', `Invalid schema: ${profile}`, { hint: 'Only the following schemas are exposed: public' });
      const media = negotiate(req.headers.accept);
      const prefs = parsePrefer(req.headers.prefer);
      const segments = subpath.split('/').filter(Boolean).map(decodeURIComponent);
      const context = { req, res, url, identity, media, prefs, path: `/${segments.join('/')}` };
      if (segments.length === 0) {
        if (!readMethod) throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
        const schema = await schemaCache.refresh({ ifStale: true });
        const visible = await inTransaction(req, identity, context.path, true, async (tx) => (await tx.query(PRIVILEGED_NAMES)).rows);
        return sendJson(res, 200, openApi(schema, visible));
      }
      if (segments[0] === 'rpc' && segments.length === 2) return await callFunction(context, segments[1]);
      if (segments.length !== 1) throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
      if (readMethod) return await read(context, segments[0]);
      if (method === 'POST') return await insert(context, segments[0]);
      if (method === 'PATCH') return await update(context, segments[0]);
      if (method === 'DELETE') return await remove(context, segments[0]);
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    } catch (error) {
      if (error instanceof HttpError) return sendJson(res, error.status, error.body);
      if (error instanceof URIError) return sendJson(res, 400, { code: 'PGRST100', details: null, hint: null, message: 'Malformed percent-encoding in the request path' });
      const answer = toRestResponse(error, role);
      if (answer) return sendJson(res, answer.status, answer.body, answer.headers);
      log('REST request failed', error);
      return sendJson(res, 500, { code: 'PGRST000', details: null, hint: null, message: 'Internal server error' });
    }
  };

  async function read({ req, res, url, identity, media, prefs, path }, table) {
    const schema = await tableSchema(table);
    const query = parseQuery(url.searchParams);
    const { limit, offset } = window(req, query, maxRows);
    const ctx = new SqlContext();
    const sql = buildReadStatement({ ctx, schema, query, source: { relation: table, label: table, columns: schema.tables.get(table).columnList }, fromSql: `public.${quoteIdent(table)} _t0`, limit, offset, count: Boolean(prefs.count), single: media.single, stripNulls: media.stripNulls });
    const row = await inTransaction(req, identity, path, true, async (tx) => checkSingle((await tx.query(sql, ctx.params)).rows[0], media.single));
    sendRows(res, row, offset, media, prefs);
  }

  async function insert({ req, res, url, identity, media, prefs, path }, table) {
    const schema = await tableSchema(table);
    const query = parseQuery(url.searchParams);
    const body = await jsonBody(req, { required: true });
    const writePrefs = { return: prefs.return ?? 'minimal', resolution: prefs.resolution, missingDefault: prefs.missingDefault };
    const ctx = new SqlContext();
    const sql = buildInsert({ ctx, schema, table, query, body, prefs: writePrefs, single: media.single, stripNulls: media.stripNulls });
    const row = await inTransaction(req, identity, path, false, async (tx) => checkWrite((await tx.query(sql, ctx.params)).rows[0], media.single, writePrefs));
    const affected = Number(row.affected);
    const status = writePrefs.resolution === 'merge-duplicates' && Number(row.inserted) === 0 ? 200 : 201;
    /** @type {Record<string, string>} */
    const headers = { 'Content-Range': `*/${prefs.count ? affected : '*'}` };
    const applied = appliedPreferences(prefs, { write: true });
    if (applied) headers['Preference-Applied'] = applied;
    if (writePrefs.return === 'headers-only' && row.first) {
      const info = schema.tables.get(table);
      const first = JSON.parse(row.first);
      if (info.primaryKey.length) headers.Location = `/${table}?${info.primaryKey.map((key) => `${encodeURIComponent(key)}=eq.${encodeURIComponent(String(first[key]))}`).join('&')}`;
    }
    writeResponse(res, status, row, writePrefs, media, headers);
  }

  async function update({ req, res, url, identity, media, prefs, path }, table) {
    const schema = await tableSchema(table);
    const query = parseQuery(url.searchParams);
    const body = await jsonBody(req, { required: true });
    const writePrefs = { return: prefs.return ?? 'minimal', resolution: null, missingDefault: false };
    const ctx = new SqlContext();
    const sql = buildUpdate({ ctx, schema, table, query, body, prefs: writePrefs, single: media.single, stripNulls: media.stripNulls });
    const row = await inTransaction(req, identity, path, false, async (tx) => checkWrite((await tx.query(sql, ctx.params)).rows[0], media.single, writePrefs));
    const affected = Number(row.affected);
    const total = prefs.count ? String(affected) : '*';
    const headers = { 'Content-Range': affected > 0 ? `0-${affected - 1}/${total}` : `*/${total}` };
    const applied = appliedPreferences(prefs, { write: true });
    if (applied) headers['Preference-Applied'] = applied;
    writeResponse(res, writePrefs.return === 'representation' ? 200 : 204, row, writePrefs, media, headers);
  }

  async function remove({ req, res, url, identity, media, prefs, path }, table) {
    const schema = await tableSchema(table);
    const query = parseQuery(url.searchParams);
    const writePrefs = { return: prefs.return ?? 'minimal', resolution: null, missingDefault: false };
    const ctx = new SqlContext();
    const sql = buildDelete({ ctx, schema, table, query, prefs: writePrefs, single: media.single, stripNulls: media.stripNulls });
    const row = await inTransaction(req, identity, path, false, async (tx) => checkWrite((await tx.query(sql, ctx.params)).rows[0], media.single, writePrefs));
    const headers = { 'Content-Range': `*/${prefs.count ? Number(row.affected) : '*'}` };
    const applied = appliedPreferences(prefs, { write: true });
    if (applied) headers['Preference-Applied'] = applied;
    writeResponse(res, writePrefs.return === 'representation' ? 200 : 204, row, writePrefs, media, headers);
  }

  async function callFunction({ req, res, url, identity, media, prefs, path }, name) {
    const method = req.method ?? 'GET';
    if (!['GET', 'HEAD', 'POST'].includes(method)) throw new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
    const readOnly = method !== 'POST';
    const schema = await functionSchema(name);
    const overloads = schema.functions.get(name) ?? [];
    let args;
    let rawBody;
    let query;
    if (readOnly) {
      query = parseQuery(url.searchParams, { argNames: new Set(overloads.flatMap((fn) => fn.inArgs.map((arg) => arg.name)).filter(Boolean)) });
      args = query.args;
    } else {
      query = parseQuery(url.searchParams);
      rawBody = await jsonBody(req, { required: false });
      if (rawBody === undefined) rawBody = {};
      if (rawBody === null || typeof rawBody !== 'object' || Array.isArray(rawBody)) throw invalidBody();
      args = rawBody;
    }
    const fn = pickFunction(overloads, name, Object.keys(args), !readOnly);
    const { limit, offset } = window(req, query, maxRows);
    const ctx = new SqlContext();
    const built = buildRpc({ ctx, schema, fn, args, rawBody, query, limit, offset, count: Boolean(prefs.count), single: media.single, stripNulls: media.stripNulls });
    const row = await inTransaction(req, identity, path, readOnly, async (tx) => {
      const result = (await tx.query(built.sql, ctx.params)).rows[0];
      return built.kind === 'set' ? checkSingle(result, media.single) : result;
    });
    if (built.kind === 'void') return send(res, 204, null);
    if (built.kind === 'set') return sendRows(res, row, offset, media, prefs);
    return send(res, 200, row?.body ?? 'null', { 'Content-Type': media.single ? OBJECT_TYPE : JSON_TYPE });
  }

  function sendRows(res, row, offset, media, prefs) {
    const n = Number(row.n);
    const total = row.total === null || row.total === undefined ? null : Number(row.total);
    const upper = offset + n - 1;
    const totalText = total === null ? '*' : String(total);
    const contentRange = total !== 0 && offset <= upper ? `${offset}-${upper}/${totalText}` : `*/${totalText}`;
    /** @type {Record<string, string>} */
    const headers = { 'Content-Range': contentRange };
    const applied = appliedPreferences(prefs, { write: false });
    if (applied) headers['Preference-Applied'] = applied;
    if (total !== null && offset > total) {
      const error = new RestError(416, 'PGRST103', 'Requested range not satisfiable', { details: `An offset of ${offset} was requested, but there are only ${total} rows.` });
      return sendJson(res, 416, error.body, { ...headers, 'Proxy-Status': 'PostgREST; error=PGRST103' });
    }
    const status = total !== null && 1 + upper - offset < total ? 206 : 200;
    send(res, status, row.body ?? (media.single ? 'null' : '[]'), { ...headers, 'Content-Type': media.single ? OBJECT_TYPE : JSON_TYPE });
  }
}

/** The rows window: a Range header wins over limit/offset; max_rows caps either. */
function window(req, query, maxRows) {
  const method = req.method ?? 'GET';
  const range = method === 'GET' || method === 'HEAD' ? parseRangeHeader(req.headers.range) : null;
  if (range && range.limit === -1) {
    throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', { details: 'The lower boundary must be lower than or equal to the upper boundary in the Range header.' });
  }
  const offset = range ? range.offset : (query.offset.get('') ?? 0);
  const requested = range ? range.limit : (query.limit.get('') ?? null);
  return { offset, limit: Math.min(requested ?? maxRows, maxRows) };
}

function checkSingle(row, single) {
  if (single && Number(row.n) !== 1) throw singularError(Number(row.n));
  return row;
}

function checkWrite(row, single, prefs) {
  // A singular request that touched more or fewer than one row is undone (PostgREST rolls back).
  const count = prefs.return === 'representation' ? Number(row.n) : Number(row.affected);
  if (single && count !== 1) throw singularError(count);
  return row;
}

function writeResponse(res, status, row, prefs, media, headers) {
  if (prefs.return === 'representation') return send(res, status, row.body ?? (media.single ? 'null' : '[]'), { ...headers, 'Content-Type': media.single ? OBJECT_TYPE : JSON_TYPE });
  return send(res, status, null, headers);
}

function negotiate(accept) {
  if (!accept) return { single: false, stripNulls: false };
  const types = accept.split(',').map((part) => part.trim()).filter(Boolean);
  for (const type of types) {
    const [mediaType, ...params] = type.split(';').map((part) => part.trim().toLowerCase());
    const stripNulls = params.includes('nulls=stripped');
    if (mediaType === 'application/vnd.pgrst.object+json' || mediaType === 'application/vnd.pgrst.object') return { single: true, stripNulls };
    if (['application/json', 'application/vnd.pgrst.array+json', 'application/vnd.pgrst.array', '*/*', 'application/*'].includes(mediaType)) return { single: false, stripNulls };
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${types.join(', ')}`);
}

/** Reads a JSON body (or a form body); malformed input is PGRST102, never a crash. */
async function jsonBody(req, { required }) {
  const raw = (await readBody(req)).toString('utf8');
  const type = String(req.headers['content-type'] ?? 'application/json').toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const form = Object.fromEntries(new URLSearchParams(raw));
    const problem = jsonValueProblem(form);
    if (problem) throw invalidBody(problem);
    return form;
  }
  if (!type.startsWith('application/json') && !type.startsWith('text/plain') && !type.startsWith('*/*')) {
    throw new RestError(415, 'PGRST107', `Content-Type not acceptable: ${type}`);
  }
  if (raw.trim() === '') {
    if (required) throw invalidBody();
    return undefined;
  }
  let value;
  try {
    value = JSON.parse(raw);
  } catch {
    throw invalidBody();
  }
  const problem = jsonValueProblem(value);
  if (problem) throw invalidBody(problem);
  return value;
}

/**
 * The tables and functions of the exposed schema the current role holds a privilege on. Run as
 * the caller, so the description follows the caller's grants (PostgREST's
 * `openapi-mode = follow-privileges`).
 */
const PRIVILEGED_NAMES = `
select 'table' as kind, c.relname::text as name
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'f', 'p')
  and (has_table_privilege(c.oid, 'SELECT, INSERT, UPDATE, DELETE') or has_any_column_privilege(c.oid, 'SELECT, INSERT, UPDATE'))
union all
select 'function', p.proname::text
from pg_proc p join pg_namespace n on n.oid = p.pronamespace
where n.nspname = 'public' and p.prokind = 'f' and has_function_privilege(p.oid, 'EXECUTE')`;

/**
 * A minimal OpenAPI description of what the caller may use, like PostgREST's root endpoint.
 * @param {import('./introspect.mjs').Schema} schema
 * @param {{ kind: string, name: string }[]} visible
 */
function openApi(schema, visible) {
  const allowed = (kind) => new Set(visible.filter((row) => row.kind === kind).map((row) => row.name));
  const tableNames = allowed('table');
  const functionNamesAllowed = allowed('function');
  const tables = [...schema.tables.values()].filter((table) => tableNames.has(table.name));
  const functionNames = [...schema.functions.keys()].filter((name) => functionNamesAllowed.has(name));
  const paths = { '/': { get: { summary: 'OpenAPI description (this document)' } } };
  for (const table of tables) paths[`/${table.name}`] = { get: {}, post: {}, patch: {}, delete: {} };
  for (const name of functionNames) paths[`/rpc/${name}`] = { get: {}, post: {} };
  const definitions = Object.fromEntries(
    tables.map((table) => [table.name, { type: 'object', required: table.primaryKey, properties: Object.fromEntries(table.columnList.map((column) => [column.name, { format: column.type }])) }]),
  );
  return { swagger: '2.0', info: { title: 'local backend', version: '1' }, basePath: '/', schemes: ['http'], consumes: ['application/json'], produces: ['application/json'], paths, definitions };
}
