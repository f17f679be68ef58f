import { appStore } from '@fikrspace/app-store';
import { DEFAULT_PORTAL_PATH } from '@fikrspace/portal-kit';
import type { AuthActions } from '@fikrspace/session';

/**
 * Auth actions where no session service runs (a remote's own dev server): every attempt answers
 * with a clear message instead of pretending to sign anyone in.
 */
export function unavailableAuthActions(message: string): AuthActions {
  const unavailable = async () => ({ error: 'unavailable' as const, message });
  return {
    signIn: unavailable,
    signUp: unavailable,
    verifyEmailLink: unavailable,
    invitation: unavailable,
    acceptInvitation: unavailable,
    createInvitedAccount: unavailable,
    landingPath: () => DEFAULT_PORTAL_PATH,
    signOut: async () => appStore.getState().reset(),
  };
}
