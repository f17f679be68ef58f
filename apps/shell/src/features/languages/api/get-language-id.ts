import { toServiceError, type QueryClient } from '@fikrspace/data';
import type { PublicDbClient } from '@fikrspace/db';
import { languagesQueryOptions } from './get-languages';

/** The row id of a language code, or null when the table has no such language. */
export async function fetchLanguageId(db: PublicDbClient, code: string): Promise<string | null> {
  const { data, error } = await db.from('languages').select('id').eq('code', code).maybeSingle();
  if (error) throw toServiceError(error);
  return data?.id ?? null;
}

/**
 * Preferences and usage records name the language by id. The cached list usually has it; when it
 * is the built-in list (the table was slow), the one row is read instead.
 */
export async function resolveLanguageId(db: PublicDbClient, queryClient: QueryClient, code: string): Promise<string | null> {
  const languages = await queryClient.fetchQuery(languagesQueryOptions());
  const listed = languages.find((language) => language.code === code);
  if (listed?.id) return listed.id;
  return fetchLanguageId(db, code);
}
