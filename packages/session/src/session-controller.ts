import type { AppState } from '@fikrspace/app-store';
import type { AuthChangeEvent, DbClient, Session, User } from '@fikrspace/db';
import type { QueryClient } from '@tanstack/react-query';
import type { StoreApi } from 'zustand';
import { fetchProfile } from './profile';
import { SESSION_CHECK_INTERVAL_MS, needsRefresh, refreshSession } from './refresh';
import { forgetUserId, rememberUserId } from './user-id-storage';

export interface SessionLogger {
  warn: (message: string, data?: unknown) => void;
  error: (message: string, data?: unknown) => void;
}

export interface SessionDependencies {
  /** The page's client, or its arrival: nothing is asked of the backend before it exists. */
  db: DbClient | Promise<DbClient>;
  /**
   * No session is stored and none arrives in the address: the visitor counts as signed out from
   * the start, and `ready` settles at once instead of waiting for the client.
   */
  signedOutAtStart?: boolean;
  /**
   * The download of the client's code, when it was started at once: if it fails, `ready` settles
   * with nobody signed in rather than never. The session still starts if the client arrives later.
   */
  clientLoad?: Promise<unknown>;
  store: StoreApi<AppState>;
  queryClient: QueryClient;
  logger?: SessionLogger;
  now?: () => number;
  /** The app's own session check (spec 000 §9: every 30 s). */
  checkIntervalMs?: number;
}

export interface SessionController {
  /** Settles once the first auth state is known and, when signed in, the profile was loaded. */
  ready: Promise<void>;
  /**
   * Loads the profile and organization again. By default it joins a load already under way for
   * the same user; `fresh` starts a new one (after an organization switch, when a load begun
   * before the change may be stale).
   */
  reloadProfile: (options?: { fresh?: boolean }) => Promise<void>;
  /**
   * Settles once every auth event received so far has been handled (the store written, the cache
   * cleared): what follows a sign-in or sign-out is known without waiting for a guessed time.
   */
  idle: () => Promise<void>;
  stop: () => void;
}

const consoleLogger: SessionLogger = {
  warn: (message, data) => console.warn(message, data),
  error: (message, data) => console.error(message, data),
};

/**
 * Connects the auth client to the app store (spec 000 §4): SIGNED_IN, TOKEN_REFRESHED and
 * USER_UPDATED load the profile and organization again, SIGNED_OUT clears them together with
 * every cached query, and a check every 30 s refreshes a session with under 10 minutes left.
 * supabase-js keeps its own refresh timer too; this check covers a tab whose timers were
 * throttled in the background.
 */
