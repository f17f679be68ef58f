import bcrypt from 'bcryptjs';
import { randomUUID } from 'node:crypto';
import { clientIp } from '../http.mjs';
import { AuthError, OAuthError, weakPassword } from './errors.mjs';
import { assertNotRateLimited, recordFailedAttempt } from './rate-limit.mjs';
import { refreshGrant, signIn } from './tokens.mjs';
import { DEFAULT_APP_METADATA, findUserByEmail, findUserById, isValidEmail, normalizeEmail, userJson } from './users.mjs';

/**
 * Sign-up, sign-in (password and refresh token), the current user, and sign-out.
 * Password hashing runs outside database transactions: on PGlite a transaction holds the
 * only connection, and bcrypt takes tens of milliseconds.
 */

const BCRYPT_COST = 10;
const MIN_PASSWORD_LENGTH = 6;

export async function signup(ctx) {
  const { db, config, body } = ctx;
  const { email: rawEmail, password, phone, data } = body;
  if (phone && !rawEmail) throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  if (!rawEmail || typeof password !== 'string' || password === '') throw new AuthError(400, 'validation_failed', 'You must provide either an email or phone number and a password');
  const email = normalizeEmail(rawEmail);
  if (!isValidEmail(email)) throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  if (password.length < MIN_PASSWORD_LENGTH) throw weakPassword();
  if (await findUserByEmail(db, email)) throw new AuthError(422, 'user_already_exists', 'User already registered');
  const metadata = data && typeof data === 'object' && !Array.isArray(data) ? data : {};
  const hash = await bcrypt.hash(password, BCRYPT_COST);
  const id = randomUUID();
  try {
    await db.query(
      `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
       values ($1, 'authenticated', 'authenticated', $2, $3, now(), $4::jsonb, $5::jsonb)`,
      [id, email, hash, JSON.stringify(DEFAULT_APP_METADATA), JSON.stringify({ ...metadata, role: metadata.role ?? 'user' })],
    );
  } catch (error) {
    if (/** @type {{ code?: string }} */ (error).code === '23505') throw new AuthError(422, 'user_already_exists', 'User already registered');
    throw error;
  }
  return { status: 200, body: await signIn(db, config, id, 'password') };
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
  const ip = clientIp(req, config.trustProxy);
  await assertNotRateLimited(db, config.signInLimits, ip, email);
  const user = await findUserByEmail(db, email);
  const ok = user?.encrypted_password ? await bcrypt.compare(body.password, user.encrypted_password) : false;
  if (!user || !ok) {
    await recordFailedAttempt(db, config.signInLimits, ip, email);
    throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
  }
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

export async function updateUser(ctx) {
  const { db, body } = ctx;
  const { user } = await requireUser(ctx);
  if (body.app_metadata !== undefined) throw new AuthError(403, 'not_admin', 'User not allowed');
  const sets = [];
  const params = [user.id];
  const add = (sql, value) => {
    params.push(value);
    sets.push(sql.replace('?', `$${params.length}`));
  };
  if (body.password !== undefined && body.password !== null) {
    if (typeof body.password !== 'string' || body.password.length < MIN_PASSWORD_LENGTH) throw weakPassword();
    if (user.encrypted_password && (await bcrypt.compare(body.password, user.encrypted_password))) {
      throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    }
    add('encrypted_password = ?', await bcrypt.hash(body.password, BCRYPT_COST));
  }
  if (body.email !== undefined && body.email !== null && normalizeEmail(body.email) !== user.email) {
    const email = normalizeEmail(body.email);
    if (!isValidEmail(email)) throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    if (await findUserByEmail(db, email)) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    // Confirmations are off (the CLI default), so the change applies at once, as GoTrue's autoconfirm does.
    add('email = ?', email);
  }
  if (body.data !== undefined && body.data !== null) {
    if (typeof body.data !== 'object' || Array.isArray(body.data)) throw new AuthError(400, 'validation_failed', 'data must be an object');
    // GoTrue merges key by key; a null value removes the key.
    const merged = { ...user.user_metadata };
    for (const [key, value] of Object.entries(body.data)) {
      if (value === null) delete merged[key];
      else merged[key] = value;
    }
    add('raw_user_meta_data = ?::jsonb', JSON.stringify(merged));
  }
  if (sets.length) {
    try {
      await db.query(`update auth.users set ${sets.join(', ')}, updated_at = now() where id = $1`, params);
    } catch (error) {
      if (/** @type {{ code?: string }} */ (error).code === '23505') throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
      throw error;
    }
  }
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

