import { appStore } from '@fikrspace/app-store';
import { getQueryClient } from '@fikrspace/data';
import { initDb, type DbConfig } from '@fikrspace/db';
import { logger } from '@fikrspace/errors';
import { createAuthActions, startSession, type SessionServices } from '@fikrspace/session';

/**
 * The shell's data path: the page's one Supabase client, its session and the one QueryClient.
 * Every remote receives these three as federation singletons and never creates its own.
 */
export function startPlatformSession(config: DbConfig): SessionServices & { ready: Promise<void> } {
  const db = initDb(config);
  const session = startSession({ db, store: appStore, queryClient: getQueryClient(), logger });
  const actions = createAuthActions({ db, store: appStore, session });
  return { actions, reloadProfile: session.reloadProfile, ready: session.ready };
}
