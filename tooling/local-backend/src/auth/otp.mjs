import { randomUUID } from 'node:crypto';
import { clientIp } from '../http.mjs';
import { AuthError } from './errors.mjs';
import { AMR_FOR_KIND, consumeMail, isVerifyType, queueMail } from './mail.mjs';
import { assertNotRateLimited, recordFailedAttempt } from './rate-limit.mjs';
import { createSession, tokenResponse } from './tokens.mjs';
import { DEFAULT_APP_METADATA, findUserByEmail, findUserById, isValidEmail, normalizeEmail } from './users.mjs';

/**
 * Password recovery, one-time codes and magic links, and their verification. Mail goes to
 * auth.outbox (see mail.mjs).
 */

function requireEmail(body, what) {
  if (body.phone && !body.email) throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  if (!body.email || typeof body.email !== 'string') throw new AuthError(400, 'validation_failed', `${what} requires an email`);
  const email = normalizeEmail(body.email);
  if (!isValidEmail(email)) throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  return email;
}

/** A redirect target the backend is willing to send people to, or null. */
function safeRedirect(config, value) {
  if (typeof value !== 'string' || !value) return null;
  try {
    return config.isAllowedOrigin(new URL(value).origin) ? value : null;
  } catch {
    return null;
  }
}

export async function recover(ctx) {
  const { db, config, body, url } = ctx;
  const email = requireEmail(body, 'Password recovery');
  const user = await findUserByEmail(db, email);
  // Unknown addresses get the same answer, so the endpoint does not reveal who has an account.
  if (user) await queueMail(db, config, { kind: 'recovery', recipient: email, userId: user.id, redirectTo: safeRedirect(config, url.searchParams.get('redirect_to') ?? body.redirect_to) });
  return { status: 200, body: {} };
}

export async function otp(ctx) {
  const { db, config, body, url } = ctx;
  const email = requireEmail(body, 'Sign in with one-time code');
  let user = await findUserByEmail(db, email);
  let kind = 'magiclink';
  if (!user) {
    if (body.create_user === false) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
    const metadata = body.data && typeof body.data === 'object' && !Array.isArray(body.data) ? body.data : {};
    const id = randomUUID();
    await db.query(
      `insert into auth.users (id, aud, role, email, confirmation_sent_at, raw_app_meta_data, raw_user_meta_data)
       values ($1, 'authenticated', 'authenticated', $2, now(), $3::jsonb, $4::jsonb) on conflict do nothing`,
      [id, email, JSON.stringify(DEFAULT_APP_METADATA), JSON.stringify({ ...metadata, role: metadata.role ?? 'user' })],
    );
    user = await findUserByEmail(db, email);
    kind = 'signup';
  }
  if (!user) throw new AuthError(500, 'unexpected_failure', 'Could not create the user');
  await queueMail(db, config, { kind, recipient: email, userId: user.id, redirectTo: safeRedirect(config, url.searchParams.get('redirect_to') ?? body.email_redirect_to) });
  return { status: 200, body: {} };
}

/** Consumes a mail and signs its user in; null when the code or link is not valid. */
async function redeem(db, config, input) {
  const result = await db.transaction(async (tx) => {
    const mail = await consumeMail(tx, input);
    if (!mail) return null;
    await tx.query('update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1', [mail.user_id]);
    if (mail.kind === 'email_change' && mail.payload.new_email) await tx.query('update auth.users set email = $2 where id = $1', [mail.user_id, mail.payload.new_email]);
    const session = await createSession(tx, mail.user_id, AMR_FOR_KIND[mail.kind] ?? 'otp');
    return { session, user: await findUserById(tx, mail.user_id), mail };
  });
  if (!result || !result.user) return null;
  return { response: await tokenResponse(config, result.user, result.session), mail: result.mail };
}

export async function verify(ctx) {
  const { db, config, body, req } = ctx;
  if (!isVerifyType(body.type)) throw new AuthError(400, 'validation_failed', 'Verify requires a verification type');
  const tokenHash = typeof body.token_hash === 'string' ? body.token_hash : null;
  const email = typeof body.email === 'string' ? normalizeEmail(body.email) : null;
  const token = typeof body.token === 'string' ? body.token.trim() : null;
  if (!tokenHash && !(email && token)) throw new AuthError(400, 'validation_failed', 'Verify requires either a token_hash or an email and a token');
  const ip = clientIp(req, config.trustProxy);
  await assertNotRateLimited(db, config.signInLimits, ip, email);
  const redeemed = await redeem(db, config, { type: body.type, tokenHash, email, token });
  if (!redeemed) {
    await recordFailedAttempt(db, config.signInLimits, ip, email);
    throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
  }
  return { status: 200, body: redeemed.response };
}

/** GET /verify, the link in the mail: signs in and redirects with the session in the fragment. */
export async function verifyLink(ctx) {
  const { db, config, url } = ctx;
  const type = url.searchParams.get('type');
  const tokenHash = url.searchParams.get('token');
  const requested = safeRedirect(config, url.searchParams.get('redirect_to'));
  const redeemed = isVerifyType(type) && tokenHash ? await redeem(db, config, { type, tokenHash }) : null;
  const target = new URL(requested ?? redeemed?.mail.payload.redirect_to ?? config.siteUrl);
  if (!redeemed) {
    target.hash = new URLSearchParams({ error: 'access_denied', error_code: 'otp_expired', error_description: 'Email link is invalid or has expired' }).toString();
  } else {
    const { access_token, expires_at, expires_in, refresh_token, token_type } = redeemed.response;
    target.hash = new URLSearchParams({ access_token, expires_at: String(expires_at), expires_in: String(expires_in), refresh_token, token_type, type: String(type) }).toString();
  }
  return { status: 303, body: null, headers: { Location: target.toString() } };
}
