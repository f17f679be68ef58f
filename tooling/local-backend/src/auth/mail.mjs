import { createHash, randomBytes, randomInt } from 'node:crypto';
import { AuthError } from './errors.mjs';

/**
 * The mail the hosted service would send (recovery, magic link, sign-up confirmation, e-mail
 * change) is kept in auth.outbox instead: developers and tests read the link or code there. Each
 * mail carries a 6-digit code and a token hash, usable once, until it expires.
 */

/** Which outbox kinds each /verify `type` accepts. */
const KINDS_FOR_TYPE = {
  email: ['magiclink', 'signup'],
  magiclink: ['magiclink', 'signup'],
  signup: ['signup'],
  recovery: ['recovery'],
  invite: ['invite'],
  email_change: ['email_change'],
};

/** The `amr` method GoTrue records for each kind of verification. */
export const AMR_FOR_KIND = { magiclink: 'otp', signup: 'otp', recovery: 'recovery', invite: 'invite', email_change: 'email_change' };

export const isVerifyType = (type) => typeof type === 'string' && type in KINDS_FOR_TYPE;

/**
 * A redirect target for a mail link that the backend is willing to send people to, or null.
 * @param {{ isAllowedOrigin: (origin: string) => boolean }} config
 */
export function safeRedirect(config, value) {
  if (typeof value !== 'string' || !value) return null;
  try {
    return config.isAllowedOrigin(new URL(value).origin) ? value : null;
  } catch {
    return null;
  }
}

/** GoTrue's answer when the same mail is asked for again within `max_frequency`. */
function tooSoon(seconds) {
  const wait = Math.max(1, Math.ceil(seconds));
  return new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${wait} seconds.`, {}, { 'Retry-After': String(wait) });
}

/**
 * Refuses with 429 when a mail of this kind went to this address less than `max_frequency` ago.
 * @param {{ query: Function }} q
 * @param {{ emailIntervalSeconds: number }} config
 */
async function assertMailFrequency(q, config, recipient, kind) {
  const row = (
    await q.query(
      `select extract(epoch from max(created_at) + make_interval(secs => $3) - now()) as wait
       from auth.outbox where recipient = $1 and kind = $2 and created_at > now() - make_interval(secs => $3)`,
      [recipient, kind, config.emailIntervalSeconds],
    )
  ).rows[0];
  if (row?.wait !== null && row?.wait !== undefined && Number(row.wait) > 0) throw tooSoon(Number(row.wait));
}

/**
 * Writes one mail to the outbox and returns its token hash.
 * @param {{ query: Function }} q
 * @param {{ url: string, otpExpirySeconds: number }} config
 * @param {{ kind: string, recipient: string, userId: string, redirectTo?: string | null, extra?: Record<string, unknown> }} mail
 */
export async function insertMail(q, config, { kind, recipient, userId, redirectTo = null, extra = {} }) {
  const token = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const tokenHash = createHash('sha224').update(`${recipient}${token}${randomBytes(16).toString('hex')}`).digest('hex');
  const link = `${config.url}/auth/v1/verify?token=${tokenHash}&type=${kind}${redirectTo ? `&redirect_to=${encodeURIComponent(redirectTo)}` : ''}`;
  await q.query(
    `insert into auth.outbox (kind, recipient, token_hash, payload, user_id, expires_at)
     values ($1, $2, $3, $4::jsonb, $5, now() + make_interval(secs => $6))`,
    [kind, recipient, tokenHash, JSON.stringify({ token, link, redirect_to: redirectTo, ...extra }), userId, config.otpExpirySeconds],
  );
  return tokenHash;
}

/** Earlier unused mails of a kind stop working when a new one is sent, as GoTrue keeps only the latest token. */
async function supersede(q, userId, kind) {
  await q.query('update auth.outbox set consumed_at = now() where user_id = $1 and kind = $2 and consumed_at is null', [userId, kind]);
}

/**
 * Queues a mail, refusing when the same kind went to the same address too recently or the
 * backend has queued its hourly allowance.
 * @param {{ query: Function }} q
 * @param {{ config: import('./config.mjs').AuthConfig, limits: import('./rate-limit.mjs').Limits }} ctx
 * @param {{ kind: string, recipient: string, userId: string, redirectTo?: string | null, extra?: Record<string, unknown>, replacesEarlier?: boolean }} mail
 */
export async function queueMail(q, ctx, { replacesEarlier = false, ...mail }) {
  await assertMailFrequency(q, ctx.config, mail.recipient, mail.kind);
  await ctx.limits.sendEmails(1);
  if (replacesEarlier) await supersede(q, mail.userId, mail.kind);
  return insertMail(q, ctx.config, mail);
}

/**
 * The sign-up confirmation mail (GoTrue's sendConfirmation). Run inside a transaction.
 * @param {{ query: Function }} tx
 * @param {{ config: import('./config.mjs').AuthConfig, limits: import('./rate-limit.mjs').Limits }} ctx
 * @param {{ id: string, email: string | null }} user
 * @param {string | null} redirectTo
 */
export async function sendConfirmation(tx, ctx, user, redirectTo) {
  const tokenHash = await queueMail(tx, ctx, { kind: 'signup', recipient: /** @type {string} */ (user.email), userId: user.id, redirectTo, replacesEarlier: true });
  await tx.query('update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1', [user.id, tokenHash]);
}

/**
 * A recovery or magic-link mail (GoTrue's sendPasswordRecovery and sendMagicLink), whose token
 * GoTrue keeps in recovery_token. Run inside a transaction.
 * @param {{ query: Function }} tx
 * @param {{ config: import('./config.mjs').AuthConfig, limits: import('./rate-limit.mjs').Limits }} ctx
 * @param {{ id: string, email: string | null }} user
 * @param {'recovery' | 'magiclink'} kind
 * @param {string | null} redirectTo
 */
export async function sendRecovery(tx, ctx, user, kind, redirectTo) {
  const tokenHash = await queueMail(tx, ctx, { kind, recipient: /** @type {string} */ (user.email), userId: user.id, redirectTo });
  await recordRecoveryToken(tx, user.id, tokenHash);
}

/**
 * @param {{ query: Function }} q
 * @param {string} userId
 * @param {string} tokenHash
 */
export async function recordRecoveryToken(q, userId, tokenHash) {
  await q.query('update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1', [userId, tokenHash]);
}

/**
 * Starts (or restarts) an e-mail change, GoTrue's sendEmailChange: one mail to the new address
 * and, with `double_confirm_changes`, one to the current address. The address itself changes
 * only when every mail sent has been confirmed (see otp.mjs). Run inside a transaction.
 * @param {{ query: Function }} tx
 * @param {{ config: import('./config.mjs').AuthConfig, limits: import('./rate-limit.mjs').Limits }} ctx
 * @param {{ id: string, email: string | null }} user
 * @param {string} newEmail
 * @param {string | null} redirectTo
 */
export async function sendEmailChange(tx, ctx, user, newEmail, redirectTo) {
  const { config, limits } = ctx;
  const sent = (
    await tx.query('select extract(epoch from email_change_sent_at + make_interval(secs => $2) - now()) as wait from auth.users where id = $1 for update', [user.id, config.emailIntervalSeconds])
  ).rows[0];
  if (sent?.wait !== null && sent?.wait !== undefined && Number(sent.wait) > 0) throw tooSoon(Number(sent.wait));
  const toCurrent = config.doubleConfirmChanges && Boolean(user.email);
  await limits.sendEmails(toCurrent ? 2 : 1);
  await supersede(tx, user.id, 'email_change');
  const extra = { new_email: newEmail };
  const tokenNew = await insertMail(tx, config, { kind: 'email_change', recipient: newEmail, userId: user.id, redirectTo, extra });
  const tokenCurrent = toCurrent ? await insertMail(tx, config, { kind: 'email_change', recipient: /** @type {string} */ (user.email), userId: user.id, redirectTo, extra }) : '';
  await tx.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
       email_change_confirm_status = 0, email_change_sent_at = now() where id = $1`,
    [user.id, newEmail, tokenNew, tokenCurrent],
  );
}

