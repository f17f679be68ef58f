/**
 * The bounded contexts of the database (docs: domain-contexts, section 2). A migration is named
 * `<UTC timestamp>_<context>_<subject>.sql`, and a context's tests, its tables.ts and its persona
 * tests live in supabase/tests/<context folder>/.
 */
export const PLATFORM_CONTEXTS = ['app', 'tenancy', 'access', 'permissions', 'products', 'themes', 'languages', 'analytics', 'jobs', 'audit', 'invitations', 'files', 'notifications', 'messaging'] as const;
export const DOMAIN_CONTEXTS = ['cap_table', 'companies', 'metrics', 'programs', 'mentoring', 'deals', 'score', 'content', 'forum', 'affiliates', 'network', 'help_center', 'people', 'strategy'] as const;
export const CONTEXTS = [...PLATFORM_CONTEXTS, ...DOMAIN_CONTEXTS] as const;

export type Context = (typeof CONTEXTS)[number];

/** A context's test folder: folders are spelled with hyphens (cap_table → cap-table). */
export function testFolderOf(context: Context): string {
  return context.replaceAll('_', '-');
}

// Longest first, so a context whose name starts with another's is never cut short.
const BY_LENGTH = [...CONTEXTS].sort((a, b) => b.length - a.length);

export interface MigrationName {
  version: string;
  context: Context;
  subject: string;
}

/** The parts of a migration file name, or null when it does not name a known context and a subject. */
export function parseMigrationName(file: string): MigrationName | null {
  const match = /^(\d{14})_([a-z0-9_]+)\.sql$/.exec(file);
  if (!match) return null;
  const [, version, rest] = match as unknown as [string, string, string];
  const context = BY_LENGTH.find((name) => rest.startsWith(`${name}_`) && rest.length > name.length + 1);
  return context ? { version, context, subject: rest.slice(context.length + 1) } : null;
}
