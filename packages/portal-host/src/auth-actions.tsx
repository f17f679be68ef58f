import { createContext, useContext } from 'react';

export interface AuthResult {
  error?: string;
}

export interface SignUpInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** What the shared sign-in screens need from whoever owns the session (the shell). */
export interface AuthActions {
  signIn: (email: string, password: string) => Promise<AuthResult>;
  signUp: (input: SignUpInput) => Promise<AuthResult>;
  signOut: () => Promise<void>;
}

export const MISSING_CREDENTIALS_MESSAGE = 'You must provide either an email or phone number and a password';

export const AuthActionsContext = createContext<AuthActions | null>(null);

export function useAuthActions(): AuthActions {
  const actions = useContext(AuthActionsContext);
  if (!actions) throw new Error('useAuthActions must be used inside an AuthActionsContext provider');
  return actions;
}
