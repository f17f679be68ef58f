import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_TIMEOUT, startBackend, targets, uniqueEmail } from './support/backend.mjs';

/**
 * The admin part of the auth API (createUser, getUserById, deleteUser, invitations) and GoTrue's
 * token columns on auth.users, whose changes database triggers read: they must change in the
 * same statements and order as on hosted Supabase.
 */

const password = 'correct horse battery';

/**
 * Records every insert and update of auth.users with what the triggers of a project can see:
 * confirmation, both token columns, invitation, and the user's sessions at that moment.
 */
const CHANGE_RECORDER = `
create schema if not exists test_log;
create table test_log.user_changes (
  id bigserial primary key, op text, user_id uuid, old_confirmed boolean, new_confirmed boolean,
  old_recovery text, new_recovery text, old_confirmation text, new_confirmation text, invited boolean, sessions int
);
create function test_log.record_user_change() returns trigger language plpgsql as $$
begin
  insert into test_log.user_changes (op, user_id, old_confirmed, new_confirmed, old_recovery, new_recovery, old_confirmation, new_confirmation, invited, sessions)
  values (
    tg_op, new.id,
    case when tg_op = 'UPDATE' then old.email_confirmed_at is not null end, new.email_confirmed_at is not null,
    case when tg_op = 'UPDATE' then old.recovery_token end, new.recovery_token,
    case when tg_op = 'UPDATE' then old.confirmation_token end, new.confirmation_token,
    new.invited_at is not null,
    (select count(*)::int from auth.sessions s where s.user_id = new.id)
  );
  return null;
end
$$;
create trigger record_user_change after insert or update on auth.users for each row execute function test_log.record_user_change();
`;

