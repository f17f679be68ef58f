import { SignJWT, jwtVerify } from 'jose';
import { invalidJwt, invalidSignature, validationError } from './errors.mjs';

/**
 * Signed URLs as the storage server makes them (storage/object.ts, internal/auth/jwt.ts): an
 * HS256 JWT signed with the project's secret, carrying the `bucket/key` it opens and the one
 * action it allows, `download` or `upload`. A token opens nothing but that object for that action.
 */

export const DOWNLOAD = 'download';
export const UPLOAD = 'upload';

/** The largest expiry a JWT's `exp` (seconds since the epoch) can hold exactly. */
const MAX_EXPIRY_SECONDS = Math.floor(Number.MAX_SAFE_INTEGER / 1000);

/**
 * `expiresIn` of a signing call: whole seconds, at least 1, with an expiry a JWT can carry.
 * @param {unknown} value
 * @returns {number}
 */
export function expiresInSeconds(value) {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (value === undefined || value === null) throw validationError("body must have required property 'expiresIn'");
  if (typeof number !== 'number' || !Number.isSafeInteger(number)) throw validationError('body/expiresIn must be integer');
  if (number < 1) throw validationError('body/expiresIn must be >= 1');
  if (Math.floor(Date.now() / 1000) + number > MAX_EXPIRY_SECONDS) throw validationError('body/expiresIn is too large');
  return number;
}

/** @param {Uint8Array} key */
export function createSigner(key) {
  /**
   * @param {Record<string, unknown>} claims
   * @param {number} expiresIn seconds
   */
  const sign = (claims, expiresIn) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(now).setExpirationTime(now + expiresIn).sign(key);
  };

  return {
    /** A download token for `bucket/key`. */
    download: (url, expiresIn) => sign({ url, scope: DOWNLOAD }, expiresIn),

    /** An upload token for `bucket/key`, remembering who asked for it and whether it may replace. */
    upload: (url, expiresIn, { owner, upsert }) => sign({ owner, url, upsert, scope: UPLOAD }, expiresIn),

    /**
     * The token's claims when it is valid, signed by this project, unexpired, for `scope` and
     * for exactly `url`; else the storage server's InvalidJWT / InvalidSignature answer.
     * Tokens from before scopes existed count as downloads unless they carry `upsert`.
     * @param {unknown} token
     * @param {string} url
     * @param {typeof DOWNLOAD | typeof UPLOAD} scope
     */
    async verify(token, url, scope) {
      if (typeof token !== 'string' || !token) throw validationError("querystring must have required property 'token'");
      let payload;
      try {
        ({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'] }));
      } catch (error) {
        throw invalidJwt(error instanceof Error ? error.message : 'Invalid JWT');
      }
      const legacyUpload = payload.scope === undefined && 'upsert' in payload;
      const allowed = scope === UPLOAD ? payload.scope === UPLOAD || legacyUpload : payload.scope === DOWNLOAD || (payload.scope === undefined && !legacyUpload);
      if (!allowed) throw invalidSignature(`Token is not scoped for ${scope}`);
      if (payload.url !== url) throw invalidSignature();
      return payload;
    },
  };
}
