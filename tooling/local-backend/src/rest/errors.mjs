/**
 * PostgREST's error body ({code, message, details, hint}) and its SQLSTATE -> HTTP status
 * mapping (PostgREST Error.hs pgErrorStatus), plus the PGRST errors this server raises itself.
 */

/** An API error with PostgREST's body; thrown inside a request and turned into the response. */
export class RestError extends Error {
  /**
   * @param {number} status
   * @param {string} code
   * @param {string} message
   * @param {{ details?: unknown, hint?: string | null, headers?: Record<string, string> }} [extra]
   */
  constructor(status, code, message, { details = null, hint = null, headers = {} } = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
    this.headers = headers;
  }

  get body() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export const parseError = (message, details = null) => new RestError(400, 'PGRST100', message, { details });

export const invalidBody = (message = 'Empty or invalid json') => new RestError(400, 'PGRST102', message);

export const tableNotFound = (table, suggestion) =>
  new RestError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`, {
    hint: suggestion ? `Perhaps you meant the table 'public.${suggestion}'` : null,
  });

export const columnNotFound = (table, column) => new RestError(400, '42703', `column ${table}.${column} does not exist`);

export const writeColumnNotFound = (table, column) => new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);

export const singularError = (count) =>
  new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', { details: `The result contains ${count} rows` });

/**
 * Status for a database error. `role` decides 42501: an anonymous caller is told to
 * authenticate (401), a signed-in one that it is forbidden (403).
 * @param {string | undefined} code
 * @param {string} message
 * @param {string} role
 */
export function statusForSqlState(code, message, role) {
  if (!code) return 500;
  if (code === '23505' || code === '23503') return 409;
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '25006') return 405;
  if (code === '21000') return /requires a WHERE clause/.test(message) ? 400 : 500;
  if (code === '22023' && /role .* does not exist/.test(message)) return 401;
  if (code.startsWith('0P') || code.startsWith('28')) return 403;
  if (code.startsWith('08') || code.startsWith('53') || code === '57P01') return 503;
  if (code === '57014') return 500;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  if (code.startsWith('XX')) return 500;
  return 400;
}

/**
 * Converts whatever a request threw into { status, body, headers }.
 * @param {unknown} error
 * @param {string} role
 */
export function toRestResponse(error, role) {
  if (error instanceof Error && error.name === 'PoolTimeoutError') {
    return { status: 504, body: { code: 'PGRST003', details: null, hint: null, message: error.message }, headers: { 'Proxy-Status': 'PostgREST; error=PGRST003' } };
  }
  if (error instanceof RestError) {
    return { status: error.status, body: error.body, headers: { ...error.headers, 'Proxy-Status': `PostgREST; error=${error.code}` } };
  }
  const pgError = /** @type {{ code?: string, message?: string, detail?: string, hint?: string }} */ (error ?? {});
  if (typeof pgError.code === 'string' && /^[0-9A-Z]{5}$/.test(pgError.code)) {
    const message = pgError.message ?? 'database error';
    const status = statusForSqlState(pgError.code, message, role);
    /** @type {Record<string, string>} */
    const headers = { 'Proxy-Status': `PostgREST; error=${pgError.code}` };
    if (status === 401) headers['WWW-Authenticate'] = 'Bearer';
    return { status, body: { code: pgError.code, details: pgError.detail ?? null, hint: pgError.hint ?? null, message }, headers };
  }
  return null;
}
