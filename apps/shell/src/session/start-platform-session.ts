import { appStore } from '@fikrspace/app-store';
import { getQueryClient } from '@fikrspace/data';
import { initDb, type DbConfig } from '@fikrspace/db';
import { logger } from '@fikrspace/errors';
import { createAuthActions, startSession, type SessionServices } from '@fikrspace/session';
import { loadThemes } from '@fikrspace/theme';
import { startLanguageSync } from '../features/languages/session/language-account-sync';
import { followOrganizationBranding } from '../theme/follow-organization-branding';
import { loadThemeRows } from '../theme/load-theme-rows';

/**
 * The shell's data path: the page's one Supabase client, its session and the one QueryClient.
 * Every remote receives these three as federation singletons and never creates its own.
 * The custom themes come through the same client, and the organization the session loads
 * brings its theme and brand kit on screen.
 */
export function startPlatformSession(config: DbConfig): SessionServices & { ready: Promise<void> } {
  const db = initDb(config);
  const queryClient = getQueryClient();
  const session = startSession({ db, store: appStore, queryClient, logger });
  const actions = createAuthActions({ db, store: appStore, session });
  // The session package knows nothing of languages: the account's preference and custom
  // translations follow the session from here.
  startLanguageSync({ db, store: appStore, queryClient, ready: session.ready, logger });
  void loadThemes(() => loadThemeRows(db));
  followOrganizationBranding({ db, store: appStore, logger });
  return { actions, reloadProfile: session.reloadProfile, ready: session.ready };
}