export function startSession({ db: source, signedOutAtStart = false, clientLoad, store, queryClient, logger = consoleLogger, now = Date.now, checkIntervalMs = SESSION_CHECK_INTERVAL_MS }: SessionDependencies): SessionController {
  const client = Promise.resolve(source);
  let stopped = false;
  let currentAuthUser: User | null = null;
  let resolveReady!: () => void;
  const ready = new Promise<void>((resolve) => {
    resolveReady = resolve;
  });

  let settled = false;
  function settle(): void {
    if (settled) return;
    settled = true;
    store.getState().setLoading(false);
    resolveReady();
  }

  store.getState().setLoading(true);
  if (signedOutAtStart) settle();

  /**
   * The load under way, if any. Signing in both resolves the sign-in call (which loads the profile
   * to pick the landing page) and fires SIGNED_IN; the event joins that load instead of repeating
   * its requests.
   */
  let inFlight: { userId: string; done: Promise<void> } | null = null;

  function loadProfile(authUser: User, { joinInFlight }: { joinInFlight: boolean }): Promise<void> {
    if (joinInFlight && inFlight?.userId === authUser.id) return inFlight.done;
    const load = { userId: authUser.id, done: fetchAndStoreProfile(authUser) };
    inFlight = load;
    void load.done.finally(() => {
      if (inFlight === load) inFlight = null;
    });
    return load.done;
  }

  /** Failures are only logged and leave the store as it was (spec 000 §8). */
  async function fetchAndStoreProfile(authUser: User): Promise<void> {
    try {
      const profile = await fetchProfile(await client, authUser);
      if (stopped || currentAuthUser?.id !== authUser.id) return;
      if (!profile) {
        logger.warn('No profile was found for the signed-in user', { userId: authUser.id });
        return;
      }
      const { user, organization } = profile;
      store.getState().setUser(user);
      rememberUserId(user.id);
      const previous = store.getState().organization;
      if (previous && previous.id !== organization?.id) queryClient.removeQueries({ queryKey: ['org', previous.id] });
      store.getState().setOrganization(organization);
    } catch (error) {
      logger.error('The profile could not be loaded', error);
    }
  }

  function signedOut(): void {
    const wasSignedIn = currentAuthUser !== null || store.getState().user !== null;
    currentAuthUser = null;
    const state = store.getState();
    state.setUser(null);
    state.setOrganization(null);
    forgetUserId();
    // Only someone's own data needs forgetting; a visitor who never signed in keeps what the
    // public pages read meanwhile.
    if (wasSignedIn) queryClient.clear();
  }

  async function handle(event: AuthChangeEvent, session: Session | null): Promise<void> {
    // The first event tells what the client found when the listener was added. A page shown to a
    // visitor adds it only once the client arrives, which may be for a sign-in already under way:
    // that sign-in is newer news than "nobody", and its own event follows.
    if (event === 'INITIAL_SESSION' && !session && currentAuthUser) return;
    if (event === 'SIGNED_OUT' || !session) {
      signedOut();
      return;
    }
    if (event === 'INITIAL_SESSION' || event === 'SIGNED_IN' || event === 'TOKEN_REFRESHED' || event === 'USER_UPDATED') {
      currentAuthUser = session.user;
      await loadProfile(session.user, { joinInFlight: true });
    }
  }

  let subscription: { unsubscribe: () => void } | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;
  /** Auth events received and not yet handled, and who waits for there to be none. */
  let unhandled = 0;
  let idleWaiters: Array<() => void> = [];
  const handled = () => {
    unhandled -= 1;
    if (unhandled > 0) return;
    const waiting = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiting) resolve();
  };

  function listen(db: DbClient): void {
    if (stopped) return;
    let initial = true;
    const { data } = db.auth.onAuthStateChange((event, session) => {
      // supabase-js holds a lock while it notifies; calling it back from inside the listener would
      // wait for that lock, so the work starts on the next task.
      unhandled += 1;
      setTimeout(() => {
        if (stopped) return handled();
        void handle(event, session).finally(() => {
          if (initial && event === 'INITIAL_SESSION') {
            initial = false;
            settle();
          }
          handled();
        });
      }, 0);
    });
    subscription = data.subscription;

    timer = setInterval(() => {
      void (async () => {
        const { data: current } = await db.auth.getSession();
        if (stopped || !current.session || !needsRefresh(current.session.expires_at, now())) return;
        const outcome = await refreshSession(db);
        if (outcome === 'gave-up') logger.warn('The session could not be refreshed; trying again at the next check');
      })().catch((error: unknown) => logger.error('The session check failed', error));
    }, checkIntervalMs);
  }

  // Without the client nobody can be signed in: the page goes on as a visitor's.
  const failed = (error: unknown) => {
    logger.error('The session could not be started', error);
    settle();
  };
  client.then(listen, failed);
  clientLoad?.catch(failed);

  return {
    ready,
    reloadProfile: async ({ fresh = false } = {}) => {
      const { data } = await (await client).auth.getSession();
      if (data.session) {
        currentAuthUser = data.session.user;
        await loadProfile(data.session.user, { joinInFlight: !fresh });
      }
    },
    idle: () => (unhandled === 0 ? Promise.resolve() : new Promise<void>((resolve) => idleWaiters.push(resolve))),
    stop: () => {
      stopped = true;
      clearInterval(timer);
      subscription?.unsubscribe();
    },
  };
}