/**
 * Makes every unused mail of a user stop working (after a password change, GoTrue clears all
 * one-time tokens), including the tokens of a pending e-mail change.
 * @param {{ query: Function }} tx
 * @param {string} userId
 */
export async function revokeMail(tx, userId) {
  await tx.query('update auth.outbox set consumed_at = now() where user_id = $1 and consumed_at is null', [userId]);
  await tx.query("update auth.users set email_change_token_new = '', email_change_token_current = '', email_change_sent_at = null where id = $1", [userId]);
}

/**
 * Consumes a mail by token hash, or by address and code. Returns the row or null.
 * @param {{ query: Function }} tx
 * @param {{ type: string, tokenHash?: string | null, email?: string | null, token?: string | null }} input
 */
export async function consumeMail(tx, { type, tokenHash, email, token }) {
  const kinds = KINDS_FOR_TYPE[type];
  const row = tokenHash
    ? (await tx.query(`select id, kind, recipient, user_id, token_hash, payload from auth.outbox where token_hash = $1 and kind = any($2) and consumed_at is null and expires_at > now() limit 1 for update`, [tokenHash, `{${kinds.join(',')}}`])).rows[0]
    : (
        await tx.query(
          `select id, kind, recipient, user_id, token_hash, payload from auth.outbox where recipient = $1 and payload->>'token' = $2 and kind = any($3) and consumed_at is null and expires_at > now() order by id desc limit 1 for update`,
          [email, token, `{${kinds.join(',')}}`],
        )
      ).rows[0];
  if (!row) return null;
  await tx.query('update auth.outbox set consumed_at = now() where id = $1', [row.id]);
  return { ...row, payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload };
}
