import type { Product } from './product';

/** Hosts a browser treats as this machine: where the platform runs with path prefixes. */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

export type ProductTarget = { kind: 'path'; path: string } | { kind: 'url'; url: string };

/**
 * Spec 001 §2.12: switching product goes to its development_url (under the portal prefix) where
 * the platform runs with path prefixes, and to its production_url where each product has its own
 * address. A product without the address of the mode falls back to the other one.
 */
export function productTarget(product: Product, hostname: string): ProductTarget | null {
  const development = product.developmentUrl ? ({ kind: 'path', path: product.developmentUrl } as const) : null;
  const production = product.productionUrl ? ({ kind: 'url', url: product.productionUrl } as const) : null;
  return isLoopbackHost(hostname) ? (development ?? production) : (production ?? development);
}