describe.each(await targets())('auth admin API and token columns on $name', (target) => {
  /** @type {Awaited<ReturnType<typeof startBackend>>} */
  let backend;
  beforeAll(async () => {
    // Several tests send two mails of a kind to one address back to back.
    backend = await startBackend(target, { auth: { emailIntervalSeconds: 0 } });
    await backend.db.exec(CHANGE_RECORDER);
  }, SETUP_TIMEOUT);
  afterAll(() => backend?.close());

  const admin = () => backend.client(backend.serviceRoleKey).auth.admin;
  const raw = (method, path, { key = backend.serviceRoleKey, token = key, body } = {}) =>
    fetch(`${backend.url}/auth/v1${path}`, {
      method,
      headers: { apikey: key, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const generateLink = async (body) => {
    const response = await raw('POST', '/admin/generate_link', { body });
    return { status: response.status, body: await response.json() };
  };
  const userRow = async (email) =>
    (
      await backend.db.query(
        `select id, encrypted_password, email_confirmed_at is not null as confirmed, invited_at is not null as invited, confirmation_token,
           confirmation_sent_at is not null as confirmation_sent, recovery_token, recovery_sent_at is not null as recovery_sent, raw_user_meta_data
         from auth.users where email = $1`,
        [email],
      )
    ).rows[0];
  const latestMail = async (email) => (await backend.db.query('select kind, token_hash from auth.outbox where recipient = $1 order by id desc limit 1', [email])).rows[0];
  /** The recorded changes of a user that touch confirmation or a token column, oldest first. */
  const changes = async (userId) =>
    (
      await backend.db.query(
        `select op, old_confirmed, new_confirmed, old_recovery, new_recovery, old_confirmation, new_confirmation, invited, sessions
         from test_log.user_changes
         where user_id = $1 and (op = 'INSERT' or old_confirmed is distinct from new_confirmed
           or old_recovery is distinct from new_recovery or old_confirmation is distinct from new_confirmation)
         order by id`,
        [userId],
      )
    ).rows;
  /** A registered address that nobody confirmed, with a password. */
  const unconfirmedUser = async (prefix) => {
    const email = uniqueEmail(prefix);
    const { error } = await backend.client().auth.signUp({ email, password });
    if (error) throw error;
    return { email, id: (await userRow(email)).id };
  };
  const confirmedUser = async (prefix) => {
    const email = uniqueEmail(prefix);
    const { data, error } = await admin().createUser({ email, password, email_confirm: true });
    if (error) throw error;
    return { email, id: /** @type {any} */ (data.user).id };
  };
  const memberToken = async () => (await backend.userClient(uniqueEmail('member'))).session.access_token;

  describe('createUser', () => {
    it.each([
      {
        name: 'confirmed, with metadata',
        attributes: { password, email_confirm: true, user_metadata: { first_name: 'Lina' }, app_metadata: { plan: 'pro' } },
        user: { email_confirmed_at: expect.any(String), user_metadata: { first_name: 'Lina', role: 'user' }, app_metadata: { provider: 'email', providers: ['email'], plan: 'pro' } },
        signIn: null,
        // Inserted unconfirmed, then confirmed by an update of its own, as GoTrue's user.Confirm.
        recorded: [
          { op: 'INSERT', new_confirmed: false },
          { op: 'UPDATE', old_confirmed: false, new_confirmed: true, new_confirmation: '' },
        ],
      },
      {
        name: 'unconfirmed',
        attributes: { password, user_metadata: { role: 'mentor' } },
        user: { user_metadata: { role: 'mentor' } },
        signIn: 'email_not_confirmed',
        recorded: [{ op: 'INSERT', new_confirmed: false }],
      },
      {
        name: 'confirmed, without a password',
        attributes: { email_confirm: true },
        user: { email_confirmed_at: expect.any(String), user_metadata: { role: 'user' } },
        signIn: 'invalid_credentials',
        recorded: [
          { op: 'INSERT', new_confirmed: false },
          { op: 'UPDATE', old_confirmed: false, new_confirmed: true },
        ],
      },
    ])('creates a user $name', async ({ attributes, user, signIn, recorded }) => {
      const email = uniqueEmail('created');
      const { data, error } = await admin().createUser({ email: email.toUpperCase(), ...attributes });
      expect(error).toBeNull();
      const created = /** @type {any} */ (data.user);
      expect(created).toMatchObject({ email, aud: 'authenticated', role: 'authenticated', identities: [expect.objectContaining({ provider: 'email' })], ...user });
      if (!attributes.email_confirm) expect(created.email_confirmed_at).toBeUndefined();
      // Nothing is mailed, and a missing password becomes one nobody knows.
      expect(await latestMail(email)).toBeUndefined();
      expect((await userRow(email)).encrypted_password).toMatch(/^\$2[aby]\$10\$/);
      const signedIn = await backend.client().auth.signInWithPassword({ email, password });
      if (signIn) expect(signedIn.error).toMatchObject({ status: 400, code: signIn });
      else expect(signedIn.error).toBeNull();
      expect(await changes(created.id)).toEqual(recorded.map((change) => expect.objectContaining(change)));
    });

    it.each([
      { name: 'an address already registered', body: async () => ({ email: (await unconfirmedUser('taken')).email.toUpperCase(), password }), status: 422, code: 'email_exists', message: 'A user with this email address has already been registered' },
      { name: 'a weak password', body: async () => ({ email: uniqueEmail('weak'), password: '12345' }), status: 422, code: 'weak_password', message: 'Password should be at least 6 characters.' },
      { name: 'an invalid address', body: async () => ({ email: 'not-an-address', password }), status: 400, code: 'validation_failed', message: 'Unable to validate email address: invalid format' },
      { name: 'no address', body: async () => ({ password }), status: 400, code: 'validation_failed', message: 'Cannot create a user without either an email or phone' },
      { name: 'metadata that is not an object', body: async () => ({ email: uniqueEmail('list'), user_metadata: ['admin'] }), status: 400, code: 'bad_json' },
    ])('refuses $name', async ({ body, status, code, message }) => {
      const attributes = await body();
      const before = (await backend.db.query('select count(*)::int as n from auth.users')).rows[0].n;
      const { data, error } = await admin().createUser(/** @type {any} */ (attributes));
      expect(data.user).toBeNull();
      expect(error).toMatchObject({ status, code, ...(message && { message }) });
      if (code === 'weak_password') expect(error).toMatchObject({ name: 'AuthWeakPasswordError', reasons: ['length'] });
      expect((await backend.db.query('select count(*)::int as n from auth.users')).rows[0].n).toBe(before);
    });

    it('answers only the service role', async () => {
      const email = uniqueEmail('not-admin');
      const keys = [
        ['anon key', { key: backend.anonKey }],
        ['member', { key: backend.anonKey, token: await memberToken() }],
      ];
      for (const [, credentials] of keys) {
        const response = await raw('POST', '/admin/users', { ...credentials, body: { email, password } });
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ code: 'not_admin', message: 'User not allowed' });
      }
      expect((await backend.client().auth.admin.createUser({ email, password })).error).toMatchObject({ status: 403, code: 'not_admin' });
      expect(await userRow(email)).toBeUndefined();
    });
  });

  describe('deleteUser', () => {
    it('deletes the user with its sessions and rows, after which the address can be registered again', async () => {
      const { email, id } = await confirmedUser('deleted');
      const signedIn = await backend.client().auth.signInWithPassword({ email, password });
      const session = /** @type {any} */ (signedIn.data.session);
      expect((await backend.db.query('select count(*)::int as n from public.users where auth_id = $1', [id])).rows[0].n).toBe(1);

      const { data, error } = await admin().deleteUser(id);
      expect(error).toBeNull();
      expect(/** @type {any} */ (data.user)).toMatchObject({ id, email });
      for (const table of ['auth.users where id', 'auth.sessions where user_id', 'auth.refresh_tokens where user_id', 'public.users where auth_id']) {
        expect((await backend.db.query(`select count(*)::int as n from ${table} = $1`, [id])).rows[0].n).toBe(0);
      }
      expect((await backend.client().auth.refreshSession({ refresh_token: session.refresh_token })).error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
      expect((await backend.client().auth.signInWithPassword({ email, password })).error).toMatchObject({ code: 'invalid_credentials' });

      const again = await admin().createUser({ email, password, email_confirm: true });
      expect(again.error).toBeNull();
      expect(/** @type {any} */ (again.data.user).id).not.toBe(id);
      expect((await backend.client().auth.signInWithPassword({ email, password })).error).toBeNull();
    });

    it('answers the DELETE with an empty object, and reads a user by id', async () => {
      const { email, id } = await confirmedUser('read');
      const read = await admin().getUserById(id);
      expect(read.error).toBeNull();
      expect(read.data.user).toMatchObject({ id, email });
      const response = await raw('DELETE', `/admin/users/${id}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({});
    });

    it.each([
      { name: 'an unknown id', path: '/admin/users/00000000-0000-4000-8000-00000000dead', status: 404, code: 'user_not_found' },
      // GoTrue's loadUser answers a malformed id with 404 and validation_failed.
      { name: 'an id that is not a uuid', path: '/admin/users/not-a-uuid', status: 404, code: 'validation_failed' },
      { name: 'a soft delete, which the local schema cannot hold', path: 'known', body: { should_soft_delete: true }, status: 400, code: 'validation_failed' },
      { name: 'a nested path', path: '/admin/users/00000000-0000-4000-8000-00000000dead/factors', status: 404, code: 'not_found' },
    ])('answers $name with $status $code', async ({ path, body, status, code }) => {
      const known = path === 'known' ? await confirmedUser('kept') : null;
      const response = await raw('DELETE', known ? `/admin/users/${known.id}` : path, { body });
      expect(response.status).toBe(status);
      expect((await response.json()).code).toBe(code);
      if (known) expect(await userRow(known.email)).toBeDefined();
    });

    it('reports an unknown id through supabase-js', async () => {
      const { data, error } = await admin().deleteUser('00000000-0000-4000-8000-00000000beef');
      expect(data.user).toBeNull();
      expect(error).toMatchObject({ status: 404, code: 'user_not_found' });
    });

    it('answers only the service role', async () => {
      const { email, id } = await confirmedUser('survivor');
      const credentials = [{ key: backend.anonKey }, { key: backend.anonKey, token: await memberToken() }];
      for (const method of ['GET', 'DELETE']) {
        for (const credential of credentials) {
          const response = await raw(method, `/admin/users/${id}`, credential);
          expect(response.status).toBe(403);
          expect((await response.json()).code).toBe('not_admin');
        }
      }
      expect((await backend.client().auth.admin.deleteUser(id)).error).toMatchObject({ status: 403, code: 'not_admin' });
      expect(await userRow(email)).toBeDefined();
    });

    it('refuses methods the path does not have', async () => {
      const response = await raw('PATCH', '/admin/users/00000000-0000-4000-8000-00000000dead', { body: {} });
      expect(response.status).toBe(405);
    });
  });

  describe('invitations', () => {
    it('invites an unconfirmed address again, keeping its metadata, and the link confirms it as invited', async () => {
      const { email, id } = await unconfirmedUser('reinvited');
      const first = await generateLink({ type: 'invite', email, data: { first_name: 'Ignored' } });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ id, email, verification_type: 'invite' });
      const invited = await userRow(email);
      expect(invited).toMatchObject({ invited: true, confirmed: false, confirmation_token: first.body.hashed_token, confirmation_sent: true });
      expect(invited.raw_user_meta_data).toEqual({ role: 'user' });

      const second = await generateLink({ type: 'invite', email });
      expect(second.status).toBe(200);
      expect((await userRow(email)).confirmation_token).toBe(second.body.hashed_token);
      expect((await backend.client().auth.verifyOtp({ token_hash: first.body.hashed_token, type: 'invite' })).error).toMatchObject({ code: 'otp_expired' });
      const verified = await backend.client().auth.verifyOtp({ token_hash: second.body.hashed_token, type: 'invite' });
      expect(verified.error).toBeNull();
      expect(await userRow(email)).toMatchObject({ confirmed: true, confirmation_token: '' });
      expect((await changes(id)).at(-1)).toMatchObject({ old_confirmed: false, new_confirmed: true, invited: true, new_confirmation: '', sessions: 0 });

      const confirmed = await admin().generateLink({ type: 'invite', email });
      expect(confirmed.error).toMatchObject({ status: 422, code: 'email_exists' });
    });
  });

  describe('token columns', () => {
    it.each([
      { name: 'sign-up confirmation', column: 'confirmation', type: 'signup', send: async () => (await unconfirmedUser('signup')).email },
      {
        name: 'invitation',
        column: 'confirmation',
        type: 'invite',
        send: async () => {
          const email = uniqueEmail('invite');
          await generateLink({ type: 'invite', email });
          return email;
        },
      },
      {
        name: 'recovery mail',
        column: 'recovery',
        type: 'recovery',
        send: async () => {
          const { email } = await confirmedUser('recovery');
          await backend.client().auth.resetPasswordForEmail(email);
          return email;
        },
      },
      {
        name: 'one-time code to a confirmed address',
        column: 'recovery',
        type: 'magiclink',
        send: async () => {
          const { email } = await confirmedUser('otp');
          await backend.client().auth.signInWithOtp({ email });
          return email;
        },
      },
      {
        name: 'generated magic link',
        column: 'recovery',
        type: 'magiclink',
        send: async () => {
          const { email } = await confirmedUser('magic');
          await generateLink({ type: 'magiclink', email });
          return email;
        },
      },
    ])('keeps the token of a $name in its column until it is redeemed', async ({ column, type, send }) => {
      const email = await send();
      const mail = await latestMail(email);
      expect(mail.kind).toBe(type);
      const other = column === 'recovery' ? 'confirmation' : 'recovery';
      expect(await userRow(email)).toMatchObject({ [`${column}_token`]: mail.token_hash, [`${column}_sent`]: true, [`${other}_token`]: '' });
      const verified = await backend.client().auth.verifyOtp({ token_hash: mail.token_hash, type });
      expect(verified.error).toBeNull();
      expect(await userRow(email)).toMatchObject({ confirmed: true, [`${column}_token`]: '' });
    });

    it('sends a one-time code to an unconfirmed address as its sign-up confirmation', async () => {
      const { email } = await unconfirmedUser('otp-unconfirmed');
      expect((await backend.client().auth.signInWithOtp({ email })).error).toBeNull();
      const mail = await latestMail(email);
      expect(mail.kind).toBe('signup');
      expect(await userRow(email)).toMatchObject({ confirmation_token: mail.token_hash, recovery_token: '' });
    });

    const recovered = (hash) => ({ op: 'UPDATE', old_recovery: hash, new_recovery: '', old_confirmed: false, new_confirmed: false, sessions: 0 });
    const confirmed = (hash, invited = false) => ({ op: 'UPDATE', old_confirmed: false, new_confirmed: true, old_confirmation: hash, new_confirmation: '', invited, sessions: 0 });
    it.each([
      {
        name: 'a recovery link of an unconfirmed address: recovery token emptied, then the address confirmed',
        prepare: async () => unconfirmedUser('order-recovery'),
        send: async ({ email }) => backend.client().auth.resetPasswordForEmail(email),
        type: 'recovery',
        expected: (hashes) => [recovered(hashes.recovery), confirmed(hashes.confirmation)],
      },
      {
        name: 'a magic link of an unconfirmed address: recovery token emptied, then the address confirmed',
        prepare: async () => unconfirmedUser('order-magic'),
        send: async ({ email }) => generateLink({ type: 'magiclink', email }),
        type: 'magiclink',
        expected: (hashes) => [recovered(hashes.recovery), confirmed(hashes.confirmation)],
      },
      {
        name: 'a recovery link of a confirmed address: only the recovery token emptied',
        prepare: async () => confirmedUser('order-confirmed'),
        send: async ({ email }) => backend.client().auth.resetPasswordForEmail(email),
        type: 'recovery',
        expected: (hashes) => [{ ...recovered(hashes.recovery), old_confirmed: true, new_confirmed: true }],
      },
      {
        name: 'a sign-up confirmation: one update',
        prepare: async () => unconfirmedUser('order-signup'),
        send: async () => undefined,
        type: 'signup',
        expected: (hashes) => [confirmed(hashes.confirmation)],
      },
      {
        name: 'an invitation of an unconfirmed address: one update, invited',
        prepare: async () => unconfirmedUser('order-invite'),
        send: async ({ email }) => generateLink({ type: 'invite', email }),
        type: 'invite',
        expected: (hashes) => [confirmed(hashes.confirmation, true)],
      },
    ])('redeems $name, before the session is opened', async ({ prepare, send, type, expected }) => {
      const user = await prepare();
      await send(user);
      const mail = await latestMail(user.email);
      expect(mail.kind).toBe(type);
      const { confirmation_token: confirmation, recovery_token: recovery } = await userRow(user.email);
      const before = (await changes(user.id)).length;
      const verified = await backend.client().auth.verifyOtp({ token_hash: mail.token_hash, type });
      expect(verified.error).toBeNull();
      expect((await changes(user.id)).slice(before)).toEqual(expected({ confirmation, recovery }).map((change) => expect.objectContaining(change)));
      expect((await backend.db.query('select count(*)::int as n from auth.sessions where user_id = $1', [user.id])).rows[0].n).toBe(1);
    });
  });

  describe('password sign-in', () => {
    it.each([
      ['an empty password', ''],
      ['no password', null],
    ])('never signs in a user with %s', async (_name, stored) => {
      const { email, id } = await confirmedUser('no-password');
      await backend.db.query('update auth.users set encrypted_password = $2 where id = $1', [id, stored]);
      for (const attempt of ['', password, 'anything at all']) {
        expect((await backend.client().auth.signInWithPassword({ email, password: attempt })).error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
      }
    });
  });
});
