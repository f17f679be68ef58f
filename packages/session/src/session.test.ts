import { createAppStore } from '@fikrspace/app-store';
import { createQueryClient } from '@fikrspace/data';
import type { AuthChangeEvent, DbClient, Session } from '@fikrspace/db';
import { createDbClient } from '@fikrspace/db/create-client';
import { DEMO_PASSWORD, ORG } from '@fikrspace/db/testing/demo-ids';
import { SUPABASE_DIR } from '@fikrspace/local-backend/migrate';
import { SETUP_TIMEOUT, startBackend, targets, uniqueEmail } from '@fikrspace/local-backend/testing';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthActions } from './auth-actions';
import { fetchMyOrganizations } from './my-organizations';
import { ORGANIZATION_LOOKUP_MESSAGES, fetchOrganizationType } from './organization-lookup';
import { refreshSession } from './refresh';
import { startSession } from './session-controller';
import { OrganizationSwitchError, switchOrganization } from './switch-organization';

/**
 * The session as the shell runs it: the real supabase-js client, against the local backend with
 * the project's migrations and seed, on PGlite and (when it answers) PostgreSQL.
 */

const FIKR_LABS = ORG.fikrLabs;
const MENTOR_CIRCLE = ORG.mentorCircle;
const NILE_ROBOTICS = ORG.nileRobotics;

type Backend = Awaited<ReturnType<typeof startBackend>>;

function client(backend: Backend, fetchImpl?: typeof fetch): DbClient {
  return createDbClient(
    { url: backend.url, anonKey: backend.anonKey },
    {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as never },
      ...(fetchImpl ? { global: { fetch: fetchImpl } } : {}),
    },
  );
}

/** A shell's worth of session for one test: client, store, cache, controller and actions. */
function platform(backend: Backend, fetchImpl?: typeof fetch) {
  const db = client(backend, fetchImpl);
  const store = createAppStore();
  const queryClient = createQueryClient();
  const logged: string[] = [];
  const session = startSession({ db, store, queryClient, logger: { warn: (message) => logged.push(message), error: (message) => logged.push(message) } });
  const assigned: string[] = [];
  const actions = createAuthActions({ db, store, session, origin: 'http://localhost:4173', assign: (path) => assigned.push(path) });
  return { db, store, queryClient, session, actions, assigned, logged };
}

