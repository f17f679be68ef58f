import type { AppState } from '@fikrspace/app-store';
import type { QueryClient } from '@fikrspace/data';
import type { DbClient, PublicDbClient } from '@fikrspace/db';
import { clearTranslationOverrides, i18n as pageInstance, setTranslationOverrides, toSupportedLanguage } from '@fikrspace/i18n';
import type { i18n as I18n } from 'i18next';
import type { StoreApi } from 'zustand';
import { resolveLanguageId } from '../api/get-language-id';
import { fetchLanguagePreference, type PreferenceOwner } from '../api/get-language-preference';
import { fetchOrganizationTranslations } from '../api/get-organization-translations';
import { recordTranslationUsage } from '../api/record-translation-usage';
import { saveLanguagePreference } from '../api/save-language-preference';
import { browsingSessionId } from '../utils/browsing-session-id';

export interface LanguageSyncLogger {
  debug: (message: string, data?: unknown) => void;
  warn: (message: string, data?: unknown) => void;
}

export interface LanguageSyncDependencies {
  /** The page's client, or its arrival: the account's preferences and translations wait for it. */
  db: DbClient | Promise<DbClient>;
  /**
   * A client for what any visitor may read or record (the language ids, a signed-out visitor's
   * usage records), or its arrival; the page's client when none is given.
   */
  publicDb?: PublicDbClient | Promise<PublicDbClient>;
  store: StoreApi<AppState>;
  queryClient: QueryClient;
  /** Settles once the first auth state is known and a signed-in profile was loaded. */
  ready: Promise<void>;
  logger: LanguageSyncLogger;
  instance?: I18n;
  /** The page a usage record names: origin and path, never the query or fragment (tokens travel there). */
  pageUrl?: () => string;
  sessionId?: () => string;
}

export interface LanguageSync {
  /** Settles when the account's preference and custom translations are applied (tests). */
  settled: () => Promise<void>;
  stop: () => void;
}

function ownerOf(state: AppState): PreferenceOwner | null {
  return state.user ? { userId: state.user.id, organizationId: state.user.organizationId ?? null } : null;
}

const sameOwner = (a: PreferenceOwner | null, b: PreferenceOwner | null) => a?.userId === b?.userId && a?.organizationId === b?.organizationId;

const currentPage = () => `${window.location.origin}${window.location.pathname}`;

/**
 * Connects the language to the signed-in account (spec 000 §7):
 * - once the profile is loaded (sign-in, a reload while signed in, an organization switch), the
 *   stored preference is read and applied when it differs from the language shown, and the
 *   organization's approved custom translations are laid over the files;
 * - a language chosen while signed in is stored as the preference for the current organization;
 * - every language applied or chosen is recorded as translation usage, without waiting.
 * Signing out removes the custom translations and keeps the language shown.
 */
export function startLanguageSync({ db: source, publicDb: publicSource = source, store, queryClient, ready, logger, instance = pageInstance, pageUrl = currentPage, sessionId = browsingSessionId }: LanguageSyncDependencies): LanguageSync {
  /** The account the page shows now, and the one it is switching to. */
  let owner: PreferenceOwner | null = null;
  let target: PreferenceOwner | null = null;
  /** The language stored for the owner, so applying it is not mistaken for a choice to store. */
  let stored: string | null = null;
  let applyingPreference = false;
  let recordedSinceStart = false;
  let work: Promise<void> = Promise.resolve();
  let stopped = false;

  const client = Promise.resolve(source);
  const publicClient = Promise.resolve(publicSource);
  const languageId = async (code: string) => resolveLanguageId(await publicClient, queryClient, code);

  function record(code: string): void {
    recordedSinceStart = true;
    const about = owner;
    // A member's record names them, which only their own session may write.
    void Promise.all([languageId(code), about ? client : publicClient]).then(
      ([id, db]) => {
        if (id) recordTranslationUsage(db, { languageId: id, organizationId: about?.organizationId ?? null, userId: about?.userId ?? null, pageUrl: pageUrl(), sessionId: sessionId() }, logger);
      },
      (error: unknown) => logger.debug('The translation usage record was not stored', error),
    );
  }

  async function layOverCustomTranslations(about: PreferenceOwner, code: string): Promise<void> {
    if (!about.organizationId) return;
    try {
      const id = await languageId(code);
      if (!id) return;
      const overrides = await fetchOrganizationTranslations(await client, about.organizationId, id);
      if (owner === about && !stopped) setTranslationOverrides(code, overrides, instance);
    } catch (error) {
      logger.warn('The organization’s custom translations could not be read', error);
    }
  }

  async function storePreference(about: PreferenceOwner, code: string): Promise<void> {
    try {
      const id = await languageId(code);
      if (id) await saveLanguagePreference(await client, about, id);
      else logger.warn(`The language ${code} is not in the languages table; the preference was not stored`);
    } catch (error) {
      logger.warn('The language preference could not be stored', error);
    }
  }

  async function follow(next: PreferenceOwner | null): Promise<void> {
    owner = next;
    stored = null;
    await clearTranslationOverrides(instance);
    if (!next) return;
    try {
      const preference = await fetchLanguagePreference(await client, next);
      if (target !== next || stopped) return;
      if (preference) {
        stored = toSupportedLanguage(preference.languageCode);
        applyingPreference = true;
        try {
          if (stored !== instance.language) await instance.changeLanguage(stored);
        } finally {
          applyingPreference = false;
        }
      }
    } catch (error) {
      logger.warn('The language preference could not be read', error);
    }
    if (target === next && !stopped) await layOverCustomTranslations(next, instance.language);
  }

  const onLanguageChanged = (code: string) => {
    if (stopped) return;
    record(code);
    if (!owner || applyingPreference) return;
    void layOverCustomTranslations(owner, code);
    if (code !== stored) {
      stored = code;
      void storePreference(owner, code);
    }
  };
  instance.on('languageChanged', onLanguageChanged);

  const onState = (state: AppState) => {
    const next = ownerOf(state);
    if (sameOwner(next, target)) return;
    target = next;
    // In order: a sign-out waits for the sign-in before it to finish applying.
    work = work.then(() => follow(next)).catch((error: unknown) => logger.warn('The account’s language could not be applied', error));
  };
  const unsubscribe = store.subscribe(onState);
  onState(store.getState());

  // The language the page opened in is usage too, recorded once the account (if any) is known,
  // unless applying the account's preference already recorded it.
  void ready.then(async () => {
    await work;
    if (!recordedSinceStart && !stopped) record(instance.language);
  });

  return {
    settled: async () => {
      await ready;
      let current: Promise<void>;
      do {
        current = work;
        await current;
      } while (current !== work);
    },
    stop: () => {
      stopped = true;
      unsubscribe();
      instance.off('languageChanged', onLanguageChanged);
    },
  };
}
