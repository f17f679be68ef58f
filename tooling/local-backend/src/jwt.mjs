import { errors, jwtVerify } from 'jose';

/** Same leeway PostgREST and GoTrue give for clocks that disagree. */
export const CLOCK_SKEW_SECONDS = 30;

/**
 * Verifies an HS256 token. Resolves to { claims } or { error: 'expired' | 'invalid', message }.
 * @param {string} token
 * @param {Uint8Array} key
 */
export async function verifyToken(token, key) {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], clockTolerance: CLOCK_SKEW_SECONDS });
    return { claims: /** @type {Record<string, unknown>} */ (payload) };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { error: 'expired', message: 'JWT expired' };
    if (error instanceof errors.JWSSignatureVerificationFailed) return { error: 'invalid', message: 'JWT cryptographic operation failed' };
    if (error instanceof errors.JWTClaimValidationFailed) return { error: 'invalid', message: `JWT claim validation failed: ${error.claim}` };
    return { error: 'invalid', message: 'Invalid JWT: ' + (error instanceof Error ? error.message : 'unreadable token') };
  }
}
