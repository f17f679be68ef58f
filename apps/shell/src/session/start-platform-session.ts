import { appStore } from '@fikrspace/app-store';
import { getQueryClient } from '@fikrspace/data';
import { authStorageKey, configureDb, dbLoaded, mayHaveAnySession, mayHaveSession, prefetchDbCode, publicDbLoaded, whenDb, whenPublicDb, type DbConfig } from '@fikrspace/db';
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
 * The organization the session loads brings its theme and brand kit on screen.
 *
 * The client's code is fetched at once only when someone may be signed in (a stored session, an
 * auth callback in the address). A signed-out visitor's page is shown without it, and fetches it
 * only when it is needed: a sign-in, or a page that reads through it. What the shell itself reads
 * and records for any visitor (custom themes, the language list, translation usage) goes through
 * the public client once the page is shown (`loadPublicDbWhenIdle`): the page's client when there
 * is one, PostgREST alone otherwise.
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
  startLanguageSync({ db, publicDb: publicDbLoaded(), store: appStore, queryClient, ready: session.ready, logger });
  // The stored themes are on screen from the browser's cache; the table only refreshes them.
  void publicDbLoaded().then((client) => loadThemes(() => loadThemeRows(client)));
  followOrganizationBranding({ db, store: appStore, logger });
  if (signedOutAtStart) followSignInElsewhere(config);
  return { actions, reloadProfile: session.reloadProfile, ready: session.ready };
}

/**
 * A sign-in in another tab of the site stores a session where this page's client would read it.
 * A signed-out page without the client learns of it from the storage event, and brings the client,
 * whose session then starts as after a reload.
 */
function followSignInElsewhere(config: DbConfig): void {
  const key = authStorageKey(config.url);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key || !event.newValue) return;
    window.removeEventListener('storage', onStorage);
    void whenDb().catch((error: unknown) => logger.warn('The database client could not be loaded', error));
  };
  window.addEventListener('storage', onStorage);
}

/**
 * Called before the configuration is fetched: when a session is stored, the client's code
 * downloads alongside the configuration rather than after it, as the session needs it first.
 */
export function prefetchDbCodeForStoredSession(): void {
  if (mayHaveAnySession({ storage: browserStorage('localStorage'), location: window.location })) prefetchDbCode();
}

/** Fetches the public client's code once the browser has nothing more urgent to do. */
export function loadPublicDbWhenIdle(): void {
  const load = () => void whenPublicDb().catch((error: unknown) => logger.warn('The database client could not be loaded', error));
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 2000 });
  else setTimeout(load, 0);
}
