import { queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { publicDbLoaded, type PublicDbClient, type Tables } from '@fikrspace/db';
import { logger } from '@fikrspace/errors';
import { LANGUAGE_CACHE_MS, loadLanguageList, type Language } from '@fikrspace/i18n';
import { languageKeys } from './language-keys';

const COLUMNS = 'id, code, name, native_name, iso_639_1, country_code, script_direction, is_active, is_primary, display_order, flag_emoji, completion_percentage';

type LanguageRow = Pick<
  Tables<'languages'>,
  'id' | 'code' | 'name' | 'native_name' | 'iso_639_1' | 'country_code' | 'script_direction' | 'is_active' | 'is_primary' | 'display_order' | 'flag_emoji' | 'completion_percentage'
>;

export function toLanguage(row: LanguageRow): Language {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    nativeName: row.native_name,
    iso6391: row.iso_639_1,
    countryCode: row.country_code,
    scriptDirection: row.script_direction === 'rtl' ? 'rtl' : 'ltr',
    isActive: row.is_active,
    isPrimary: row.is_primary,
    displayOrder: row.display_order,
    flagEmoji: row.flag_emoji ?? '',
    completionPercentage: row.completion_percentage,
  };
}

/** Spec 000 §7: the active languages by display order. */
export async function fetchActiveLanguages(db: PublicDbClient, signal?: AbortSignal): Promise<Language[]> {
  let query = db.from('languages').select(COLUMNS).eq('is_active', true).order('display_order', { ascending: true });
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw toServiceError(error);
  return data.map(toLanguage);
}

/** The active languages, or the built-in list when the table fails or takes over 1 s to answer. */
export function fetchLanguages(db: PublicDbClient): Promise<readonly Language[]> {
  return loadLanguageList((signal) => fetchActiveLanguages(db, signal), {
    onFallback: (reason, error) => logger.warn(`The language list was not read (${reason}); the built-in list is shown`, error),
  });
}

/**
 * Spec 000 §9: the list is reused for 30 s. A fallback answer is cached as well, so a slow table
 * is asked again after 30 s rather than on every render; the read never fails, so there is no
 * retry on top of the 1 s limit. The selectors show the built-in list meanwhile, so the read
 * waits for a client rather than bringing one's code into the page before it is shown.
 */
export const languagesQueryOptions = () =>
  queryOptions({
    queryKey: languageKeys.list(),
    queryFn: async () => fetchLanguages(await publicDbLoaded()),
    staleTime: LANGUAGE_CACHE_MS,
    retry: false,
  });

export function useLanguageList() {
  return useQuery(languagesQueryOptions());
}
