import bcrypt from 'bcryptjs';
import { randomBytes, randomUUID } from 'node:crypto';
import { clientIp } from '../http.mjs';
import { AuthError, OAuthError, weakPassword } from './errors.mjs';
import { revokeMail, safeRedirect, sendConfirmation, sendEmailChange } from './mail.mjs';
import { refreshGrant, signIn } from './tokens.mjs';
import { DEFAULT_APP_METADATA, findUserByEmail, findUserById, isValidEmail, normalizeEmail, obfuscatedUserJson, userJson } from './users.mjs';

/**
 * Sign-up, sign-in (password and refresh token), the current user, and sign-out.
 * Password hashing runs outside database transactions: on PGlite a transaction holds the
 * only connection, and bcrypt takes tens of milliseconds.
 */

export const BCRYPT_COST = 10;
export const MIN_PASSWORD_LENGTH = 6;

/**
 * Compared against when the e-mail has no account (or no password), so an unknown address costs
 * the same bcrypt work as a wrong password and the answer time does not reveal who has an account.
 */
const DUMMY_HASH = bcrypt.hash(randomBytes(18).toString('base64'), BCRYPT_COST);

const isBcryptHash = (value) => typeof value === 'string' && /^\$2[abxy]?\$\d{2}\$[./A-Za-z0-9]{53}$/.test(value);

const userExists = () => new AuthError(422, 'user_already_exists', 'User already registered');
export const emailExists = () => new AuthError(422, 'email_exists', 'A user with this email address has already been registered');

