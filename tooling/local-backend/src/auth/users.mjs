import { randomUUID } from 'node:crypto';

/**
 * auth.users rows and the User JSON GoTrue returns (internal/models/user.go).
 * The JSON is built by Postgres so timestamps look the same on PGlite and PostgreSQL.
 */

/** The User JSON of a row `u` with the auth.users columns, built by Postgres. */
const USER_JSON = `json_build_object(
    'id', u.id, 'aud', u.aud, 'role', u.role, 'email', coalesce(u.email, ''),
    'email_confirmed_at', u.email_confirmed_at, 'phone', coalesce(u.phone, ''),
    'confirmation_sent_at', u.confirmation_sent_at, 'confirmed_at', u.email_confirmed_at,
    'new_email', nullif(u.email_change, ''), 'email_change_sent_at', u.email_change_sent_at,
    'last_sign_in_at', u.last_sign_in_at, 'app_metadata', u.raw_app_meta_data,
    'user_metadata', u.raw_user_meta_data, 'created_at', u.created_at, 'updated_at', u.updated_at,
    'is_anonymous', u.is_anonymous
  )`;

export const USER_SELECT = `
select u.id, u.email, u.phone, u.role, u.encrypted_password, u.is_anonymous,
  u.email_confirmed_at is not null as confirmed,
  u.banned_until is not null and u.banned_until > now() as banned,
  coalesce(u.email_change, '') as email_change,
  u.raw_app_meta_data as app_metadata, u.raw_user_meta_data as user_metadata,
  ${USER_JSON} as json
from auth.users u`;

/** Fields GoTrue leaves out when empty. */
const OMIT_EMPTY = ['email_confirmed_at', 'confirmation_sent_at', 'confirmed_at', 'new_email', 'email_change_sent_at', 'last_sign_in_at'];

export const DEFAULT_APP_METADATA = { provider: 'email', providers: ['email'] };

const parse = (value) => (typeof value === 'string' ? JSON.parse(value) : value);

/**
 * @typedef {{ id: string, email: string | null, phone: string | null, role: string, encrypted_password: string | null,
 *   is_anonymous: boolean, confirmed: boolean, banned: boolean, email_change: string, app_metadata: Record<string, unknown>,
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

/**
 * What sign-up answers for an address that already has a confirmed account: a user that looks
 * like a newly registered, unconfirmed one (fresh id, no identities), built by the same SQL as a
 * real one so nothing in its format gives it away (GoTrue's sanitizeUser).
 * @param {{ query: Function }} q
 * @param {string} email
 * @param {Record<string, unknown>} userMetadata
 */
export async function obfuscatedUserJson(q, email, userMetadata) {
  const row = (
    await q.query(
      `select ${USER_JSON} as json
       from (select $1::uuid as id, 'authenticated'::varchar as aud, 'authenticated'::varchar as role, $2::varchar as email,
               null::timestamptz as email_confirmed_at, null::text as phone, now() as confirmation_sent_at, ''::varchar as email_change,
               null::timestamptz as email_change_sent_at, null::timestamptz as last_sign_in_at, $3::jsonb as raw_app_meta_data,
               $4::jsonb as raw_user_meta_data, now() as created_at, now() as updated_at, false as is_anonymous) u`,
      [randomUUID(), email, JSON.stringify(DEFAULT_APP_METADATA), JSON.stringify(userMetadata)],
    )
  ).rows[0];
  const user = normalize({ id: null, email, app_metadata: DEFAULT_APP_METADATA, user_metadata: userMetadata, json: row.json });
  return { ...userJson(user), identities: [] };
}

export async function findUserById(q, id) {
  return normalize((await q.query(`${USER_SELECT} where u.id = $1`, [id])).rows[0]);
}

export async function findUserByEmail(q, email) {
  return normalize((await q.query(`${USER_SELECT} where lower(u.email) = lower($1)`, [email])).rows[0]);
}

export const normalizeEmail = (email) => String(email).trim().toLowerCase();

export const isValidEmail = (email) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 255;
