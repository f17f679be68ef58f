import { toServiceError } from '@fikrspace/data';
import type { DbClient } from '@fikrspace/db';
import { filterId } from './language-keys';

export type CustomTranslationLookup = {
  namespace: string;
  keyPath: string;
  organizationId?: string | null;
  companyId?: string | null;
  productId?: string | null;
} & ({ languageId: string; languageCode?: never } | { languageCode: string; languageId?: never });

const SCOPES = [
  ['organization_id', 'organizationId'],
  ['company_id', 'companyId'],
  ['product_id', 'productId'],
] as const;

/**
 * Spec 000 §7: the approved custom translation of one key in one language, for the reader's
 * organization, company and product. A value with no scope applies everywhere; a scoped value
 * only within its scope, so each scope column is either empty or the reader's. The more specific
 * value wins (organization, then company, then product, then none), the newest among equals.
 * Null when there is none: the file's text stands.
 */
export async function fetchCustomTranslation(db: DbClient, lookup: CustomTranslationLookup): Promise<string | null> {
  let query = db
    .from('translation_values')
    .select('value, language:languages!inner(code)')
    .eq('namespace', lookup.namespace)
    .eq('key_path', lookup.keyPath)
    .eq('is_approved', true);
  query = lookup.languageId !== undefined ? query.eq('language_id', lookup.languageId) : query.eq('language.code', lookup.languageCode);
  for (const [column, field] of SCOPES) {
    const id = lookup[field];
    query = id ? query.or(`${column}.is.null,${column}.eq.${filterId(id)}`) : query.is(column, null);
  }
  for (const [column] of SCOPES) query = query.order(column, { ascending: true, nullsFirst: false });
  const { data, error } = await query.order('created_at', { ascending: false }).limit(1).maybeSingle();
  if (error) throw toServiceError(error);
  return data?.value ?? null;
}
