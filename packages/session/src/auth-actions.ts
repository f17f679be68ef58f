import type { AppState } from '@fikrspace/app-store';
import type { DbClient } from '@fikrspace/db';
import { isAuthApiError, isRetryableAuthError, weakPasswordReasons } from '@fikrspace/db';
import { portalPathForOrganizationType } from '@fikrspace/portal-kit';
import type { StoreApi } from 'zustand';
import type { SessionController } from './session-controller';

/** Spec 000 §5, word for word. */
export const MISSING_CREDENTIALS_MESSAGE = 'You must provide either an email or phone number and a password';

/** Spec 000 §4: where sign-out sends the browser. */
export const SIGNED_OUT_PATH = '/auth/login';

export type AuthErrorCode =
  | 'missing_credentials'
  | 'invalid_credentials'
  | 'email_not_confirmed'
  | 'weak_password'
  | 'rate_limited'
  | 'network'
  | 'invalid_link'
  | 'invalid_invitation'
  | 'wrong_account'
  | 'account_exists'
  | 'unavailable'
  | 'unknown';

export interface AuthResult {
  error?: AuthErrorCode;
  /** The backend's own words, for codes the screens have no text of their own for. */
  message?: string;
  /** Spec 000 §8 "weak password (with reasons)": GoTrue's reasons, shown next to the field. */
  passwordReasons?: string[];
  /** Where a signed-in user belongs when no redirect was asked for (spec 001 §2.11). */
  landingPath?: string;
  /** Sign-up succeeded and the address must be confirmed before signing in. */
  needsConfirmation?: boolean;
}

export interface SignUpInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** An invitation as its link's holder sees it (public.invitation_for_token). */
export interface InvitationDetails {
  email: string;
  role: string;
  organizationName: string | null;
  expiresAt: string;
  /** A confirmed account owns the address: its owner signs in to accept, instead of creating one. */
  hasAccount: boolean;
}

export interface InvitationResult extends AuthResult {
  invitation?: InvitationDetails;
}

export interface InvitedAccountInput {
  password: string;
  firstName: string;
  lastName: string;
}

export type EmailLinkType = 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change' | 'email';

/** What the shared sign-in screens need from whoever owns the session (the shell). */
export interface AuthActions {
  signIn: (email: string, password: string) => Promise<AuthResult>;
  signUp: (input: SignUpInput) => Promise<AuthResult>;
  signOut: () => Promise<void>;
  /** Redeems the token of an e-mail link (an account's confirmation) and signs its user in. */
  verifyEmailLink: (tokenHash: string, type: EmailLinkType) => Promise<AuthResult>;
  /** The invitation an invitation link's token stands for. */
  invitation: (token: string) => Promise<InvitationResult>;
  /** The signed-in owner of the invited address joins the organization. */
  acceptInvitation: (token: string) => Promise<AuthResult>;
  /** Creates the invited address's account with the invitee's password, signs in and joins. */
  createInvitedAccount: (token: string, input: InvitedAccountInput) => Promise<AuthResult>;
  /** Where the signed-in user lands: the portal of their organization type. */
  landingPath: () => string;
}

/** Turns an auth failure into something a screen can say. */
export function describeAuthError(error: unknown): AuthResult {
  const reasons = weakPasswordReasons(error);
  if (reasons.length) return { error: 'weak_password', passwordReasons: reasons, message: (error as Error).message };
  if (isRetryableAuthError(error)) return { error: 'network', message: (error as Error).message };
  if (isAuthApiError(error)) {
    const code = error.code ?? '';
    if (code === 'invalid_credentials' || /invalid login credentials/i.test(error.message)) return { error: 'invalid_credentials', message: error.message };
    if (code === 'email_not_confirmed') return { error: 'email_not_confirmed', message: error.message };
    if (error.status === 429 || code.startsWith('over_')) return { error: 'rate_limited', message: error.message };
    if (code === 'otp_expired' || code === 'bad_jwt' || error.status === 403) return { error: 'invalid_link', message: error.message };
    if (code === 'weak_password') return { error: 'weak_password', passwordReasons: [], message: error.message };
    return { error: 'unknown', message: error.message };
  }
  return { error: 'unknown', message: error instanceof Error ? error.message : String(error) };
}

export interface AuthActionDependencies {
  /** The page's client, or how to get it: an action is the moment the client becomes needed. */
  db: DbClient | (() => Promise<DbClient>);
  store: StoreApi<AppState>;
  session: Pick<SessionController, 'reloadProfile'>;
  /** Where confirmation and invitation links send people back to. */
  origin?: string;
  /** Navigation that leaves the app (sign-out reloads the sign-in page). */
  assign?: (path: string) => void;
}

