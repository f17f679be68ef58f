import { appStore } from '@fikrspace/app-store';
import type { AuthActions } from '@fikrspace/portal-host';

export const SIGN_IN_UNAVAILABLE = 'Sign-in is not available yet: this deployment has no authentication service configured.';

/**
 * The shell owns the session. Until an authentication service is configured, sign-in answers
 * with a clear message rather than pretending to succeed.
 */
export const shellAuthActions: AuthActions = {
  signIn: async () => ({ error: SIGN_IN_UNAVAILABLE }),
  signUp: async () => ({ error: SIGN_IN_UNAVAILABLE }),
  signOut: async () => {
    appStore.getState().reset();
    window.location.assign('/auth/login');
  },
};

/** Resolves the auth state at start-up: nobody is signed in until a session service exists. */
export function resolveInitialSession(): void {
  const store = appStore.getState();
  store.setUser(null);
  store.setOrganization(null);
  store.setLoading(false);
}
