import { randomUUID } from 'node:crypto';
import { clientIp } from '../http.mjs';
import { AuthError } from './errors.mjs';
import { AMR_FOR_KIND, consumeMail, isVerifyType, safeRedirect, sendConfirmation, sendEmailChange, sendRecovery } from './mail.mjs';
import { createSession, tokenResponse } from './tokens.mjs';
import { DEFAULT_APP_METADATA, findUserByEmail, findUserById, isValidEmail, normalizeEmail } from './users.mjs';

/**
 * Password recovery, one-time codes and magic links, resending confirmations, and verification.
 * Mail goes to auth.outbox (see mail.mjs).
 */

/** GoTrue's answer when one side of a secure e-mail change is confirmed and the other is not yet. */
export const SINGLE_CONFIRMATION_ACCEPTED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

function requireEmail(body, what) {
  if (body.phone && !body.email) throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  if (!body.email || typeof body.email !== 'string') throw new AuthError(400, 'validation_failed', `${what} requires an email`);
  const email = normalizeEmail(body.email);
  if (!isValidEmail(email)) throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  return email;
}

export async function recover(ctx) {
  const { db, config, body, url } = ctx;
  const email = requireEmail(body, 'Password recovery');
  const user = await findUserByEmail(db, email);
  // Unknown addresses get the same answer, so the endpoint does not reveal who has an account.
  if (user) {
    const redirectTo = safeRedirect(config, url.searchParams.get('redirect_to') ?? body.redirect_to);
    await db.transaction((tx) => sendRecovery(tx, ctx, user, 'recovery', redirectTo));
  }
  return { status: 200, body: {} };
}

export async function otp(ctx) {
  const { db, config, body, url } = ctx;
  const email = requireEmail(body, 'Sign in with one-time code');
  const redirectTo = safeRedirect(config, url.searchParams.get('redirect_to') ?? body.email_redirect_to);
  const user = await findUserByEmail(db, email);
  // An address nobody has confirmed yet gets its sign-up confirmation instead, as GoTrue's
  // MagicLink signs such an address up again: the code then confirms rather than recovers.
  if (user && !user.confirmed && config.enableConfirmations) {
    await db.transaction((tx) => sendConfirmation(tx, ctx, user, redirectTo));
    return { status: 200, body: {} };
  }
  if (user) {
    await db.transaction((tx) => sendRecovery(tx, ctx, user, 'magiclink', redirectTo));
    return { status: 200, body: {} };
  }
  if (body.create_user === false || !config.enableSignup) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
  const metadata = body.data && typeof body.data === 'object' && !Array.isArray(body.data) ? body.data : {};
  await db.transaction(async (tx) => {
    const id = randomUUID();
    const inserted = (
      await tx.query(
        `insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data)
         values ($1, 'authenticated', 'authenticated', $2, $3::jsonb, $4::jsonb) on conflict do nothing returning id`,
        [id, email, JSON.stringify(DEFAULT_APP_METADATA), JSON.stringify({ ...metadata, role: metadata.role ?? 'user' })],
      )
    ).rows[0];
    const target = inserted ?? (await findUserByEmail(tx, email));
    if (!target) throw new AuthError(500, 'unexpected_failure', 'Could not create the user');
    await sendConfirmation(tx, ctx, { id: target.id, email }, redirectTo);
  });
  return { status: 200, body: {} };
}

/** POST /resend (supabase-js `auth.resend`): the sign-up confirmation or the e-mail change mail again. */
export async function resend(ctx) {
  const { db, config, body, url } = ctx;
  const { type } = body;
  if (type === 'sms' || type === 'phone_change') throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  if (type !== 'signup' && type !== 'email_change') throw new AuthError(400, 'validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change');
  if (body.phone && !body.email) throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  if (!body.email || typeof body.email !== 'string') {
    throw new AuthError(400, 'validation_failed', type === 'signup' ? 'Type provided requires an email address' : 'Missing email address or phone number');
  }
  const email = normalizeEmail(body.email);
  if (!isValidEmail(email)) throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  const redirectTo = safeRedirect(config, url.searchParams.get('redirect_to'));
  const user = await findUserByEmail(db, email);
  // Nothing to send gets the same answer as a sent mail, so the endpoint does not reveal accounts.
  if (!user) return { status: 200, body: {} };
  if (type === 'signup' && !user.confirmed) await db.transaction((tx) => sendConfirmation(tx, ctx, user, redirectTo));
  if (type === 'email_change' && user.email_change) await db.transaction((tx) => sendEmailChange(tx, ctx, user, user.email_change, redirectTo));
  return { status: 200, body: {} };
}

/**
 * One side of an e-mail change confirmed. The change applies once every mail that was sent for
 * it is confirmed (the current address too, with `double_confirm_changes`); until then the
 * answer is GoTrue's single-confirmation message. A mail of an older or cancelled change no
 * longer matches the user's tokens and is refused like an expired one.
 * @returns {Promise<null | { pending: true } | { error: AuthError } | { done: true }>}
 */
