import { RateLimiterMemory } from 'rate-limiter-flexible';
import { AuthError } from './errors.mjs';

/**
 * Rate limits of the auth API, kept in process memory (one backend process serves the API).
 *
 * Request limits per client address, with the Supabase CLI's names and defaults
 * (`[auth.rate_limit]`): `sign_in_sign_ups` counts requests to each of /signup, /otp, /magiclink,
 * /recover, /resend and PUT /user separately (GoTrue keeps one bucket per endpoint),
 * `token_verifications` counts /verify; both per 5 minutes. `email_sent` caps the mail the whole
 * backend queues per hour; its default is what `supabase start` uses when mail goes to the local
 * inbox rather than a real SMTP server.
 *
 * Password guessing follows rate-limiter-flexible's login protection: failures are counted by
 * address + e-mail (a success clears them) and by address alone, and each attempt reserves its
 * point before the password is checked, so parallel requests cannot all slip under the limit.
 * Failures for one e-mail from anywhere never refuse anyone (that would let a stranger lock the
 * owner out); they slow every attempt for that e-mail down instead, before the password is
 * checked, so the delay does not tell the caller whether the password was right.
 *
 * @typedef {{ perIp: number, perIpEmail: number, windowSeconds: number, slowDownAfter: number, delayMs: number, maxDelayMs: number }} SignInLimits
 */

export const DEFAULT_RATE_LIMIT = { signInSignUps: 30, tokenVerifications: 30, emailSent: 360000 };

/**
 * 10 wrong passwords per address and e-mail (enough for anyone mistyping) and 30 per address (a
 * shared office address) in 5 minutes, Supabase's window; after 3 failures for an e-mail each
 * further attempt waits 250 ms, doubling up to 3 s, which a person barely notices and which caps a
 * sequential guesser at about 100 guesses per 5 minutes per e-mail.
 */
export const DEFAULT_SIGN_IN_LIMITS = { perIp: 30, perIpEmail: 10, windowSeconds: 300, slowDownAfter: 3, delayMs: 250, maxDelayMs: 3000 };

const REQUEST_WINDOW_SECONDS = 300;
const EMAIL_WINDOW_SECONDS = 3600;

/** Retry-After (whole seconds, at least 1) for a refusal. */
const retryAfter = (res) => ({ 'Retry-After': String(Math.max(1, Math.ceil((res?.msBeforeNext ?? 1000) / 1000))) });

const overRequestRateLimit = (res) => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached', {}, retryAfter(res));

/**
 * The delay before checking a password for an e-mail that already saw `failures` failed
 * attempts in the window.
 * @param {SignInLimits} limits
 * @param {number} failures
 */
export function signInDelayMs(limits, failures) {
  if (failures < limits.slowDownAfter) return 0;
  return Math.min(limits.maxDelayMs, limits.delayMs * 2 ** (failures - limits.slowDownAfter));
}

/** Removes one point a request reserved, unless its window has already ended. */
async function giveBack(limiter, key) {
  const current = await limiter.get(key);
  if (current && current.consumedPoints > 0) await limiter.reward(key, 1);
}

/**
 * @param {{ rateLimit: { signInSignUps: number, tokenVerifications: number, emailSent: number }, signInLimits: SignInLimits }} config
 */
export function createLimits(config) {
  const { rateLimit, signInLimits } = config;
  const requestLimiters = {
    signInSignUps: new RateLimiterMemory({ points: rateLimit.signInSignUps, duration: REQUEST_WINDOW_SECONDS }),
    tokenVerifications: new RateLimiterMemory({ points: rateLimit.tokenVerifications, duration: REQUEST_WINDOW_SECONDS }),
  };
  const emailSent = new RateLimiterMemory({ points: rateLimit.emailSent, duration: EMAIL_WINDOW_SECONDS });
  const failuresByIp = new RateLimiterMemory({ points: signInLimits.perIp, duration: signInLimits.windowSeconds });
  const failuresByIpEmail = new RateLimiterMemory({ points: signInLimits.perIpEmail, duration: signInLimits.windowSeconds });
  // Never refuses: only counts, for the delay.
  const failuresByEmail = new RateLimiterMemory({ points: Number.MAX_SAFE_INTEGER, duration: signInLimits.windowSeconds });

  return {
    /**
     * Counts one request against a per-address limit, or refuses it with 429.
     * @param {'signInSignUps' | 'tokenVerifications'} name
     * @param {string} bucket the endpoint, so each keeps its own count
     * @param {string} ip
     */
    async request(name, bucket, ip) {
      try {
        await requestLimiters[name].consume(`${bucket}|${ip}`);
      } catch (res) {
        throw overRequestRateLimit(res);
      }
    },

    /** Counts mail about to be queued against the backend-wide hourly cap, or refuses with 429. */
    async sendEmails(count) {
      try {
        await emailSent.consume('all', count);
      } catch (res) {
        throw new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded', {}, retryAfter(res));
      }
    },

    /**
     * Reserves a password or code attempt before it is checked; refuses with 429 when the address,
     * or the address with this e-mail, has failed too often. The reservation stands as a failure
     * unless `succeeded()` is called; `failed()` adds it to the e-mail's failures, which set the delay.
     * @param {string} ip
     * @param {string | null} email
     * @returns {Promise<{ delayMs: number, succeeded: () => Promise<void>, failed: () => Promise<void> }>}
     */
    async reserveAttempt(ip, email) {
      try {
        await failuresByIp.consume(ip);
      } catch (res) {
        throw overRequestRateLimit(res);
      }
      const pairKey = `${ip}|${email}`;
      let earlier = 0;
      if (email) {
        try {
          await failuresByIpEmail.consume(pairKey);
        } catch (res) {
          // Refused before anything was checked: it does not count as a failure of the address.
          await giveBack(failuresByIp, ip);
          throw overRequestRateLimit(res);
        }
        // Only finished failures slow an e-mail down: the same account signing in from several
        // tabs at once is not penalised, while guesses running in parallel are already bounded
        // per address and per address + e-mail by the reservations above.
        earlier = (await failuresByEmail.get(email))?.consumedPoints ?? 0;
      }
      return {
        delayMs: signInDelayMs(signInLimits, earlier),
        async succeeded() {
          await giveBack(failuresByIp, ip);
          if (email) await failuresByIpEmail.delete(pairKey);
        },
        async failed() {
          if (email) await failuresByEmail.consume(email);
        },
      };
    },
  };
}

/** @typedef {ReturnType<typeof createLimits>} Limits */
