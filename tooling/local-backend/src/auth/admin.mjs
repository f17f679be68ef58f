import bcrypt from 'bcryptjs';
import { randomBytes, randomUUID } from 'node:crypto';
import { BCRYPT_COST, MIN_PASSWORD_LENGTH, emailExists } from './account.mjs';
import { AuthError, weakPassword } from './errors.mjs';
import { insertMail, recordRecoveryToken, safeRedirect } from './mail.mjs';
import { DEFAULT_APP_METADATA, findUserByEmail, findUserById, isValidEmail, normalizeEmail, userJson } from './users.mjs';

/**
 * The administration part of the auth API that the platform's edge functions use with the
 * service-role key: POST /admin/generate_link (supabase-js `auth.admin.generateLink`). Like GoTrue
 * it sends no mail: it answers the link's token hash, and the caller delivers it (here the job
 * queue's invitation mail). An invite creates the user, without a password, or invites an
 * unconfirmed one again, marked invited.
 * Also POST /admin/users, GET and DELETE /admin/users/{id} (`auth.admin.createUser`,
 * `getUserById`, `deleteUser`).
 */

const LINK_TYPES = ['invite', 'magiclink'];

/** GoTrue's admin endpoints answer 403 not_admin to any token but the service role's. */
async function requireServiceRole(ctx) {
  const claims = await ctx.claims();
  if (claims.role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
}

export async function generateLink(ctx) {
  await requireServiceRole(ctx);
  const { db, config, body } = ctx;
  const type = body.type;
  if (!LINK_TYPES.includes(type)) throw new AuthError(400, 'validation_failed', `Invalid link type: use one of ${LINK_TYPES.join(', ')}`);
  if (typeof body.email !== 'string' || !isValidEmail(normalizeEmail(body.email))) throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  const email = normalizeEmail(body.email);
  const data = body.data && typeof body.data === 'object' && !Array.isArray(body.data) ? body.data : {};
  const redirectTo = safeRedirect(config, body.redirect_to) ?? null;

  const result = await db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, email);
    if (type === 'invite') {
      // Only a confirmed address is taken; an unconfirmed one is invited again, its metadata
      // unchanged (GoTrue's adminGenerateLink).
      if (user?.confirmed) throw emailExists();
      if (!user) {
        const id = randomUUID();
        await tx.query(
          `insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data)
           values ($1, 'authenticated', 'authenticated', $2, $3::jsonb, $4::jsonb)`,
          [id, email, JSON.stringify(DEFAULT_APP_METADATA), JSON.stringify({ ...data, role: 'user' })],
        );
        user = await findUserById(tx, id);
      }
    } else if (!user) {
      throw new AuthError(404, 'user_not_found', 'User not found');
    }
    const current = /** @type {NonNullable<typeof user>} */ (user);
    // A new link replaces an unused one of the same kind, as GoTrue keeps one token per user.
    await tx.query('update auth.outbox set consumed_at = now() where user_id = $1 and kind = $2 and consumed_at is null', [current.id, type]);
    const hashedToken = await insertMail(tx, config, { kind: type, recipient: email, userId: current.id, redirectTo });
    if (type === 'invite') {
      await tx.query('update auth.users set confirmation_token = $2, confirmation_sent_at = now(), invited_at = now() where id = $1', [current.id, hashedToken]);
    } else {
      await recordRecoveryToken(tx, current.id, hashedToken);
    }
    const mail = (await tx.query('select payload from auth.outbox where token_hash = $1', [hashedToken])).rows[0];
    const payload = typeof mail.payload === 'string' ? JSON.parse(mail.payload) : mail.payload;
    return { user: /** @type {NonNullable<typeof user>} */ (await findUserById(tx, current.id)), hashedToken, otp: String(payload.token), link: String(payload.link) };
  });
  return {
    status: 200,
    body: { ...userJson(result.user), action_link: result.link, email_otp: result.otp, hashed_token: result.hashedToken, verification_type: type, redirect_to: redirectTo ?? config.siteUrl },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A JSON object parameter, {} when absent; anything else fails decoding as it does in GoTrue. */
function objectParam(body, name) {
  const value = body[name];
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${name} must be an object`);
  return value;
}

/**
 * POST /admin/users, GoTrue's adminUserCreate. A missing password becomes a random one nobody
 * knows, as in GoTrue; a given one must pass the sign-up rules. No mail is sent.
 */
export async function createUser(ctx) {
  await requireServiceRole(ctx);
  const { db, body } = ctx;
  if (body.phone && !body.email) throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  if (body.email === undefined || body.email === null || body.email === '') throw new AuthError(400, 'validation_failed', 'Cannot create a user without either an email or phone');
  if (typeof body.email !== 'string' || !isValidEmail(normalizeEmail(body.email))) throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  const email = normalizeEmail(body.email);
  if (body.password !== undefined && body.password !== null && typeof body.password !== 'string') throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: password must be a string');
  const password = typeof body.password === 'string' && body.password !== '' ? body.password : null;
  if (password !== null && password.length < MIN_PASSWORD_LENGTH) throw weakPassword();
  const metadata = objectParam(body, 'user_metadata');
  const userMetadata = { ...metadata, role: metadata.role ?? 'user' };
  // GoTrue merges app_metadata key by key into the provider fields; a null value removes a key.
  const appMetadata = { ...DEFAULT_APP_METADATA };
  for (const [key, value] of Object.entries(objectParam(body, 'app_metadata'))) {
    if (value === null) delete appMetadata[key];
    else appMetadata[key] = value;
  }
  if (await findUserByEmail(db, email)) throw emailExists();
  // Hashed outside the transaction: on PGlite a transaction holds the only connection.
  const hash = await bcrypt.hash(password ?? randomBytes(48).toString('base64url'), BCRYPT_COST);
  const id = randomUUID();
  try {
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into auth.users (id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data)
         values ($1, 'authenticated', 'authenticated', $2, $3, $4::jsonb, $5::jsonb)`,
        [id, email, hash, JSON.stringify(appMetadata), JSON.stringify(userMetadata)],
      );
      // A separate update, as GoTrue's user.Confirm: triggers on auth.users see the user created
      // unconfirmed and then confirmed, as on hosted Supabase.
      if (body.email_confirm === true) await tx.query("update auth.users set email_confirmed_at = now(), confirmation_token = '', updated_at = now() where id = $1", [id]);
    });
  } catch (error) {
    if (/** @type {{ code?: string }} */ (error).code === '23505') throw emailExists();
    throw error;
  }
  return { status: 200, body: userJson(/** @type {any} */ (await findUserById(db, id))) };
}

/** The user of `/admin/users/{id}`, with GoTrue's loadUser answers. */
async function loadUser(ctx) {
  await requireServiceRole(ctx);
  const id = ctx.params.id;
  // GoTrue answers a malformed id with 404 and the validation_failed code.
  if (!UUID.test(id)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
  const user = await findUserById(ctx.db, id);
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return user;
}

/** GET /admin/users/{id}: supabase-js reads the user this way before deleting it. */
export async function getUserById(ctx) {
  return { status: 200, body: userJson(await loadUser(ctx)) };
}

/**
 * DELETE /admin/users/{id}, GoTrue's adminUserDelete: sessions, refresh tokens, mail and the
 * project's rows that reference the user go with it (foreign keys). GoTrue answers `{}`.
 */
export async function deleteUser(ctx) {
  const user = await loadUser(ctx);
  // A soft delete keeps an obfuscated row that the local auth schema has no columns for.
  if (ctx.body.should_soft_delete === true) throw new AuthError(400, 'validation_failed', 'Soft deletion of users is not supported by the local backend');
  await ctx.db.query('delete from auth.users where id = $1', [user.id]);
  return { status: 200, body: {} };
}
