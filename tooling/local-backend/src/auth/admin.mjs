import { randomUUID } from 'node:crypto';
import { AuthError } from './errors.mjs';
import { insertMail, safeRedirect } from './mail.mjs';
import { DEFAULT_APP_METADATA, findUserByEmail, findUserById, isValidEmail, normalizeEmail, userJson } from './users.mjs';

/**
 * The administration part of the auth API that the platform's edge functions use with the
 * service-role key: POST /admin/generate_link (supabase-js `auth.admin.generateLink`). Like GoTrue
 * it sends no mail: it answers the link's token hash, and the caller delivers it (here the job
 * queue's invitation mail). An invite creates the user, without a password, marked invited.
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
      if (user) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
      const id = randomUUID();
      await tx.query(
        `insert into auth.users (id, aud, role, email, invited_at, raw_app_meta_data, raw_user_meta_data)
         values ($1, 'authenticated', 'authenticated', $2, now(), $3::jsonb, $4::jsonb)`,
        [id, email, JSON.stringify(DEFAULT_APP_METADATA), JSON.stringify({ ...data, role: 'user' })],
      );
      user = await findUserById(tx, id);
    } else if (!user) {
      throw new AuthError(404, 'user_not_found', 'User not found');
    }
    const current = /** @type {NonNullable<typeof user>} */ (user);
    // A new link replaces an unused one of the same kind, as GoTrue keeps one token per user.
    await tx.query('update auth.outbox set consumed_at = now() where user_id = $1 and kind = $2 and consumed_at is null', [current.id, type]);
    const hashedToken = await insertMail(tx, config, { kind: type, recipient: email, userId: current.id, redirectTo });
    const mail = (await tx.query('select payload from auth.outbox where token_hash = $1', [hashedToken])).rows[0];
    const payload = typeof mail.payload === 'string' ? JSON.parse(mail.payload) : mail.payload;
    return { user: current, hashedToken, otp: String(payload.token), link: String(payload.link) };
  });
  return {
    status: 200,
    body: { ...userJson(result.user), action_link: result.link, email_otp: result.otp, hashed_token: result.hashedToken, verification_type: type, redirect_to: redirectTo ?? config.siteUrl },
  };
}