for (const target of await targets()) {
  describe(`session against the local backend (${target.name})`, () => {
    let backend: Backend;
    const running: Array<{ stop: () => void }> = [];

    beforeAll(async () => {
      backend = await startBackend(target, { supabaseDir: SUPABASE_DIR, functionsDir: `${SUPABASE_DIR}/functions` });
    }, SETUP_TIMEOUT);
    afterAll(async () => {
      for (const session of running) session.stop();
      await backend?.close();
    });

    function started(fetchImpl?: typeof fetch) {
      const result = platform(backend, fetchImpl);
      running.push(result.session);
      return result;
    }

    it('resolves a signed-out start: loading ends with nobody in the store', async () => {
      const { store, session } = started();
      expect(store.getState().isLoading).toBe(true);
      await session.ready;
      expect(store.getState()).toMatchObject({ isLoading: false, user: null, organization: null });
    });

    it('starts a visitor with no stored session signed out before the client exists, and the first action brings it', async () => {
      const store = createAppStore();
      const queryClient = createQueryClient();
      let resolveDb!: (db: DbClient) => void;
      const arrival = new Promise<DbClient>((resolve) => {
        resolveDb = resolve;
      });
      const session = startSession({ db: arrival, signedOutAtStart: true, store, queryClient });
      running.push(session);
      expect(store.getState().isLoading).toBe(false);
      await session.ready;
      let requested = 0;
      const actions = createAuthActions({
        db: async () => {
          requested += 1;
          const db = client(backend);
          resolveDb(db);
          return db;
        },
        store,
        session,
        assign: () => {},
      });
      await session.idle();
      expect(requested).toBe(0);
      expect(await actions.signIn('owner@fikrspace.test', DEMO_PASSWORD)).toEqual({ landingPath: '/fikrspace/portal/startup' });
      expect(requested).toBe(1);
      expect(store.getState().user).toMatchObject({ email: 'owner@fikrspace.test', organizationId: FIKR_LABS });
    });

    it('settles signed out when the client’s code cannot be downloaded, and starts once it arrives', async () => {
      const store = createAppStore();
      const logged: string[] = [];
      let resolveDb!: (db: DbClient) => void;
      const arrival = new Promise<DbClient>((resolve) => {
        resolveDb = resolve;
      });
      const session = startSession({
        db: arrival,
        clientLoad: Promise.reject(new Error('Failed to fetch dynamically imported module')),
        store,
        queryClient: createQueryClient(),
        logger: { warn: (message) => logged.push(message), error: (message) => logged.push(message) },
      });
      running.push(session);
      await session.ready;
      expect(store.getState()).toMatchObject({ isLoading: false, user: null });
      expect(logged).toEqual(['The session could not be started']);
      const db = client(backend);
      resolveDb(db);
      await db.auth.signInWithPassword({ email: 'owner@fikrspace.test', password: DEMO_PASSWORD });
      await expect.poll(() => store.getState().user?.email).toBe('owner@fikrspace.test');
    });

    it('keeps a sign-in that overtook the client’s first answer of “nobody”', async () => {
      const db = client(backend);
      const { data } = await db.auth.signInWithPassword({ email: 'owner@fikrspace.test', password: DEMO_PASSWORD });
      // The client's events, delivered in the order a client that arrives mid-sign-in can send them.
      let emit!: (event: AuthChangeEvent, session: Session | null) => void;
      const bound = <T extends object>(target: T, key: string | symbol) => {
        const value = Reflect.get(target, key) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      };
      const auth = new Proxy(db.auth, {
        get: (target, key) =>
          key === 'onAuthStateChange'
            ? (listener: typeof emit) => {
                emit = listener;
                return { data: { subscription: { unsubscribe: () => undefined } } };
              }
            : bound(target, key),
      });
      const arriving = new Proxy(db, { get: (target, key) => (key === 'auth' ? auth : bound(target, key)) });
      const store = createAppStore();
      const session = startSession({ db: arriving, signedOutAtStart: true, store, queryClient: createQueryClient() });
      running.push(session);
      await expect.poll(() => typeof emit).toBe('function');
      emit('SIGNED_IN', data.session);
      emit('INITIAL_SESSION', null);
      await expect.poll(() => store.getState().user?.email).toBe('owner@fikrspace.test');
      await session.idle();
      expect(store.getState().user?.email).toBe('owner@fikrspace.test');
    });

    it('keeps what a visitor’s public page read when the client arrives and finds nobody signed in', async () => {
      const store = createAppStore();
      const queryClient = createQueryClient();
      queryClient.setQueryData(['public', 'read-meanwhile'], 'kept');
      const db = client(backend);
      let answered = false;
      db.auth.onAuthStateChange((event) => {
        if (event === 'INITIAL_SESSION') setTimeout(() => (answered = true), 10);
      });
      const session = startSession({ db: Promise.resolve(db), signedOutAtStart: true, store, queryClient });
      running.push(session);
      await expect.poll(() => answered).toBe(true);
      expect(store.getState()).toMatchObject({ isLoading: false, user: null });
      expect(queryClient.getQueryData(['public', 'read-meanwhile'])).toBe('kept');
    });

    it('signs owner@ in and loads the profile, enterprise role and organization with its type, theme and brand kit', async () => {
      const { store, session, actions } = started();
      await session.ready;
      const result = await actions.signIn('owner@fikrspace.test', DEMO_PASSWORD);
      expect(result).toEqual({ landingPath: '/fikrspace/portal/startup' });
      const { user, organization } = store.getState();
      expect(user).toMatchObject({ email: 'owner@fikrspace.test', organizationId: FIKR_LABS, role: 'owner', enterpriseRole: { name: 'owner', displayName: 'Owner', isSystemRole: true } });
      expect(organization).toMatchObject({ id: FIKR_LABS, name: 'Fikr Labs', organizationType: 'startup', organizationTypeDisplayName: 'Startup', theme: { id: 'fikr-space' }, brandKit: { id: '00000000-0000-4000-c000-000000000001' } });
    });

    it.each([
      ['mentor@fikrspace.test', '/fikrspace/partners/mentor'],
      ['accelerator@fikrspace.test', '/fikrspace/partners/accelerator'],
      ['investor@fikrspace.test', '/fikrspace/partners/vc'],
      ['university@fikrspace.test', '/fikrspace/partners/university'],
      ['government@fikrspace.test', '/fikrspace/portal/government'],
      ['startup@fikrspace.test', '/fikrspace/portal/startup'],
    ])('sends %s to %s after sign-in (spec 001 §2.11)', async (email, landing) => {
      const { session, actions } = started();
      await session.ready;
      expect(await actions.signIn(email, DEMO_PASSWORD)).toEqual({ landingPath: landing });
    });

    it('loads the profile once per sign-in: the SIGNED_IN event joins the load the sign-in started', async () => {
      const profileReads: string[] = [];
      const counting: typeof fetch = async (input, init) => {
        if (String(input).includes('/rest/v1/users?')) profileReads.push(String(input));
        return fetch(input, init);
      };
      const { session, actions } = started(counting);
      await session.ready;
      await actions.signIn('admin@fikrspace.test', DEMO_PASSWORD);
      await session.idle();
      expect(profileReads).toHaveLength(1);
    });

    it('answers a wrong password with invalid_credentials and leaves the store signed out', async () => {
      const { store, session, actions } = started();
      await session.ready;
      expect(await actions.signIn('owner@fikrspace.test', 'not-the-password')).toMatchObject({ error: 'invalid_credentials' });
      expect(store.getState().user).toBeNull();
    });

    it.each([
      ['', 'secret'],
      ['owner@fikrspace.test', ''],
      ['', ''],
    ])('refuses e-mail %j with password %j with the spec message before calling the backend', async (email, password) => {
      const { actions } = started();
      expect(await actions.signIn(email, password)).toEqual({ error: 'missing_credentials', message: 'You must provide either an email or phone number and a password' });
    });

    it('signs up with metadata role user, asks for confirmation, and reports weak-password reasons', async () => {
      const { db, actions } = started();
      const email = uniqueEmail('signup');
      expect(await actions.signUp({ email, password: 'abc', firstName: 'Lina', lastName: 'Haddad' })).toMatchObject({ error: 'weak_password', passwordReasons: ['length'] });
      expect(await actions.signUp({ email, password: 'a-long-password', firstName: 'Lina', lastName: 'Haddad' })).toEqual({ needsConfirmation: true });
      const mail = (await backend.db.query("select payload from auth.outbox where recipient = $1 and kind = 'signup'", [email])).rows[0] as { payload: { redirect_to: string } };
      expect(mail.payload.redirect_to).toBe('http://localhost:4173/confirm-account');
      const user = (await backend.db.query('select raw_user_meta_data from auth.users where email = $1', [email])).rows[0] as { raw_user_meta_data: Record<string, unknown> };
      expect(user.raw_user_meta_data).toMatchObject({ role: 'user', first_name: 'Lina', last_name: 'Haddad' });
      expect((await db.auth.getSession()).data.session).toBeNull();
    });

    it('redeems a confirmation link, signs the new user in and reports the organization lookup states', async () => {
      const { store, session, actions, db } = started();
      await session.ready;
      const email = uniqueEmail('confirm');
      await actions.signUp({ email, password: 'a-long-password', firstName: 'Omar', lastName: 'Saleh' });
      const { token_hash: tokenHash } = (await backend.db.query("select token_hash from auth.outbox where recipient = $1 and kind = 'signup'", [email])).rows[0] as { token_hash: string };
      expect(await actions.verifyEmailLink(tokenHash, 'signup')).toEqual({ landingPath: '/fikrspace/portal' });
      expect(store.getState().user).toMatchObject({ email, firstName: 'Omar', organizationId: null, enterpriseRole: { name: 'user' } });
      expect(store.getState().organization).toBeNull();
      await expect(fetchOrganizationType(db, store.getState().user!.id)).rejects.toThrow(ORGANIZATION_LOOKUP_MESSAGES.noOrganization);
      expect(await actions.verifyEmailLink(tokenHash, 'signup')).toMatchObject({ error: 'invalid_link' });
    });

    /** An invitation of Fikr Labs as editor, with the token its mail's link carries. */
    async function invitationTo(email: string): Promise<string> {
      const token = `invitation-token-${email}`;
      await backend.db.query(
        `insert into public.organization_invitations (organization_id, email, role, token_hash)
         values ($3, $1, 'editor', encode(sha256(convert_to($2, 'UTF8')), 'hex'))`,
        [email, token, FIKR_LABS],
      );
      return token;
    }

    it('an invitation link creates the invited address\'s account with the invitee\'s password and joins the organization', async () => {
      const { store, session, actions, db } = started();
      await session.ready;
      const email = uniqueEmail('invited');
      // Someone registered the address first, with a password of their own, and never confirmed it.
      const squatter = client(backend);
      await squatter.auth.signUp({ email, password: 'the-squatters-password', options: { data: { first_name: 'URGENT' } } });
      const token = await invitationTo(email);

      expect(await actions.invitation(token)).toEqual({ invitation: { email, role: 'editor', organizationName: 'Fikr Labs', expiresAt: expect.any(String), hasAccount: false } });
      expect(await actions.createInvitedAccount(token, { password: 'x', firstName: 'Nour', lastName: 'Haddad' })).toMatchObject({ error: 'weak_password', passwordReasons: ['length'] });
      expect(await actions.createInvitedAccount(token, { password: 'a-long-password', firstName: 'Nour', lastName: 'Haddad' })).toEqual({ landingPath: '/fikrspace/portal/startup' });
      expect(store.getState().user).toMatchObject({ email, firstName: 'Nour', organizationId: FIKR_LABS });
      expect(store.getState().organization).toMatchObject({ name: 'Fikr Labs' });
      const roles = await db.from('organisation_roles').select('role').eq('is_active', true);
      expect(roles.data).toEqual([{ role: 'editor' }]);
      const invitation = (await backend.db.query('select status, token_hash from public.organization_invitations where email = $1', [email])).rows[0];
      expect(invitation).toEqual({ status: 'accepted', token_hash: null });
      // The invited account gets the invitation, not a welcome mail.
      const welcome = (await backend.db.query("select count(*)::int as n from public.background_jobs where data ->> 'action' = 'send-welcome' and data ->> 'email' = $1", [email])).rows[0];
      expect(welcome).toEqual({ n: 0 });
      // The squatter's password opens nothing; the link is used up.
      const squatted = await client(backend).auth.signInWithPassword({ email, password: 'the-squatters-password' });
      expect(squatted.error?.code).toBe('invalid_credentials');
      expect(await actions.invitation(token)).toMatchObject({ error: 'invalid_invitation' });
    });

    it('the owner of an existing account signs in to accept; another account is told it is the wrong one', async () => {
      const { store, session, actions } = started();
      await session.ready;
      const token = await invitationTo('mentor@fikrspace.test');
      expect(await actions.invitation(token)).toMatchObject({ invitation: { email: 'mentor@fikrspace.test', hasAccount: true } });
      expect(await actions.createInvitedAccount(token, { password: 'a-long-password', firstName: '', lastName: '' })).toMatchObject({ error: 'account_exists' });

      await actions.signIn('investor@fikrspace.test', DEMO_PASSWORD);
      expect(await actions.acceptInvitation(token)).toMatchObject({ error: 'wrong_account' });
      await actions.signOut();

      await actions.signIn('mentor@fikrspace.test', DEMO_PASSWORD);
      expect(await actions.acceptInvitation(token)).toMatchObject({ landingPath: expect.any(String) });
      const joined = (await backend.db.query("select count(*)::int as n from public.organization_members where user_id = $1 and organization_id = $2", [store.getState().user!.id, FIKR_LABS])).rows[0];
      expect(joined).toEqual({ n: 1 });
      // Mentor Circle's owner goes back to the seed's memberships for the other tests.
      await backend.db.query("delete from public.organization_members where user_id = $1 and organization_id = $2", [store.getState().user!.id, FIKR_LABS]);
      await backend.db.query("delete from public.organisation_roles where user_id = $1 and organization_id = $2", [store.getState().user!.id, FIKR_LABS]);
    });

    it('looks up the organization type of a member', async () => {
      const { db, session, actions, store } = started();
      await session.ready;
      await actions.signIn('investor@fikrspace.test', DEMO_PASSWORD);
      expect(await fetchOrganizationType(db, store.getState().user!.id)).toMatchObject({ name: 'Oasis Ventures', type: 'venture_capital', typeLabel: 'VC' });
    });

    it.each([
      // [account, enterprise role, role in the current organization]
      ['investor@fikrspace.test', 'user', 'owner'],
      ['editor@fikrspace.test', 'editor', 'editor'],
      ['multi-org@fikrspace.test', 'user', 'editor'],
      ['manager@fikrspace.test', 'manager', null],
    ])('reads %s with the enterprise role %s and the role %s in the current organization', async (email, enterpriseRole, organizationRole) => {
      const { session, actions, store } = started();
      await session.ready;
      await actions.signIn(email, DEMO_PASSWORD);
      expect({ enterpriseRole: store.getState().user?.enterpriseRole?.name, organizationRole: store.getState().user?.organizationRole }).toEqual({ enterpriseRole, organizationRole });
    });

    it.each([
      ['the user lookup fails', (url: string) => url.includes('/rest/v1/users?'), 500, ORGANIZATION_LOOKUP_MESSAGES.userLookupFailed],
      ['the organization lookup fails', (url: string) => url.includes('/rest/v1/organizations?'), 500, ORGANIZATION_LOOKUP_MESSAGES.organizationLookupFailed],
      ['the organization is not there', (url: string) => url.includes('/rest/v1/organizations?'), 'empty', ORGANIZATION_LOOKUP_MESSAGES.notFound],
    ] as const)('says so when %s (spec 001 §8.1)', async (_name, matches, answer, message) => {
      const failing: typeof fetch = async (input, init) => {
        if (!matches(String(input))) return fetch(input, init);
        if (answer === 'empty') return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
        return new Response(JSON.stringify({ code: 'XX000', message: 'boom', details: null, hint: null }), { status: answer, headers: { 'content-type': 'application/json' } });
      };
      const { db } = started(failing);
      await db.auth.signInWithPassword({ email: 'mentor@fikrspace.test', password: DEMO_PASSWORD });
      const { data } = await db.auth.getUser();
      await expect(fetchOrganizationType(db, data.user!.id)).rejects.toThrow(message);
    });

    it('answers anything unexpected with the generic organization lookup message', async () => {
      const broken = { from: () => { throw new TypeError('client is broken'); } } as unknown as DbClient;
      await expect(fetchOrganizationType(broken, 'someone')).rejects.toThrow(ORGANIZATION_LOOKUP_MESSAGES.generic);
    });

    it('only logs a failed profile load and leaves the store as it was (spec 000 §8)', async () => {
      let failProfile = false;
      const flaky: typeof fetch = async (input, init) => {
        if (failProfile && String(input).includes('/rest/v1/users?')) return new Response(JSON.stringify({ code: 'XX000', message: 'down', details: null, hint: null }), { status: 500, headers: { 'content-type': 'application/json' } });
        return fetch(input, init);
      };
      const { store, session, actions, logged } = started(flaky);
      await session.ready;
      await actions.signIn('university@fikrspace.test', DEMO_PASSWORD);
      const before = { user: store.getState().user, organization: store.getState().organization };
      failProfile = true;
      await session.reloadProfile();
      expect({ user: store.getState().user, organization: store.getState().organization }).toEqual(before);
      expect(logged).toContain('The profile could not be loaded');
    });

    it('lets multi-org@ switch only among their own organizations, and the profile follows', async () => {
      const { db, store, session, actions } = started();
      await session.ready;
      await actions.signIn('multi-org@fikrspace.test', DEMO_PASSWORD);
      const userId = store.getState().user!.id;
      expect((await fetchMyOrganizations(db, userId)).map((organization) => [organization.name, organization.typeLabel])).toEqual([
        ['Fikr Labs', 'Startup'],
        ['Mentor Circle', 'Mentor'],
      ]);
      await expect(switchOrganization(db, userId, NILE_ROBOTICS)).rejects.toThrow(OrganizationSwitchError);
      await switchOrganization(db, userId, MENTOR_CIRCLE);
      await session.reloadProfile();
      expect(store.getState().organization).toMatchObject({ id: MENTOR_CIRCLE, organizationType: 'mentor' });
      expect(actions.landingPath()).toBe('/fikrspace/partners/mentor');
      await switchOrganization(db, userId, FIKR_LABS);
      await session.reloadProfile();
      expect(store.getState().organization?.id).toBe(FIKR_LABS);
    });

    it('clears user, organization and cached queries on sign-out and goes to /auth/login', async () => {
      const { store, session, actions, queryClient, assigned } = started();
      await session.ready;
      await actions.signIn('viewer@fikrspace.test', DEMO_PASSWORD);
      queryClient.setQueryData(['org', FIKR_LABS, 'something'], 1);
      await actions.signOut();
      await session.idle();
      expect(store.getState()).toMatchObject({ user: null, organization: null, currentProduct: 'qevhub', isLoading: false });
      expect(queryClient.getQueryData(['org', FIKR_LABS, 'something'])).toBeUndefined();
      expect(assigned).toEqual(['/auth/login']);
    });

    it('reloads the profile when the token is refreshed', async () => {
      const { store, session, actions, db } = started();
      await session.ready;
      await actions.signIn('editor@fikrspace.test', DEMO_PASSWORD);
      await backend.db.query("update public.users set first_name = 'Edited' where email = 'editor@fikrspace.test'");
      try {
        expect(await refreshSession(db)).toBe('refreshed');
        await expect.poll(() => store.getState().user?.firstName).toBe('Edited');
      } finally {
        await backend.db.query("update public.users set first_name = 'Eda' where email = 'editor@fikrspace.test'");
      }
    });

    it('signs out when the refresh token was revoked, and retries gateway failures with the spec backoff', async () => {
      const { store, session, actions, db } = started();
      await session.ready;
      await actions.signIn('stakeholder@fikrspace.test', DEMO_PASSWORD);
      const { data } = await db.auth.getSession();
      // Another device signs the user out everywhere: this session's refresh token stops working.
      const other = client(backend);
      await other.auth.setSession({ access_token: data.session!.access_token, refresh_token: data.session!.refresh_token });
      await other.auth.signOut({ scope: 'global' });
      expect(await refreshSession(db)).toBe('signed-out');
      await expect.poll(() => store.getState().user).toBeNull();

      let failures = 3;
      const flaky: typeof fetch = async (input, init) => {
        if (String(input).includes('grant_type=refresh_token') && failures > 0) {
          failures -= 1;
          return new Response(JSON.stringify({ message: 'upstream unavailable' }), { status: 503, headers: { 'content-type': 'application/json' } });
        }
        return fetch(input, init);
      };
      const gateway = started(flaky);
      await gateway.session.ready;
      await gateway.actions.signIn('stakeholder@fikrspace.test', DEMO_PASSWORD);
      expect(await refreshSession(gateway.db)).toBe('refreshed');
      // Three 503s were retried (auth-js waits 200, 400 and 800 ms between tries, spec 000 §9)
      // before the fourth try got through.
      expect(failures).toBe(0);
    });
  });
}
