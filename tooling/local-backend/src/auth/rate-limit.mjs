import { AuthError } from './errors.mjs';

/**
 * Brute-force protection for password sign-in and code verification: failed attempts are
 * recorded per e-mail and per client address, and once either exceeds its limit inside the
 * window, every attempt is refused with 429 until old failures age out. Successful sign-ins
 * are not counted, so developers and end-to-end runs that sign in often are never locked out.
 *
 * @typedef {{ perIp: number, perEmail: number, windowSeconds: number }} SignInLimits
 */

export const DEFAULT_SIGN_IN_LIMITS = { perIp: 30, perEmail: 10, windowSeconds: 300 };

/**
 * @param {{ query: Function }} db
 * @param {SignInLimits} limits
 * @param {string} ip
 * @param {string | null} email
 */
export async function assertNotRateLimited(db, limits, ip, email) {
  const row = (
    await db.query(
      `select count(*) filter (where ip = $1)::int as by_ip, count(*) filter (where email = $2)::int as by_email
       from auth.sign_in_attempts where attempted_at > now() - make_interval(secs => $3)`,
      [ip, email ?? '', limits.windowSeconds],
    )
  ).rows[0];
  if (Number(row.by_ip) >= limits.perIp || (email && Number(row.by_email) >= limits.perEmail)) {
    throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
  }
}

export async function recordFailedAttempt(db, limits, ip, email) {
  await db.query('insert into auth.sign_in_attempts (email, ip) values ($1, $2)', [email, ip]);
  await db.query('delete from auth.sign_in_attempts where attempted_at < now() - make_interval(secs => $1)', [limits.windowSeconds * 2]);
}
