/** Spec 000 §9: texts without a namespace of their own are in `common`. */
export const DEFAULT_NAMESPACE = 'common';

/**
 * Namespaces the shell serves beside its own pages: the shared texts, the two sub-products with
 * translation groups of their own (spec 000 §1), and `portal`, the route table of the portal root
 * the shell mounts itself. Fikr Score's feedback texts are the `feedback` group inside `score`
 * (`score:feedback.title`), because `feedback` is the namespace of the feedback remote.
 */
export const SHELL_NAMESPACES = [DEFAULT_NAMESPACE, 'os', 'score', 'portal'] as const;

/** Where the shell's own files are: `/locales/...` on the page's origin. */
export const SHELL_BASE_URL = '/';

const bases = new Map<string, string>();

/**
 * Tells the loader where a namespace's files are deployed: a remote serves its own namespace
 * beside its code, so a team changes its texts by redeploying its remote alone.
 */
export function registerNamespaceBase(namespace: string, baseUrl: string): void {
  bases.set(namespace, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
}

/**
 * The base a namespace's `locales/` folder hangs off. A nested namespace (`investor/deals`)
 * belongs to the owner of its first segment; anything unregistered is the shell's.
 */
export function namespaceBase(namespace: string): string {
  return bases.get(namespace) ?? bases.get(namespace.split('/')[0]!) ?? SHELL_BASE_URL;
}

/** Forgets every registration (tests). */
export function forgetNamespaceBases(): void {
  bases.clear();
}
