import type { Product } from './product';

export type ProductAccessDecision = 'allowed' | 'denied';

export interface ProductAccessSubject {
  userId: string | null;
  organizationId: string | null;
  /** The user's enterprise role name, for the product's required roles. */
  enterpriseRole: string | null;
}

/**
 * Spec 001 §4 and §5.1 put together: with no signed-in user or organization, or no product
 * matched, access is allowed; a product that lists required roles needs one of them; otherwise
 * the member needs an enabled access row (`hasAccessRow`). The database applies the same rule to
 * the product's data.
 */
export function decideProductAccess(subject: ProductAccessSubject, product: Product | null, hasAccessRow: boolean): ProductAccessDecision {
  if (!subject.userId || !subject.organizationId || !product) return 'allowed';
  const required = product.requiredRoles.map((role) => role.toLowerCase());
  if (required.length > 0 && !required.includes((subject.enterpriseRole ?? '').toLowerCase())) return 'denied';
  return hasAccessRow ? 'allowed' : 'denied';
}
