import { createHash, randomBytes, randomInt } from 'node:crypto';
import { AuthError } from './errors.mjs';

/**
 * The mail the hosted service would send (recovery, magic link, sign-up confirmation) is kept
 * in auth.outbox instead: developers and tests read the link or code there. Each mail carries
 * a 6-digit code and a token hash, usable once, until it expires.
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
 * Queues a mail, refusing when the same kind went to the same address too recently.
 * @param {{ query: Function }} db
 * @param {{ url: string, otpExpirySeconds: number, emailIntervalSeconds: number }} config
 * @param {{ kind: string, recipient: string, userId: string, redirectTo?: string | null, extra?: Record<string, unknown> }} mail
 */
export async function queueMail(db, config, { kind, recipient, userId, redirectTo = null, extra = {} }) {
  const recent = (
    await db.query('select 1 from auth.outbox where recipient = $1 and kind = $2 and created_at > now() - make_interval(secs => $3) limit 1', [recipient, kind, config.emailIntervalSeconds])
  ).rows[0];
  if (recent) {
    throw new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${config.emailIntervalSeconds} seconds.`);
  }
  const token = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const tokenHash = createHash('sha224').update(`${recipient}${token}${randomBytes(16).toString('hex')}`).digest('hex');
  const link = `${config.url}/auth/v1/verify?token=${tokenHash}&type=${kind}${redirectTo ? `&redirect_to=${encodeURIComponent(redirectTo)}` : ''}`;
  await db.query(
    `insert into auth.outbox (kind, recipient, token_hash, payload, user_id, expires_at)
     values ($1, $2, $3, $4::jsonb, $5, now() + make_interval(secs => $6))`,
    [kind, recipient, tokenHash, JSON.stringify({ token, link, redirect_to: redirectTo, ...extra }), userId, config.otpExpirySeconds],
  );
}

/**
 * Consumes a mail by token hash, or by address and code. Returns the row or null.
 * @param {{ query: Function }} tx
 * @param {{ type: string, tokenHash?: string | null, email?: string | null, token?: string | null }} input
 */
export async function consumeMail(tx, { type, tokenHash, email, token }) {
  const kinds = KINDS_FOR_TYPE[type];
  const row = tokenHash
    ? (await tx.query(`select id, kind, recipient, user_id, payload from auth.outbox where token_hash = $1 and kind = any($2) and consumed_at is null and expires_at > now() limit 1 for update`, [tokenHash, `{${kinds.join(',')}}`])).rows[0]
    : (
        await tx.query(
          `select id, kind, recipient, user_id, payload from auth.outbox where recipient = $1 and payload->>'token' = $2 and kind = any($3) and consumed_at is null and expires_at > now() order by id desc limit 1 for update`,
          [email, token, `{${kinds.join(',')}}`],
        )
      ).rows[0];
  if (!row) return null;
  await tx.query('update auth.outbox set consumed_at = now() where id = $1', [row.id]);
  return { ...row, payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload };
}
