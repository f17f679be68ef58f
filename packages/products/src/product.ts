/** A row of the product catalogue (spec 001 §3, table fikr_products). */
export interface Product {
  id: string;
  productKey: string;
  name: string;
  productSlug: string;
  description: string | null;
  isActive: boolean;
  displayOrder: number;
  /** Path of the product under the portal prefix on localhost ('/fikrspace/portal/cap'). */
  developmentUrl: string | null;
  /** The product's own address in production ('https://cap.fikrspace.com'). */
  productionUrl: string | null;
  /** Enterprise roles the product's routes need when a route lists none (spec 001 §5.1). */
  requiredRoles: string[];
}

/** What the app store holds when the path names no product (spec 001 §4). */
export const UNKNOWN_PRODUCT = 'unknown';

/** Spec 001 §9: the catalogue is read at most every 5 minutes. */
export const PRODUCT_CACHE_MS = 5 * 60_000;
