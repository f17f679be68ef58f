import { defaultEnv, hasProjectApiKey, json, preflight, readJsonBody } from '../_shared/http.js';

/**
 * invite-member: an organization's access manager invites someone by e-mail with a role.
 *
 * Body: { organizationId, email, role }. The invitation is recorded by public.create_invitation
 * called with the caller's own token, so the database decides who may invite (an access manager
 * of that organization) and refuses members and bad input. Then the invitation mail is enqueued
 * with the service role as a priority-5 job; the worker makes the invitation's link to
 * /accept-invite when it writes the mail (so no token sits in the job), and accept_invitation
 * turns the invitation into a membership there. The database limits how many invitations an
 * inviter, an organization and an address get (429).
 * Answers 201 { invitationId, email, role, expiresAt }.
 */

export const MAX_INVITE_BYTES = 4 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Spec 001 §9: invitation 5. */
export const INVITATION_PRIORITY = 5;

/** @param {unknown} body */
function validate(body) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return ['The body must be a JSON object.'];
  const { organizationId, email, role } = /** @type {Record<string, unknown>} */ (body);
  const problems = [];
  if (typeof organizationId !== 'string' || !UUID.test(organizationId)) problems.push('"organizationId" must be the id of an organization.');
  if (typeof email !== 'string' || !email.trim() || email.length > 320) problems.push('"email" must be an e-mail address of at most 320 characters.');
  if (typeof role !== 'string' || !role || role.length > 50) problems.push('"role" must be a role name.');
  return problems;
}

/** PostgREST's error for a refused create_invitation, as this function answers it. */
function refusal(status, detail) {
  const message = typeof detail?.message === 'string' ? detail.message : 'The invitation could not be created.';
  if (status === 401) return json(401, { error: 'Sign in again to invite people.' });
  if (detail?.code === '42501' || status === 403) return json(403, { error: message, code: 'PERMISSION_DENIED' });
  if (detail?.code === '22023') return json(400, { error: message, code: 'VALIDATION_ERROR' });
  if (detail?.code === 'P0001' && detail.hint === 'RATE_LIMITED') return json(429, { error: message, code: 'RATE_LIMITED' });
  if (detail?.code === 'P0001') return json(409, { error: message, code: detail.hint ?? 'BUSINESS_RULE_VIOLATION' });
  return json(502, { error: 'The invitation could not be created.' });
}

/** @param {Record<string, string | undefined>} env */
const serviceHeaders = (env) => ({ apikey: String(env.SUPABASE_SERVICE_ROLE_KEY), Authorization: `Bearer ${env.SUPABASE_SERVICE_ROLE_KEY}`, 'Content-Type': 'application/json' });

/**
 * @param {Request} request
 * @param {Record<string, string | undefined>} [env]
 */
export default async function handler(request, env = defaultEnv()) {
  if (request.method === 'OPTIONS') return preflight();
  if (request.method !== 'POST') return json(405, { error: 'Method not allowed' }, { Allow: 'POST, OPTIONS' });
  if (!hasProjectApiKey(request, env)) return json(401, { error: 'Invalid API key' });
  const token = (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '').trim();
  if (!token || token === env.SUPABASE_ANON_KEY || token === env.SUPABASE_SERVICE_ROLE_KEY) return json(401, { error: 'Sign in to invite people.' });
  const read = await readJsonBody(request, MAX_INVITE_BYTES);
  if ('error' in read) return json(read.status, { error: read.error });
  const problems = validate(read.value);
  if (problems.length) return json(400, { error: problems.join(' '), problems });
  const { organizationId, email, role } = /** @type {{ organizationId: string, email: string, role: string }} */ (read.value);

  // As the caller: the database checks that they manage access to this organization.
  const created = await fetch(`${env.SUPABASE_URL}/rest/v1/rpc/create_invitation`, {
    method: 'POST',
    headers: { apikey: String(env.SUPABASE_ANON_KEY), Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ p_organization_id: organizationId, p_email: email, p_role: role }),
  });
  const invitation = await created.json().catch(() => null);
  if (!created.ok || !invitation?.id) return refusal(created.status, invitation);

  const job = await fetch(`${env.SUPABASE_URL}/rest/v1/background_jobs`, {
    method: 'POST',
    headers: { ...serviceHeaders(env), Prefer: 'return=minimal' },
    body: JSON.stringify({
      type: 'email',
      priority: INVITATION_PRIORITY,
      organization_id: organizationId,
      data: {
        action: 'send-invitation',
        invitationId: invitation.id,
        email: invitation.email,
        organizationName: invitation.organizationName,
        inviterName: invitation.inviterName,
      },
    }),
  });
  if (!job.ok) return json(502, { error: 'The invitation mail could not be queued. Try again.' });
  return json(201, { invitationId: invitation.id, email: invitation.email, role: invitation.role, expiresAt: invitation.expiresAt });
}
