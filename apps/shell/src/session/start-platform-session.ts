import { appStore } from '@fikrspace/app-store';
import { getQueryClient } from '@fikrspace/data';
import { configureDb, dbLoaded, mayHaveAnySession, mayHaveSession, prefetchDbCode, whenDb, type DbConfig } from '@fikrspace/db';
import { logger } from '@fikrspace/errors';
import { createAuthActions, startSession, type SessionServices } from '@fikrspace/session';
import { loadThemes } from '@fikrspace/theme';
import { startLanguageSync } from '../features/languages/session/language-account-sync';
import { followOrganizationBranding } from '../theme/follow-organization-branding';
import { loadThemeRows } from '../theme/load-theme-rows';
import { browserStorage } from '../utils/browser-storage';

/**
 * The shell's data path: the page's one Supabase client, its session and the one QueryClient.
 * Every remote receives these three as federation singletons and never creates its own.
 * The custom themes come through the same client, and the organization the session loads
 * brings its theme and brand kit on screen.
 *
 * The client's code is fetched at once only when someone may be signed in (a stored session, an
 * auth callback in the address). A signed-out visitor's page is shown without it; the shell
 * fetches it once that page is shown (`loadDbWhenIdle`), or sooner if the page asks for it.
 */
export function startPlatformSession(config: DbConfig): SessionServices & { ready: Promise<void> } {
  configureDb(config);
  const signedOutAtStart = !mayHaveSession(config, { storage: browserStorage('localStorage'), location: window.location });
  // A client whose code fails to download leaves the page signed out (the session logs why)
  // rather than on the loading screen; the next action asks for it again, and everything below
  // starts once it arrives.
  const clientLoad = signedOutAtStart ? undefined : whenDb();
  const db = dbLoaded();
  const queryClient = getQueryClient();
  const session = startSession({ db, signedOutAtStart, clientLoad, store: appStore, queryClient, logger });
  const actions = createAuthActions({ db: whenDb, store: appStore, session });
  // The session package knows nothing of languages: the account's preference and custom
  // translations follow the session from here.
  startLanguageSync({ db, store: appStore, queryClient, ready: session.ready, logger });
  // The stored themes are on screen from the browser's cache; the table only refreshes them.
  void db.then((client) => loadThemes(() => loadThemeRows(client)));
  followOrganizationBranding({ db, store: appStore, logger });
  return { actions, reloadProfile: session.reloadProfile, ready: session.ready };
}

/**
 * Called before the configuration is fetched: when a session is stored, the client's code
 * downloads alongside the configuration rather than after it, as the session needs it first.
 */
export function prefetchDbCodeForStoredSession(): void {
  if (mayHaveAnySession({ storage: browserStorage('localStorage'), location: window.location })) prefetchDbCode();
}

/** Fetches the client's code once the browser has nothing more urgent to do. */
export function loadDbWhenIdle(): void {
  const load = () => void whenDb().catch((error: unknown) => logger.warn('The database client could not be loaded', error));
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 2000 });
  else setTimeout(load, 0);
}
