import { toServiceError } from '@fikrspace/data';
import type { DbClient } from '@fikrspace/db';
import { filterId } from './language-keys';

export interface LanguagePreference {
  languageId: string;
  languageCode: string;
  /** Null for the preference the user keeps outside any organization. */
  organizationId: string | null;
}

export interface PreferenceOwner {
  userId: string;
  organizationId: string | null;
}

/**
 * Spec 000 §7: the user's language preference, joined to the language code. Within an
 * organization, the preference for that organization wins over the user's general one (kept with
 * no organization); outside any, only the general one counts.
 */
export async function fetchLanguagePreference(db: DbClient, { userId, organizationId }: PreferenceOwner): Promise<LanguagePreference | null> {
  let query = db.from('user_language_preferences').select('primary_language_id, organization_id, language:languages(code)').eq('user_id', userId);
  query = organizationId ? query.or(`organization_id.eq.${filterId(organizationId)},organization_id.is.null`) : query.is('organization_id', null);
  const { data, error } = await query.order('organization_id', { ascending: true, nullsFirst: false }).limit(1).maybeSingle();
  if (error) throw toServiceError(error);
  if (!data?.language) return null;
  return { languageId: data.primary_language_id, languageCode: data.language.code, organizationId: data.organization_id };
}
