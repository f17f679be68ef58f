import { targets, uniqueEmail } from '@fikrspace/local-backend/testing';
import { describe, expect, it } from 'vitest';
import { FIKR_LABS, NILE_ROBOTICS, useProjectBackend } from '../_shared/testing.mjs';
import { INVITATION_PRIORITY, MAX_INVITE_BYTES } from './handler.js';

/** invite-member through the local backend's functions gateway, on the real project. */

describe.each(await targets())('invite-member on $name', (target) => {
  const project = useProjectBackend(target);

  /** @param {string} email */
  const tokenOf = async (email) => /** @type {string} */ ((await (await project.backend.demoClient(email)).auth.getSession()).data.session?.access_token);
  /** @param {unknown} body @param {string} [token] @param {string} [raw] */
  const invite = (body, token, raw) =>
    fetch(`${project.backend.url}/functions/v1/invite-member`, {
      method: 'POST',
      headers: { apikey: project.backend.anonKey, Authorization: `Bearer ${token ?? project.backend.anonKey}`, 'Content-Type': 'application/json' },
      body: raw ?? JSON.stringify(body),
    });
  /** @param {string} email */
  const jobsFor = async (email) =>
    (await project.backend.db.query("select priority, organization_id, data from public.background_jobs where data ->> 'email' = $1 and data ->> 'action' = 'send-invitation'", [email])).rows;

  it('records the invitation and queues the invitation mail at priority 5, with no sign-in token in the job', async () => {
    const email = uniqueEmail('invitee');
    const response = await invite({ organizationId: FIKR_LABS, email, role: 'editor' }, await tokenOf('startup@fikrspace.test'));
    expect(response.status).toBe(201);
    const answer = await response.json();
    expect(answer).toMatchObject({ invitationId: expect.any(String), email, role: 'editor', expiresAt: expect.any(String) });
    const [job, ...others] = await jobsFor(email);
    expect(others).toEqual([]);
    expect(job).toEqual({
      priority: INVITATION_PRIORITY,
      organization_id: FIKR_LABS,
      data: { action: 'send-invitation', invitationId: answer.invitationId, email, organizationName: 'Fikr Labs', inviterName: 'Sara Startup' },
    });
    const invitation = (await project.backend.db.query('select email, role, status from public.organization_invitations where id = $1', [answer.invitationId])).rows[0];
    expect(invitation).toEqual({ email, role: 'editor', status: 'pending' });
  });

  it.each([
    // [who, organization, body change, status, error]
    ['anonymous', FIKR_LABS, {}, 401, 'Sign in to invite people.'],
    ['viewer@fikrspace.test', FIKR_LABS, {}, 403, 'Permission denied: write on admin'],
    ['owner@fikrspace.test', NILE_ROBOTICS, {}, 403, 'Permission denied: write on admin'],
    ['owner@fikrspace.test', FIKR_LABS, { email: 'viewer@fikrspace.test' }, 409, 'This person is already a member of the organization.'],
    ['owner@fikrspace.test', FIKR_LABS, { email: 'not-an-address' }, 400, 'Enter a valid e-mail address.'],
    ['owner@fikrspace.test', FIKR_LABS, { role: 'emperor' }, 400, 'invalid role: emperor'],
    ['owner@fikrspace.test', 'not-a-uuid', {}, 400, '"organizationId" must be the id of an organization.'],
  ])('%s inviting to %s with %j: %i %s', async (who, organizationId, change, status, error) => {
    const email = uniqueEmail('refused');
    const token = who === 'anonymous' ? undefined : await tokenOf(who);
    const response = await invite({ organizationId, email, role: 'viewer', ...change }, token);
    expect({ status: response.status, error: (await response.json()).error }).toEqual({ status, error });
    expect(await jobsFor(email)).toEqual([]);
    expect((await project.backend.db.query('select count(*)::int as n from auth.users where email = $1', [email])).rows[0]).toEqual({ n: 0 });
  });

  it('refuses a body that is not JSON or too large', async () => {
    const token = await tokenOf('owner@fikrspace.test');
    expect((await invite(null, token, '{not json')).status).toBe(400);
    expect((await invite(null, token, JSON.stringify({ organizationId: FIKR_LABS, email: `${'a'.repeat(MAX_INVITE_BYTES)}@example.test`, role: 'viewer' }))).status).toBe(413);
  });

  it('answers 429 with the database\'s words once an address has had its invitations for the day, and queues no mail', async () => {
    const email = uniqueEmail('flooded');
    await project.backend.db.query("insert into app.invitation_sends (organization_id, email) select $1, $2 from generate_series(1, 3)", [NILE_ROBOTICS, email]);
    const response = await invite({ organizationId: FIKR_LABS, email, role: 'viewer' }, await tokenOf('owner@fikrspace.test'));
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 429,
      body: { error: 'This address has been sent too many invitations today. Try again tomorrow.', code: 'RATE_LIMITED' },
    });
    expect(await jobsFor(email)).toEqual([]);
  });
});
