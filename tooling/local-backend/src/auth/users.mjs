/**
 * auth.users rows and the User JSON GoTrue returns (internal/models/user.go).
 * The JSON is built by Postgres so timestamps look the same on PGlite and PostgreSQL.
 */

export const USER_SELECT = `
select u.id, u.email, u.phone, u.role, u.encrypted_password, u.is_anonymous,
  u.email_confirmed_at is not null as confirmed,
  u.banned_until is not null and u.banned_until > now() as banned,
  u.raw_app_meta_data as app_metadata, u.raw_user_meta_data as user_metadata,
  json_build_object(
    'id', u.id, 'aud', u.aud, 'role', u.role, 'email', coalesce(u.email, ''),
    'email_confirmed_at', u.email_confirmed_at, 'phone', coalesce(u.phone, ''),
    'confirmation_sent_at', u.confirmation_sent_at, 'confirmed_at', u.email_confirmed_at,
    'last_sign_in_at', u.last_sign_in_at, 'app_metadata', u.raw_app_meta_data,
    'user_metadata', u.raw_user_meta_data, 'created_at', u.created_at, 'updated_at', u.updated_at,
    'is_anonymous', u.is_anonymous
  ) as json
from auth.users u`;

/** Fields GoTrue leaves out when empty. */
const OMIT_EMPTY = ['email_confirmed_at', 'confirmation_sent_at', 'confirmed_at', 'last_sign_in_at'];

export const DEFAULT_APP_METADATA = { provider: 'email', providers: ['email'] };

const parse = (value) => (typeof value === 'string' ? JSON.parse(value) : value);

/**
 * @typedef {{ id: string, email: string | null, phone: string | null, role: string, encrypted_password: string | null,
 *   is_anonymous: boolean, confirmed: boolean, banned: boolean, app_metadata: Record<string, unknown>,
 *   user_metadata: Record<string, unknown>, json: Record<string, any> }} UserRow
 */

/** @returns {UserRow | null} */
function normalize(row) {
  if (!row) return null;
  return { ...row, app_metadata: parse(row.app_metadata) ?? {}, user_metadata: parse(row.user_metadata) ?? {}, json: parse(row.json) };
}

/** The User object of the API. */
export function userJson(user) {
  const json = { ...user.json, app_metadata: { ...DEFAULT_APP_METADATA, ...user.app_metadata } };
  for (const key of OMIT_EMPTY) if (json[key] === null) delete json[key];
  json.identities = user.email
    ? [
        {
          identity_id: user.id,
          id: user.id,
          user_id: user.id,
          identity_data: { email: user.email, email_verified: user.confirmed, phone_verified: false, sub: user.id },
          provider: 'email',
          last_sign_in_at: user.json.last_sign_in_at,
          created_at: user.json.created_at,
          updated_at: user.json.updated_at,
          email: user.email,
        },
      ]
    : [];
  return json;
}

export async function findUserById(q, id) {
  return normalize((await q.query(`${USER_SELECT} where u.id = $1`, [id])).rows[0]);
}

export async function findUserByEmail(q, email) {
  return normalize((await q.query(`${USER_SELECT} where lower(u.email) = lower($1)`, [email])).rows[0]);
}

export const normalizeEmail = (email) => String(email).trim().toLowerCase();

export const isValidEmail = (email) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 255;
