import { targets, uniqueEmail } from '@fikrspace/local-backend/testing';
import { describe, expect, it } from 'vitest';
import { FIKR_LABS, useProjectBackend } from '../_shared/testing.mjs';
import { MAX_ACCEPT_BYTES } from './handler.js';

/** accept-invitation through the local backend's functions gateway, on the real project. */

describe.each(await targets())('accept-invitation on $name', (target) => {
  const project = useProjectBackend(target);
  const db = () => project.backend.db;

  /** A pending invitation of Fikr Labs as editor, and the token its mail's link carries. */
  const invitationTo = async (/** @type {string} */ email, { status = 'pending' } = {}) => {
    const token = `invitation-token-for-${email}`;
    await db().query(
      `insert into public.organization_invitations (organization_id, email, role, status, token_hash)
       values ($1, $2, 'editor', $3, encode(sha256(convert_to($4, 'UTF8')), 'hex'))`,
      [FIKR_LABS, email, status, token],
    );
    return token;
  };
  /** @param {unknown} body @param {string} [raw] */
  const accept = (body, raw) =>
    fetch(`${project.backend.url}/functions/v1/accept-invitation`, {
      method: 'POST',
      headers: { apikey: project.backend.anonKey, Authorization: `Bearer ${project.backend.anonKey}`, 'Content-Type': 'application/json' },
      body: raw ?? JSON.stringify(body),
    });
  const accountOf = async (/** @type {string} */ email) =>
    (await db().query('select a.id, a.email_confirmed_at is not null as confirmed, u.first_name from auth.users a left join public.users u on u.auth_id = a.id where a.email = $1', [email])).rows;
  const signIn = (/** @type {string} */ email, /** @type {string} */ password) => project.backend.client().auth.signInWithPassword({ email, password });

  it("creates the invited address's account, confirmed, with the invitee's password and names; the membership still waits for acceptance", async () => {
    const email = uniqueEmail('invitee');
    const token = await invitationTo(email);
    const response = await accept({ token, password: 'a-long-password', firstName: ' Nour\n', lastName: 'Haddad' });
    expect({ status: response.status, body: await response.json() }).toEqual({ status: 201, body: { email } });
    expect(await accountOf(email)).toEqual([{ id: expect.any(String), confirmed: true, first_name: 'Nour' }]);
    expect((await signIn(email, 'a-long-password')).error).toBeNull();
    expect((await db().query('select status from public.organization_invitations where email = $1', [email])).rows).toEqual([{ status: 'pending' }]);
  });

  it('replaces an unconfirmed account someone registered with the address: its password and names are gone', async () => {
    const email = uniqueEmail('squatted');
    const squatter = project.backend.client();
    expect((await squatter.auth.signUp({ email, password: 'the-squatters-password', options: { data: { first_name: 'URGENT pay now' } } })).error).toBeNull();
    const [before] = await accountOf(email);
    const token = await invitationTo(email);
    expect((await accept({ token, password: 'the-invitees-password' })).status).toBe(201);
    const [after] = await accountOf(email);
    expect(after).toEqual({ id: expect.any(String), confirmed: true, first_name: null });
    expect(after.id).not.toBe(before.id);
    expect((await signIn(email, 'the-squatters-password')).error?.code).toBe('invalid_credentials');
    expect((await signIn(email, 'the-invitees-password')).error).toBeNull();
  });

  it.each([
    // [case, invitation, body change, status, code]
    ['a confirmed account owns the address', 'owner@fikrspace.test', {}, 409, 'ACCOUNT_EXISTS'],
    ['the link is unknown', null, { token: 'x'.repeat(40) }, 410, 'INVALID_INVITATION'],
    ['the invitation was withdrawn', 'revoked', {}, 410, 'INVALID_INVITATION'],
    ['the password is too weak', 'pending', { password: 'x' }, 422, 'weak_password'],
  ])('refuses when %s', async (_case, invitation, change, status, code) => {
    const email = invitation?.includes('@') ? invitation : uniqueEmail('refused');
    const token = invitation ? await invitationTo(email, { status: invitation === 'revoked' ? 'revoked' : 'pending' }) : 'unused';
    const response = await accept({ token, password: 'a-long-password', ...change });
    const body = await response.json();
    expect({ status: response.status, code: body.code }).toEqual({ status, code });
    if (!invitation?.includes('@')) expect(await accountOf(email)).toEqual([]);
  });

  it.each([
    ['no token', { password: 'a-long-password' }, '"token" must be the token of an invitation link.'],
    ['no password', { token: 'x'.repeat(40) }, '"password" must be a password of at most 72 characters.'],
    ['a name too long', { token: 'x'.repeat(40), password: 'a-long-password', lastName: 'x'.repeat(101) }, '"lastName" must be a name of at most 100 characters.'],
  ])('answers 400 to a body with %s', async (_case, body, error) => {
    const response = await accept(body);
    expect({ status: response.status, error: (await response.json()).error }).toEqual({ status: 400, error });
  });

  it('refuses a body that is not JSON or too large, and a call without the API key', async () => {
    expect((await accept(undefined, 'not json')).status).toBe(400);
    expect((await accept(undefined, JSON.stringify({ token: 'x'.repeat(MAX_ACCEPT_BYTES) }))).status).toBe(413);
    const keyless = await fetch(`${project.backend.url}/functions/v1/accept-invitation`, { method: 'POST', body: '{}' });
    expect(keyless.status).toBe(401);
  });
});