export function createAuthActions({ db: source, store, session, origin = globalThis.location?.origin ?? '', assign = (path) => globalThis.location?.assign(path) }: AuthActionDependencies): AuthActions {
  const landingPath = () => portalPathForOrganizationType(store.getState().organization?.organizationType);
  const client = () => (typeof source === 'function' ? source() : Promise.resolve(source));

  async function afterSignIn({ fresh = false } = {}): Promise<AuthResult> {
    await session.reloadProfile({ fresh });
    return { landingPath: landingPath() };
  }

  return {
    landingPath,
    async signIn(email, password) {
      if (!email || !password) return { error: 'missing_credentials', message: MISSING_CREDENTIALS_MESSAGE };
      try {
        const { error } = await (await client()).auth.signInWithPassword({ email, password });
        if (error) return describeAuthError(error);
        return await afterSignIn();
      } catch (error) {
        return describeAuthError(error);
      }
    },
    async signUp({ email, password, firstName, lastName }) {
      if (!email || !password) return { error: 'missing_credentials', message: MISSING_CREDENTIALS_MESSAGE };
      try {
        const { data, error } = await (await client()).auth.signUp({
          email,
          password,
          // Spec 000 §3: metadata role 'user' unless set; the database never takes a privileged
          // role from what the person signing up sent.
          options: { data: { role: 'user', first_name: firstName, last_name: lastName }, emailRedirectTo: `${origin}/confirm-account` },
        });
        if (error) return describeAuthError(error);
        if (data.session) return await afterSignIn();
        return { needsConfirmation: true };
      } catch (error) {
        return describeAuthError(error);
      }
    },
    async verifyEmailLink(tokenHash, type) {
      try {
        const { error } = await (await client()).auth.verifyOtp({ token_hash: tokenHash, type });
        if (error) return describeAuthError(error);
        return await afterSignIn();
      } catch (error) {
        return describeAuthError(error);
      }
    },
    async invitation(token) {
      try {
        const { data, error } = await (await client()).rpc('invitation_for_token', { p_token: token });
        if (error) return describeInvitationError(error);
        return { invitation: data as unknown as InvitationDetails };
      } catch (error) {
        return describeAuthError(error);
      }
    },
    async acceptInvitation(token) {
      try {
        const { error } = await (await client()).rpc('accept_invitation', { p_token: token });
        if (error) return describeInvitationError(error);
        // The profile the sign-in loaded predates the new membership.
        return await afterSignIn({ fresh: true });
      } catch (error) {
        return describeAuthError(error);
      }
    },
    async createInvitedAccount(token, { password, firstName, lastName }) {
      if (!password) return { error: 'weak_password', passwordReasons: ['length'] };
      try {
        const db = await client();
        const { data, error } = await db.functions.invoke<{ email: string }>('accept-invitation', { body: { token, password, firstName, lastName } });
        if (error) return await describeFunctionRefusal(error);
        const signedIn = await db.auth.signInWithPassword({ email: data?.email ?? '', password });
        if (signedIn.error) return describeAuthError(signedIn.error);
        const { error: refused } = await db.rpc('accept_invitation', { p_token: token });
        if (refused) return describeInvitationError(refused);
        return await afterSignIn({ fresh: true });
      } catch (error) {
        return describeAuthError(error);
      }
    },
    async signOut() {
      // supabase-js already treats 401, 403 and 404 from /logout as "signed out" (spec 000 §8)
      // and removes the session; any other failure (the network, say) must not keep the user in.
      const db = await client();
      const { error } = await db.auth.signOut({ scope: 'local' });
      if (error) forgetStoredSession(db);
      store.getState().reset();
      assign(SIGNED_OUT_PATH);
    },
  };
}

/** The database's refusal of an invitation call (hints from the invitation functions). */
function describeInvitationError(error: { message: string; hint?: string | null; code?: string }): AuthResult {
  if (error.hint === 'INVALID_INVITATION') return { error: 'invalid_invitation', message: error.message };
  if (error.hint === 'WRONG_ACCOUNT') return { error: 'wrong_account', message: error.message };
  return describeAuthError(error);
}

/** What the accept-invitation function answered, when it refused. */
async function describeFunctionRefusal(error: unknown): Promise<AuthResult> {
  const response = (error as { context?: unknown }).context;
  if (!(response instanceof Response)) return { error: 'network', message: error instanceof Error ? error.message : String(error) };
  const body = (await response.json().catch(() => null)) as { error?: string; code?: string; reasons?: string[] } | null;
  const message = body?.error ?? `The invitation could not be accepted (HTTP ${response.status}).`;
  if (body?.code === 'weak_password') return { error: 'weak_password', passwordReasons: body.reasons ?? [], message };
  if (body?.code === 'ACCOUNT_EXISTS') return { error: 'account_exists', message };
  if (body?.code === 'INVALID_INVITATION') return { error: 'invalid_invitation', message };
  if (response.status === 429) return { error: 'rate_limited', message };
  return { error: 'unknown', message };
}

/** Removes the persisted session when the sign-out call itself could not be made. */
function forgetStoredSession(db: DbClient): void {
  const key = (db.auth as unknown as { storageKey?: string }).storageKey;
  try {
    if (key) globalThis.localStorage?.removeItem(key);
  } catch {
    // Nothing persisted that can be removed.
  }
}
