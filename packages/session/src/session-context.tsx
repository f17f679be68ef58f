import { useAppStore } from '@fikrspace/app-store';
import { createContext, useContext } from 'react';
import type { AuthActions } from './auth-actions';

export interface SessionServices {
  actions: AuthActions;
  /** Loads the signed-in user's profile and organization again (see SessionController). */
  reloadProfile: (options?: { fresh?: boolean }) => Promise<void>;
}

/**
 * Provided once by the shell. This package is a federation singleton, so a remote's components
 * read the shell's session through the same context object.
 */
export const SessionContext = createContext<SessionServices | null>(null);

export function useSessionServices(): SessionServices {
  const services = useContext(SessionContext);
  if (!services) throw new Error('useSessionServices must be used inside the shell’s SessionContext provider');
  return services;
}

export function useAuthActions(): AuthActions {
  return useSessionServices().actions;
}

/** The signed-in user, their current organization and role, as the app store holds them. */
export function useSession() {
  const user = useAppStore((state) => state.user);
  const organization = useAppStore((state) => state.organization);
  const isLoading = useAppStore((state) => state.isLoading);
  return { user, organization, role: user?.enterpriseRole ?? null, isLoading, isSignedIn: !!user };
}
