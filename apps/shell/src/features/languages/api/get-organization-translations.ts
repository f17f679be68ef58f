import { toServiceError } from '@fikrspace/data';
import type { DbClient } from '@fikrspace/db';
import type { TranslationOverride } from '@fikrspace/i18n';
import { filterId } from './language-keys';

/**
 * The approved custom translations of one organization in one language, newest first: values
 * scoped to it as an organization or as a company, and to no product (a product's values are read
 * key by key where that product shows them). Unscoped values are not here: they apply to signed-out
 * visitors too, who never load these.
 */
export async function fetchOrganizationTranslations(db: DbClient, organizationId: string, languageId: string): Promise<TranslationOverride[]> {
  const id = filterId(organizationId);
  const { data, error } = await db
    .from('translation_values')
    .select('namespace, key_path, value')
    .eq('language_id', languageId)
    .eq('is_approved', true)
    .is('product_id', null)
    .or(`organization_id.eq.${id},company_id.eq.${id}`)
    .or(`organization_id.is.null,organization_id.eq.${id}`)
    .or(`company_id.is.null,company_id.eq.${id}`)
    .order('created_at', { ascending: false });
  if (error) throw toServiceError(error);
  return data.map((row) => ({ namespace: row.namespace, keyPath: row.key_path, value: row.value }));
}
