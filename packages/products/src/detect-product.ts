import type { Product } from './product';

/** Where the page is: its path, and the host it was served from (for production URLs). */
export interface ProductLocation {
  pathname: string;
  hostname?: string;
}

function segments(path: string): string[] {
  return path.split(/[?#]/, 1)[0]!.split('/').filter(Boolean).map((segment) => segment.toLowerCase());
}

function startsWithSegments(path: string[], prefix: string[]): boolean {
  return prefix.length <= path.length && prefix.every((segment, index) => path[index] === segment);
}

/**
 * The part of a path below the portal prefix, or null when the path is not under it. The prefix
 * is `/fikrspace/portal`, or a `portal` segment that does not sit under `hub` or `os`, whose own
 * pages may be called portal (spec 001 §2.12).
 */
export function belowPortalPrefix(pathname: string): string[] | null {
  const path = segments(pathname);
  if (startsWithSegments(path, ['fikrspace', 'portal'])) return path.slice(2);
  const index = path.indexOf('portal');
  if (index === -1) return null;
  const before = path.slice(0, index);
  if (before.includes('hub') || before.includes('os')) return null;
  return path.slice(index + 1);
}

/** The longest match wins, so `/fikrspace/portal/cap` is Fikr Cap and not the portal home. */
function longest<T>(candidates: Array<{ item: T; length: number }>): T | null {
  let best: { item: T; length: number } | null = null;
  for (const candidate of candidates) if (!best || candidate.length > best.length) best = candidate;
  return best?.item ?? null;
}

function matchDevelopmentUrl(below: string[], products: readonly Product[]): Product | null {
  return longest(
    products.flatMap((product) => {
      if (!product.developmentUrl) return [];
      const productBelow = belowPortalPrefix(product.developmentUrl);
      if (!productBelow || !startsWithSegments(below, productBelow)) return [];
      return [{ item: product, length: productBelow.length }];
    }),
  );
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function matchProductionUrl(location: ProductLocation, products: readonly Product[]): Product | null {
  const hostname = location.hostname?.toLowerCase();
  if (!hostname) return null;
  const path = segments(location.pathname);
  return longest(
    products.flatMap((product) => {
      const url = product.productionUrl ? parseUrl(product.productionUrl) : null;
      if (!url || url.hostname.toLowerCase() !== hostname) return [];
      const productPath = segments(url.pathname);
      if (!startsWithSegments(path, productPath)) return [];
      return [{ item: product, length: productPath.length }];
    }),
  );
}

function matchSlug(pathname: string, products: readonly Product[]): Product | null {
  const path = segments(pathname);
  return products.find((product) => path.includes(product.productSlug.toLowerCase())) ?? null;
}

/**
 * Spec 001 §2.12: the current product from the path. Under the portal prefix the path is matched
 * against each product's development_url; elsewhere against its production_url, or a path
 * segment equal to its product_slug. Null means Unknown.
 */
export function detectProduct(location: ProductLocation, products: readonly Product[]): Product | null {
  const below = belowPortalPrefix(location.pathname);
  if (below) return matchDevelopmentUrl(below, products);
  return matchProductionUrl(location, products) ?? matchSlug(location.pathname, products);
}
