import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { parse } from 'smol-toml';
import { DEFAULT_RATE_LIMIT, DEFAULT_SIGN_IN_LIMITS } from './rate-limit.mjs';

/**
 * The auth settings, taken from the project's supabase/config.toml the way the Supabase CLI passes
 * them to GoTrue, with createBackend options on top (tests set their own). What neither sets
 * keeps the CLI's default (supabase/cli pkg/config/templates/config.toml).
 *
 * @typedef {{ signInSignUps: number, tokenVerifications: number, emailSent: number }} RateLimit
 * @typedef {{
 *   jwtExpirySeconds?: number, refreshTokenReuseIntervalSeconds?: number, otpExpirySeconds?: number,
 *   emailIntervalSeconds?: number, enableSignup?: boolean, enableConfirmations?: boolean, doubleConfirmChanges?: boolean,
 *   rateLimit?: Partial<RateLimit>, signInLimits?: Partial<import('./rate-limit.mjs').SignInLimits>,
 *   waitMs?: (ms: number) => Promise<unknown>,
 * }} AuthOptions
 *
 * `waitMs` is how a slowed-down sign-in waits out its delay: a timer, unless a test watches it.
 */

const CLI_DEFAULTS = {
  jwtExpirySeconds: 3600,
  refreshTokenReuseIntervalSeconds: 10,
  otpExpirySeconds: 3600,
  emailIntervalSeconds: 1,
  enableSignup: true,
  enableConfirmations: false,
  doubleConfirmChanges: true,
};

const GO_DURATION_UNITS = { h: 3600, m: 60, s: 1, ms: 0.001, us: 0.000001, µs: 0.000001, ns: 0.000000001 };

/** Seconds in a Go duration string as the CLI writes them ("1s", "1m30s", "500ms"), or undefined. */
export function goDurationSeconds(text) {
  if (typeof text !== 'string') return undefined;
  const parts = [...text.trim().matchAll(/(\d+(?:\.\d+)?)(h|ms|m|s|us|µs|ns)/g)];
  if (!parts.length || parts.map((part) => part[0]).join('') !== text.trim()) return undefined;
  return parts.reduce((sum, [, value, unit]) => sum + Number(value) * GO_DURATION_UNITS[unit], 0);
}

const table = (value) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {});
const number = (value) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const bool = (value) => (typeof value === 'boolean' ? value : undefined);
const defined = (object) => Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));

/**
 * The auth part of a config.toml, in createBackend's option names. A missing file gives {}.
 * @param {string | null | undefined} configFile
 * @returns {AuthOptions & { siteUrl?: string }}
 */
export function readAuthSettings(configFile) {
  if (!configFile || !existsSync(configFile)) return {};
  let document;
  try {
    document = parse(readFileSync(configFile, 'utf8'));
  } catch (error) {
    throw new Error(`Could not read ${configFile}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const auth = table(document.auth);
  const email = table(auth.email);
  const rateLimit = table(auth.rate_limit);
  return defined({
    siteUrl: typeof auth.site_url === 'string' ? auth.site_url : undefined,
    jwtExpirySeconds: number(auth.jwt_expiry),
    refreshTokenReuseIntervalSeconds: number(auth.refresh_token_reuse_interval),
    // Sign-up needs both switches, as in the CLI (GOTRUE_DISABLE_SIGNUP and the e-mail provider).
    enableSignup: bool(auth.enable_signup) === false || bool(email.enable_signup) === false ? false : undefined,
    enableConfirmations: bool(email.enable_confirmations),
    doubleConfirmChanges: bool(email.double_confirm_changes),
    emailIntervalSeconds: goDurationSeconds(email.max_frequency),
    otpExpirySeconds: number(email.otp_expiry),
    rateLimit: defined({
      signInSignUps: number(rateLimit.sign_in_sign_ups),
      tokenVerifications: number(rateLimit.token_verifications),
      emailSent: number(rateLimit.email_sent),
    }),
  });
}

/**
 * The configuration the auth API runs with.
 * @param {{ key: Uint8Array, url: () => string, siteUrl?: string, trustProxy: boolean,
 *   isAllowedOrigin: (origin: string) => boolean, configFile?: string | null, auth?: AuthOptions }} input
 */
export function createAuthConfig({ key, url, siteUrl, trustProxy, isAllowedOrigin, configFile, auth = {} }) {
  const file = readAuthSettings(configFile);
  const setting = (name) => auth[name] ?? file[name] ?? CLI_DEFAULTS[name];
  return {
    key,
    get url() {
      return url();
    },
    get issuer() {
      return `${url()}/auth/v1`;
    },
    expiresIn: setting('jwtExpirySeconds'),
    reuseIntervalSeconds: setting('refreshTokenReuseIntervalSeconds'),
    otpExpirySeconds: setting('otpExpirySeconds'),
    emailIntervalSeconds: setting('emailIntervalSeconds'),
    enableSignup: setting('enableSignup'),
    enableConfirmations: setting('enableConfirmations'),
    doubleConfirmChanges: setting('doubleConfirmChanges'),
    rateLimit: { ...DEFAULT_RATE_LIMIT, ...(file.rateLimit ?? {}), ...(auth.rateLimit ?? {}) },
    signInLimits: { ...DEFAULT_SIGN_IN_LIMITS, ...(auth.signInLimits ?? {}) },
    waitMs: auth.waitMs ?? sleep,
    siteUrl: siteUrl ?? file.siteUrl ?? 'http://localhost:4173',
    trustProxy,
    isAllowedOrigin,
  };
}

/** @typedef {ReturnType<typeof createAuthConfig>} AuthConfig */
