import { errors, jwtVerify } from 'jose';

/**
 * Token checks as Realtime makes them (RealtimeWeb.ChannelsAuthorization): an HS256 JWT signed
 * with the project secret that carries `role` and `exp`, with no leeway on `exp`. Failures carry
 * upstream's reason and wording, which the socket, the join reply and the channel shutdown
 * message each present in their own way.
 *
 * @typedef {{ claims: Record<string, any> }} Verified
 * @typedef {{ error: 'missing' | 'malformed' | 'signature' | 'signer' | 'expired' | 'missing_claims', message: string }} Refused
 */

/**
 * @param {unknown} token
 * @param {Uint8Array} key
 * @returns {Promise<Verified | Refused>}
 */
export async function verifyRealtimeToken(token, key) {
  if (typeof token !== 'string' || token === '') return { error: 'missing', message: 'API key is missing' };
  // Upstream URL-decodes the token and drops whitespace before reading it.
  let cleaned;
  try {
    cleaned = decodeURIComponent(token).replace(/\s/g, '');
  } catch {
    return { error: 'malformed', message: 'The token provided is not a valid JWT' };
  }
  try {
    const { payload } = await jwtVerify(cleaned, key, { algorithms: ['HS256'] });
    if (!('role' in payload) || !('exp' in payload)) return { error: 'missing_claims', message: 'Fields `role` and `exp` are required in JWT' };
    return { claims: /** @type {Record<string, any>} */ (payload) };
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      const exp = Number(error.payload?.exp);
      const ago = Number.isFinite(exp) ? Math.max(0, Math.floor(Date.now() / 1000) - Math.floor(exp)) : 0;
      return { error: 'expired', message: `Token has expired ${ago} seconds ago` };
    }
    if (error instanceof errors.JWSSignatureVerificationFailed) return { error: 'signature', message: 'Failed to validate JWT signature' };
    if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported) {
      return { error: 'signer', message: 'Failed to generate JWT signer, check your JWT secret or JWKS configuration' };
    }
    return { error: 'malformed', message: 'The token provided is not a valid JWT' };
  }
}

/** Upstream's join-reply code for each refusal (the reply reads `<code>: <message>`). */
export const JOIN_ERROR_CODES = Object.freeze({
  missing: 'InvalidJWTToken',
  malformed: 'MalformedJWT',
  signature: 'JwtSignatureError',
  signer: 'JwtSignerError',
  expired: 'InvalidJWTToken',
  missing_claims: 'InvalidJWTToken',
});

/** Upstream rechecks a token at least this often, and at its expiry. */
export const TOKEN_RECHECK_MS = 5 * 60_000;

/**
 * When the channel must next check its token: at `exp`, or sooner (timers cannot wait longer
 * than about 24 days).
 * @param {Record<string, any>} claims
 */
export function recheckDelayMs(claims) {
  const untilExpiry = Number(claims.exp) * 1000 - Date.now();
  return Math.max(0, Math.min(TOKEN_RECHECK_MS, Number.isFinite(untilExpiry) ? untilExpiry : 0));
}
