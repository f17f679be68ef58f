/**
 * Spec 000 §7: organization reference namespaces redirected to `database/`. Each holds the labels
 * of one reference table whose rows organizations are described with (keyed by the row's name):
 * organization types, enterprise roles, the permission matrix's roles, resources and actions, and
 * the product catalogue. Their files are kept together under `locales/{lng}/database/`, apart from
 * the texts of the interface, because they follow the database rather than a screen.
 */
export const DATABASE_NAMESPACES = [
  'organization-types',
  'enterprise-roles',
  'organization-roles',
  'permission-resources',
  'permission-actions',
  'products',
] as const;

export type DatabaseNamespace = (typeof DATABASE_NAMESPACES)[number];

export const DATABASE_FOLDER = 'database';

/**
 * Only a whole listed name is redirected. Product-specific paths (`products/cap`,
 * `products/cap/stakeholder-types`) are the texts of one product, which that product's own
 * files hold, so they are read where they are named.
 */
export function isDatabaseNamespace(namespace: string): namespace is DatabaseNamespace {
  return (DATABASE_NAMESPACES as readonly string[]).includes(namespace);
}

/** The file of a namespace below `locales/{lng}/`, without its extension. */
export function namespaceFilePath(namespace: string): string {
  return isDatabaseNamespace(namespace) ? `${DATABASE_FOLDER}/${namespace}` : namespace;
}
