import { sendJson } from '../http.mjs';

/**
 * Supabase Auth (GoTrue) errors. Clients that send `X-Supabase-Api-Version: 2024-01-01`
 * (every auth-js release that matters) get `{code, message}`; older ones the legacy
 * `{code: <status>, error_code, msg}`. Both get `x-sb-error-code`.
 */
export const API_VERSION = '2024-01-01';

export class AuthError extends Error {
  /**
   * @param {number} status
   * @param {string} code
   * @param {string} message
   * @param {Record<string, unknown>} [extra] additional body fields (e.g. weak_password)
   * @param {Record<string, string>} [headers] additional response headers (e.g. Retry-After)
   */
  constructor(status, code, message, extra = {}, headers = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
    this.headers = headers;
  }
}

/** OAuth2-style token endpoint errors, which GoTrue answers without an error code. */
export class OAuthError extends Error {
  constructor(status, error, description) {
    super(description);
    this.status = status;
    this.error = error;
  }
}

export function sendAuthError(req, res, error) {
  const headers = { 'X-Supabase-Api-Version': API_VERSION };
  if (error instanceof OAuthError) return sendJson(res, error.status, { error: error.error, error_description: error.message }, headers);
  Object.assign(headers, error.headers);
  headers['x-sb-error-code'] = error.code;
  const requested = String(req.headers['x-supabase-api-version'] ?? '');
  const body = requested >= API_VERSION ? { code: error.code, message: error.message, ...error.extra } : { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
  return sendJson(res, error.status, body, headers);
}

export const weakPassword = () =>
  new AuthError(422, 'weak_password', 'Password should be at least 6 characters.', { weak_password: { reasons: ['length'], message: 'Password should be at least 6 characters.' } });