async function confirmEmailChange(tx, mail) {
  const user = (
    await tx.query(
      `select email, coalesce(email_change, '') as email_change, coalesce(email_change_token_new, '') as token_new,
         coalesce(email_change_token_current, '') as token_current
       from auth.users where id = $1 for update`,
      [mail.user_id],
    )
  ).rows[0];
  if (!user || !user.email_change) return null;
  let { token_new: tokenNew, token_current: tokenCurrent } = user;
  if (mail.token_hash === tokenNew) tokenNew = '';
  else if (mail.token_hash === tokenCurrent) tokenCurrent = '';
  else return null;
  if (tokenNew || tokenCurrent) {
    await tx.query('update auth.users set email_change_token_new = $2, email_change_token_current = $3, email_change_confirm_status = 1, updated_at = now() where id = $1', [mail.user_id, tokenNew, tokenCurrent]);
    return { pending: true };
  }
  const taken = (await tx.query('select 1 from auth.users where lower(email) = lower($1) and id <> $2', [user.email_change, mail.user_id])).rows[0];
  if (taken) {
    // Someone registered the address while the change waited: the change is dropped.
    await tx.query("update auth.users set email_change = '', email_change_confirm_status = 0, updated_at = now() where id = $1", [mail.user_id]);
    return { error: new AuthError(422, 'email_exists', 'A user with this email address has already been registered') };
  }
  await tx.query(
    `update auth.users set email = email_change, email_change = '', email_change_token_new = '', email_change_token_current = '',
       email_change_confirm_status = 0, email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
     where id = $1`,
    [mail.user_id],
  );
  await tx.query('update auth.outbox set consumed_at = now() where user_id = $1 and consumed_at is null', [mail.user_id]);
  return { done: true };
}

/** A transaction in which a unique violation means the address was registered concurrently. */
async function inTransaction(db, work) {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (/** @type {{ code?: string }} */ (error).code === '23505') throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    throw error;
  }
}

/**
 * Consumes a mail and signs its user in. Null when the code or link is not valid; `pending`
 * when it confirmed one side of an e-mail change; `error` for an answer that must keep the
 * transaction's effects.
 */
async function redeem(db, config, input) {
  const result = await inTransaction(db, async (tx) => {
    const mail = await consumeMail(tx, input);
    if (!mail) return null;
    if (mail.kind === 'email_change') {
      const change = await confirmEmailChange(tx, mail);
      if (!change) return null;
      if (!('done' in change)) return { ...change, mail };
    } else if (mail.kind === 'recovery' || mail.kind === 'magiclink') {
      // GoTrue's user.Recover, then user.Confirm only for an unconfirmed address: two updates in
      // this order, so triggers on auth.users see the same row changes as on hosted Supabase.
      await tx.query("update auth.users set recovery_token = '', updated_at = now() where id = $1", [mail.user_id]);
      await tx.query("update auth.users set email_confirmed_at = now(), confirmation_token = '', updated_at = now() where id = $1 and email_confirmed_at is null", [mail.user_id]);
    } else {
      await tx.query("update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '', updated_at = now() where id = $1", [mail.user_id]);
    }
    const session = await createSession(tx, mail.user_id, AMR_FOR_KIND[mail.kind] ?? 'otp');
    return { session, user: await findUserById(tx, mail.user_id), mail };
  });
  if (!result) return null;
  if ('pending' in result || 'error' in result) return result;
  if (!result.user) return null;
  return { response: await tokenResponse(config, result.user, result.session), mail: result.mail };
}

export async function verify(ctx) {
  const { db, config, body, req } = ctx;
  if (!isVerifyType(body.type)) throw new AuthError(400, 'validation_failed', 'Verify requires a verification type');
  const tokenHash = typeof body.token_hash === 'string' ? body.token_hash : null;
  const email = typeof body.email === 'string' ? normalizeEmail(body.email) : null;
  const token = typeof body.token === 'string' ? body.token.trim() : null;
  if (!tokenHash && !(email && token)) throw new AuthError(400, 'validation_failed', 'Verify requires either a token_hash or an email and a token');
  const attempt = await ctx.limits.reserveAttempt(clientIp(req, config.trustProxy), tokenHash ? null : email);
  const redeemed = await redeem(db, config, { type: body.type, tokenHash, email, token });
  if (!redeemed) {
    await attempt.failed();
    throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
  }
  await attempt.succeeded();
  if ('error' in redeemed) throw redeemed.error;
  if ('pending' in redeemed) return { status: 200, body: { msg: SINGLE_CONFIRMATION_ACCEPTED, code: '200' } };
  return { status: 200, body: redeemed.response };
}

/** GET /verify, the link in the mail: signs in and redirects with the session in the fragment. */
export async function verifyLink(ctx) {
  const { db, config, url, req } = ctx;
  const type = url.searchParams.get('type');
  const tokenHash = url.searchParams.get('token');
  const requested = safeRedirect(config, url.searchParams.get('redirect_to'));
  const attempt = await ctx.limits.reserveAttempt(clientIp(req, config.trustProxy), null);
  const redeemed = isVerifyType(type) && tokenHash ? await redeem(db, config, { type, tokenHash }) : null;
  if (redeemed) await attempt.succeeded();
  const target = new URL(requested ?? redeemed?.mail.payload.redirect_to ?? config.siteUrl);
  if (!redeemed) {
    target.hash = new URLSearchParams({ error: 'access_denied', error_code: 'otp_expired', error_description: 'Email link is invalid or has expired' }).toString();
  } else if ('error' in redeemed) {
    target.hash = new URLSearchParams({ error_code: redeemed.error.code, error_description: redeemed.error.message }).toString();
  } else if ('pending' in redeemed) {
    target.hash = new URLSearchParams({ message: SINGLE_CONFIRMATION_ACCEPTED, sb: '' }).toString();
  } else {
    const { access_token, expires_at, expires_in, refresh_token, token_type } = redeemed.response;
    target.hash = new URLSearchParams({ access_token, expires_at: String(expires_at), expires_in: String(expires_in), refresh_token, token_type, type: String(type) }).toString();
  }
  return { status: 303, body: null, headers: { Location: target.toString() } };
}
