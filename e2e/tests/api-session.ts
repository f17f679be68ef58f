import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
// The key the app's client reads its session from; a relative import, since the helper is all of
// the database package a browser test needs.
import { authStorageKey } from '../../packages/db/src/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './auth-support';

export interface BackendConfig {
  url: string;
  anonKey: string;
}

/** The session as supabase-js keeps it in local storage. */
export interface StoredSession {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  expires_at: number;
  user: { id: string; email: string };
}

/** The backend the platform under test talks to, as it tells its own pages. */
export async function backendConfig(request: APIRequestContext): Promise<BackendConfig> {
  const response = await request.get('/runtime-config.json');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { supabase: BackendConfig }).supabase;
}

/** Signs a persona in through the auth API (the password grant the sign-in form also uses). */
export async function apiSession(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<{ key: string; session: StoredSession }> {
  const backend = await backendConfig(request);
  const response = await request.post(`${backend.url}/auth/v1/token?grant_type=password`, { headers: { apikey: backend.anonKey }, data: { email, password } });
  expect(response.status(), `password sign-in of ${email}`).toBe(200);
  const session = (await response.json()) as Omit<StoredSession, 'expires_at'> & { expires_at?: number };
  // Older auth servers leave expires_at out; the client computes it the same way.
  const expiresAt = session.expires_at ?? Math.floor(Date.now() / 1000) + session.expires_in;
  return { key: authStorageKey(backend.url), session: { ...session, expires_at: expiresAt } };
}

/** Where sign-in through the form would have landed the account (spec 001 §2.11). */
export function landingOf(email: string): string {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`${email} is not a demo account`);
  return account.landing;
}

/**
 * Opens `path` (the account's landing by default) as `email`, signed in without the form: the
 * session is fetched from the auth API and written where the app's client keeps it before the
 * page's first script runs. It is written once per tab and origin, so a reload after sign-out
 * stays signed out, as it would for a person. Only the sign-in tests fill the form.
 */
export async function openSignedIn(page: Page, email: string, path: string = landingOf(email)): Promise<void> {
  const { key, session } = await apiSession(page.request, email);
  // A relative path opens on the platform's own origin; an absolute one (host mode) on its host.
  const origin = new URL(path, test.info().project.use.baseURL).origin;
  await page.addInitScript(
    ({ origin: target, key: name, value }) => {
      const seeded = `e2e-session-seeded:${name}`;
      if (window !== window.top || location.origin !== target || sessionStorage.getItem(seeded)) return;
      sessionStorage.setItem(seeded, '1');
      localStorage.setItem(name, value);
    },
    { origin, key, value: JSON.stringify(session) },
  );
  await page.goto(path);
}
