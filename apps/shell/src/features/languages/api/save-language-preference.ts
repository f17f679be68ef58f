import { toServiceError } from '@fikrspace/data';
import type { DbClient } from '@fikrspace/db';
import type { PreferenceOwner } from './get-language-preference';

/**
 * Spec 000 §7: one preference per user and organization (the organization may be none), written
 * over the previous one (`on conflict (user_id, organization_id)`; the constraint treats two
 * missing organizations as equal).
 */
export async function saveLanguagePreference(db: DbClient, { userId, organizationId }: PreferenceOwner, languageId: string): Promise<void> {
  const { error } = await db
    .from('user_language_preferences')
    .upsert({ user_id: userId, organization_id: organizationId, primary_language_id: languageId }, { onConflict: 'user_id,organization_id' });
  if (error) throw toServiceError(error);
}
