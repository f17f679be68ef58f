import { defaultEnv, hasProjectApiKey, json, preflight, readJsonBody } from '../_shared/http.js';

/**
 * accept-invitation: the holder of an invitation link creates the account of the invited address.
 *
 * Body: { token, password, firstName?, lastName? }. The token (from the invitation mail) names a
 * pending invitation; when no confirmed account owns its address, the account is created here,
 * confirmed (the link proves the mailbox) and with the invitee's own password. An unconfirmed
 * account registered earlier with that address is deleted first: whoever registered it never
 * proved they own the address, and nothing they set (password, names) may survive into the
 * invitee's account. The invitee then signs in and accepts with public.accept_invitation, so a
 * membership still needs the token and the account both. Answers 201 { email }.
 */

export const MAX_ACCEPT_BYTES = 4 * 1024;
const MAX_NAME = 100;
/**
 * The auth server's minimum (GoTrue's default, as `supabase/config.toml` leaves it), checked here
 * too: not every auth server version checks passwords the admin API sets.
 */
export const MIN_PASSWORD_LENGTH = 6;

/** @param {unknown} body */
function validate(body) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return ['The body must be a JSON object.'];
  const { token, password, firstName, lastName } = /** @type {Record<string, unknown>} */ (body);
  const problems = [];
  if (typeof token !== 'string' || token.length < 20 || token.length > 200) problems.push('"token" must be the token of an invitation link.');
  if (typeof password !== 'string' || !password || password.length > 72) problems.push('"password" must be a password of at most 72 characters.');
  for (const [name, value] of /** @type {const} */ ([['firstName', firstName], ['lastName', lastName]])) {
    if (value !== undefined && (typeof value !== 'string' || value.length > MAX_NAME)) problems.push(`"${name}" must be a name of at most ${MAX_NAME} characters.`);
  }
  return problems;
}

/** @param {Record<string, string | undefined>} env */
const serviceHeaders = (env) => ({ apikey: String(env.SUPABASE_SERVICE_ROLE_KEY), Authorization: `Bearer ${env.SUPABASE_SERVICE_ROLE_KEY}`, 'Content-Type': 'application/json' });

// Control characters, line breaks included, are what a name must not keep.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]+/g;

/** A name as the profile keeps it: one line, trimmed, or nothing. */
const cleanName = (/** @type {unknown} */ value) => (typeof value === 'string' ? value.replace(CONTROL, ' ').trim() || undefined : undefined);

/**
 * @param {Request} request
 * @param {Record<string, string | undefined>} [env]
 */
export default async function handler(request, env = defaultEnv()) {
  if (request.method === 'OPTIONS') return preflight();
  if (request.method !== 'POST') return json(405, { error: 'Method not allowed' }, { Allow: 'POST, OPTIONS' });
  if (!hasProjectApiKey(request, env)) return json(401, { error: 'Invalid API key' });
  const read = await readJsonBody(request, MAX_ACCEPT_BYTES);
  if ('error' in read) return json(read.status, { error: read.error });
  const problems = validate(read.value);
  if (problems.length) return json(400, { error: problems.join(' '), problems });
  const { token, password, firstName, lastName } = /** @type {{ token: string, password: string, firstName?: string, lastName?: string }} */ (read.value);
  if (password.length < MIN_PASSWORD_LENGTH) {
    return json(422, { error: `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, code: 'weak_password', reasons: ['length'] });
  }

  const found = await fetch(`${env.SUPABASE_URL}/rest/v1/rpc/invitation_account`, { method: 'POST', headers: serviceHeaders(env), body: JSON.stringify({ p_token: token }) });
  const account = await found.json().catch(() => null);
  if (!found.ok) {
    if (account?.hint === 'INVALID_INVITATION') return json(410, { error: account.message, code: 'INVALID_INVITATION' });
    return json(502, { error: 'The invitation could not be read. Try again.' });
  }
  if (account.confirmed) return json(409, { error: 'An account already uses this address. Sign in to accept the invitation.', code: 'ACCOUNT_EXISTS' });

  if (account.accountId) {
    const removed = await fetch(`${env.SUPABASE_URL}/auth/v1/admin/users/${account.accountId}`, { method: 'DELETE', headers: serviceHeaders(env) });
    if (!removed.ok && removed.status !== 404) return json(502, { error: 'The account could not be created. Try again.' });
  }

  const created = await fetch(`${env.SUPABASE_URL}/auth/v1/admin/users`, {
    method: 'POST',
    headers: serviceHeaders(env),
    body: JSON.stringify({
      email: account.email,
      password,
      email_confirm: true,
      user_metadata: { role: 'user', first_name: cleanName(firstName), last_name: cleanName(lastName) },
    }),
  });
  if (created.ok) return json(201, { email: account.email });
  const refusal = await created.json().catch(() => null);
  const code = refusal?.error_code ?? refusal?.code;
  if (code === 'weak_password') {
    return json(422, { error: refusal.msg ?? refusal.message ?? 'Choose a stronger password.', code: 'weak_password', reasons: refusal.weak_password?.reasons ?? [] });
  }
  if (code === 'email_exists') return json(409, { error: 'An account already uses this address. Sign in to accept the invitation.', code: 'ACCOUNT_EXISTS' });
  return json(502, { error: 'The account could not be created. Try again.' });
}