export async function signup(ctx) {
  const { db, config, body, url } = ctx;
  if (!config.enableSignup) throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
  const { email: rawEmail, password, phone, data } = body;
  if (phone && !rawEmail) throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  if (!rawEmail || typeof password !== 'string' || password === '') throw new AuthError(400, 'validation_failed', 'You must provide either an email or phone number and a password');
  const email = normalizeEmail(rawEmail);
  if (!isValidEmail(email)) throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  if (password.length < MIN_PASSWORD_LENGTH) throw weakPassword();
  const metadata = data && typeof data === 'object' && !Array.isArray(data) ? data : {};
  const userMetadata = { ...metadata, role: metadata.role ?? 'user' };
  const redirectTo = safeRedirect(config, url.searchParams.get('redirect_to'));
  // Hashed before anything is looked up: new and existing addresses cost the same time.
  const hash = await bcrypt.hash(password, BCRYPT_COST);

  const answerExisting = async (existing) => {
    if (!config.enableConfirmations) throw userExists();
    // A confirmed account gets a look-alike of a new one and no mail; the owner learns nothing new.
    if (existing.confirmed) return { status: 200, body: await obfuscatedUserJson(db, email, userMetadata) };
    // Unconfirmed: the confirmation goes out again. The password is not changed, since nobody
    // has proven they own the address yet (GoTrue does the same).
    await db.transaction((tx) => sendConfirmation(tx, ctx, existing, redirectTo));
    return { status: 200, body: userJson(/** @type {any} */ (await findUserById(db, existing.id))) };
  };

  const existing = await findUserByEmail(db, email);
  if (existing) return answerExisting(existing);
  const id = randomUUID();
  try {
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
         values ($1, 'authenticated', 'authenticated', $2, $3, case when $6 then now() end, $4::jsonb, $5::jsonb)`,
        [id, email, hash, JSON.stringify(DEFAULT_APP_METADATA), JSON.stringify(userMetadata), !config.enableConfirmations],
      );
      if (config.enableConfirmations) await sendConfirmation(tx, ctx, { id, email }, redirectTo);
    });
  } catch (error) {
    if (/** @type {{ code?: string }} */ (error).code !== '23505') throw error;
    // Registered by a parallel request in the meantime.
    const winner = await findUserByEmail(db, email);
    if (!winner) throw error;
    return answerExisting(winner);
  }
  if (!config.enableConfirmations) return { status: 200, body: await signIn(db, config, id, 'password') };
  // Confirmation required: the bare user, no session (supabase-js reports `session: null`).
  return { status: 200, body: userJson(/** @type {any} */ (await findUserById(db, id))) };
}

export async function token(ctx) {
  const { db, config, body, url, req } = ctx;
  const grant = url.searchParams.get('grant_type');
  if (grant === 'refresh_token') {
    if (!body.refresh_token || typeof body.refresh_token !== 'string') throw new OAuthError(400, 'invalid_request', 'refresh_token required');
    return { status: 200, body: await refreshGrant(db, config, body.refresh_token) };
  }
  if (grant !== 'password') throw new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type');
  if (body.phone && !body.email) throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  if (!body.email || typeof body.password !== 'string') throw new AuthError(400, 'validation_failed', 'Missing email or phone');
  const email = normalizeEmail(body.email);
  const attempt = await ctx.limits.reserveAttempt(clientIp(req, config.trustProxy), email);
  // Waited out before the check, so how long the answer takes does not tell whether it was right.
  if (attempt.delayMs > 0) await config.waitMs(attempt.delayMs);
  const user = await findUserByEmail(db, email);
  const hash = isBcryptHash(user?.encrypted_password) ? /** @type {string} */ (user?.encrypted_password) : await DUMMY_HASH;
  const matches = await bcrypt.compare(body.password, hash);
  if (!user || hash !== user.encrypted_password || !matches) {
    await attempt.failed();
    throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
  }
  await attempt.succeeded();
  if (user.banned) throw new AuthError(400, 'user_banned', 'User is banned');
  if (!user.confirmed) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  return { status: 200, body: await signIn(db, config, user.id, 'password') };
}

/**
 * The caller's user and session, from the bearer token, with GoTrue's errors.
 * @returns {Promise<{ user: import('./users.mjs').UserRow, sessionId: string | null }>}
 */
export async function requireUser(ctx) {
  const { db } = ctx;
  const claims = await ctx.claims();
  if (typeof claims.sub !== 'string' || !claims.sub) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null;
  if (sessionId) {
    const session = (await db.query('select 1 from auth.sessions where id = $1', [sessionId])).rows[0];
    if (!session) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  const user = await findUserById(db, claims.sub);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { user, sessionId };
}

export async function getUser(ctx) {
  const { user } = await requireUser(ctx);
  return { status: 200, body: userJson(user) };
}

/**
 * PUT /user, GoTrue's UserUpdate: metadata merges at once; a new password ends every other
 * session; a new e-mail address is only recorded as pending and mailed (see mail.mjs
 * sendEmailChange), so nobody can take an address they cannot read mail for.
 */
export async function updateUser(ctx) {
  const { db, config, body, url } = ctx;
  const { user, sessionId } = await requireUser(ctx);
  if (body.app_metadata !== undefined) throw new AuthError(403, 'not_admin', 'User not allowed');

  let newEmail = null;
  if (body.email !== undefined && body.email !== null && body.email !== '') {
    if (typeof body.email !== 'string') throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    const email = normalizeEmail(body.email);
    if (!isValidEmail(email)) throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    if (email !== user.email) {
      const holder = await findUserByEmail(db, email);
      if (holder && holder.id !== user.id) throw emailExists();
      newEmail = email;
    }
  }

  let passwordHash = null;
  if (body.password !== undefined && body.password !== null) {
    if (typeof body.password !== 'string' || body.password.length < MIN_PASSWORD_LENGTH) throw weakPassword();
    if (user.encrypted_password && (await bcrypt.compare(body.password, user.encrypted_password))) {
      throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    }
    passwordHash = await bcrypt.hash(body.password, BCRYPT_COST);
  }

  let metadata = null;
  if (body.data !== undefined && body.data !== null) {
    if (typeof body.data !== 'object' || Array.isArray(body.data)) throw new AuthError(400, 'validation_failed', 'data must be an object');
    // GoTrue merges key by key; a null value removes the key.
    metadata = { ...user.user_metadata };
    for (const [key, value] of Object.entries(body.data)) {
      if (value === null) delete metadata[key];
      else metadata[key] = value;
    }
  }

  await db.transaction(async (tx) => {
    if (passwordHash) {
      await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [user.id, passwordHash]);
      // Whoever knew the old password may hold other sessions or unused mail links: they end
      // here, and only the session that made the change stays (GoTrue's LogoutAllExceptMe).
      await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [user.id, sessionId]);
      await revokeMail(tx, user.id);
    }
    if (metadata) await tx.query('update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1', [user.id, JSON.stringify(metadata)]);
    if (newEmail) {
      const redirectTo = safeRedirect(config, url.searchParams.get('redirect_to'));
      await sendEmailChange(tx, ctx, user, newEmail, redirectTo);
      await tx.query('update auth.users set updated_at = now() where id = $1', [user.id]);
    }
  });
  return { status: 200, body: userJson(/** @type {any} */ (await findUserById(db, user.id))) };
}

export async function logout(ctx) {
  const { db, url } = ctx;
  const scope = url.searchParams.get('scope') ?? 'global';
  if (!['global', 'local', 'others'].includes(scope)) throw new AuthError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
  const claims = await ctx.claims();
  if (typeof claims.sub !== 'string') throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null;
  // Deleting a session deletes its refresh tokens too (ON DELETE CASCADE).
  if (scope === 'global') await db.query('delete from auth.sessions where user_id = $1', [claims.sub]);
  else if (scope === 'local' && sessionId) await db.query('delete from auth.sessions where id = $1', [sessionId]);
  else if (scope === 'others') await db.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [claims.sub, sessionId]);
  return { status: 204, body: null };
}
