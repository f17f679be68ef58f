import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTEXTS, parseMigrationName, testFolderOf, type Context } from './support/contexts';
import { tablesByFolder } from './support/tables';

// A table arrives with everything that guards it: the migration that creates it also enables row
// level security, takes every privilege from the API roles before granting some, and writes its
// policies, and a persona outcome test in its context's folder names it. The foundation
// migrations (schema, then grants and policies for all of it in
// 20261122001000_row_level_security.sql) came before this rule and are covered by schema.test.ts
// and the rls-*.test.ts files they have.
//
// Migration files are named <UTC timestamp>_<context>_<subject>.sql, the context one of
// support/contexts.ts. The files up to 20261127000300 were named before contexts existed. They
// keep their names: the CLI records each applied migration by its timestamp and name in
// supabase_migrations.schema_migrations, so renaming an applied migration makes deployed databases
// disagree with the repository about what has run (`supabase db push` and `migration list` then
// report it as missing remotely and unknown locally).

const here = path.dirname(fileURLToPath(import.meta.url));
const MIGRATIONS = path.resolve(here, '../migrations');
const LAST_FOUNDATION_MIGRATION = '20261122001100_access_functions.sql';

/** Applied before migrations named their context; listed by name so none is added by mistake. */
export const GRANDFATHERED_MIGRATIONS = [
  '20261122000100_app_schema.sql',
  '20261122000200_cms.sql',
  '20261122000300_tenancy.sql',
  '20261122000400_permissions.sql',
  '20261122000450_permission_matrix.sql',
  '20261122000500_products.sql',
  '20261122000600_languages.sql',
  '20261122000700_analytics_and_jobs.sql',
  '20261122000800_audit.sql',
  '20261122000900_access_helpers.sql',
  '20261122001000_row_level_security.sql',
  '20261122001100_access_functions.sql',
  '20261123000100_access_requests.sql',
  '20261123000200_product_access_rules.sql',
  '20261123000300_cap_stakeholders.sql',
  '20261124000300_analytics_summaries.sql',
  '20261124000400_job_queue.sql',
  '20261124000500_analytics_ingest.sql',
  '20261124000600_system_health.sql',
  '20261124000700_organization_invitations.sql',
  '20261127000100_analytics_ingest_bounds.sql',
  '20261127000200_languages_key_paths.sql',
  '20261127000300_invitations_redeemed_by_token.sql',
];
const LAST_GRANDFATHERED = GRANDFATHERED_MIGRATIONS.at(-1) as string;

const migrations = readdirSync(MIGRATIONS).filter((file) => file.endsWith('.sql')).sort();
const testFiles = (readdirSync(here, { recursive: true }) as string[]).map((file) => file.split(path.sep).join('/'));
const personaTests = testFiles.filter((file) => /(^|\/)rls-[^/]+\.test\.ts$/.test(file));
const personaTestText = (folder?: string) =>
  personaTests
    .filter((file) => folder === undefined || file.startsWith(`${folder}/`))
    .map((file) => readFileSync(path.join(here, file), 'utf8'))
    .join('\n');
const tables = await tablesByFolder();

/** The public tables a migration creates, by name. */
export function createdTables(sql: string): string[] {
  return [...sql.matchAll(/create\s+table\s+(?:if\s+not\s+exists\s+)?public\.([a-z_][a-z0-9_]*)/gi)].map((match) => match[1]!.toLowerCase());
}

/** What a migration that creates `table` is missing, by name of the rule. */
export function missingGuards(sql: string, table: string): string[] {
  const name = `public\\.${table}\\b`;
  const guards: [string, RegExp][] = [
    ['row level security', new RegExp(`alter\\s+table\\s+${name}\\s+enable\\s+row\\s+level\\s+security`, 'i')],
    ['revoke from the API roles', new RegExp(`revoke\\s+all\\s+on\\s+(?:table\\s+)?${name}\\s+from\\s+anon\\s*,\\s*authenticated`, 'i')],
    ['a policy', new RegExp(`create\\s+policy\\s+"[^"]+"\\s+on\\s+${name}`, 'i')],
  ];
  return guards.filter(([, pattern]) => !pattern.test(sql)).map(([guard]) => guard);
}

const featureMigrations = migrations.filter((file) => file > LAST_FOUNDATION_MIGRATION);
const featureTables = featureMigrations.flatMap((file) => createdTables(readFileSync(path.join(MIGRATIONS, file), 'utf8')).map((table) => ({ file, table, context: parseMigrationName(file)?.context })));
const contextTables = featureTables.filter((entry): entry is typeof entry & { context: Context } => entry.context !== undefined && !GRANDFATHERED_MIGRATIONS.includes(entry.file));
const newMigrations = migrations.filter((file) => !GRANDFATHERED_MIGRATIONS.includes(file));

describe('a migration that creates a table guards it in the same file', () => {
  it('finds the tables created since the foundation', () => {
    expect(featureTables.map(({ table }) => table)).toEqual(expect.arrayContaining(['access_requests', 'stakeholders']));
  });

  it.each(featureTables)('$file creates $table with row level security, a revoke and its policies', ({ file, table }) => {
    expect(missingGuards(readFileSync(path.join(MIGRATIONS, file), 'utf8'), table)).toEqual([]);
  });

  it.each(featureTables)('$table has a persona outcome test in supabase/tests/**/rls-*.test.ts', ({ table }) => {
    expect(personaTestText()).toMatch(new RegExp(`public\\.${table}\\b`));
  });

  it.each(contextTables)("$table ($file) has its persona test and its tables.ts entry in its context's folder", ({ table, context }) => {
    const folder = testFolderOf(context);
    expect(personaTestText(folder), `an rls-*.test.ts in supabase/tests/${folder}/ naming public.${table}`).toMatch(new RegExp(`public\\.${table}\\b`));
    expect(tables.get(folder) ?? [], `supabase/tests/${folder}/tables.ts`).toContain(table);
  });
});

describe('migration names', () => {
  it('keeps every grandfathered migration, unrenamed', () => {
    expect(GRANDFATHERED_MIGRATIONS.filter((file) => !migrations.includes(file))).toEqual([]);
  });

  it.each(newMigrations)('%s is named <timestamp>_<context>_<subject>.sql with a known context', (file) => {
    expect(parseMigrationName(file), `contexts: ${CONTEXTS.join(', ')}`).not.toBeNull();
  });

  it.each(newMigrations)('%s comes after the grandfathered migrations', (file) => {
    expect(file > LAST_GRANDFATHERED).toBe(true);
  });

  it('gives every test folder the name of a context', () => {
    const folders = readdirSync(here, { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== 'support');
    const known = CONTEXTS.map(testFolderOf);
    expect(folders.map((entry) => entry.name).filter((name) => !known.includes(name))).toEqual([]);
  });
});

/**
 * A column limited to a short list of words (`check (status in ('pending', 'sent'))`) is a closed
 * vocabulary: it is a Postgres enum, so the generated types carry the union and no code retypes
 * the list. A long reference list (the ISO country codes) may stay a check.
 */
const ENUM_AT_MOST = 30;

export function checkedVocabularies(sql: string): Array<{ column: string; values: number }> {
  // A policy's `with check (organization_id in (select …('cap')))` is a subquery, not a list.
  return [...sql.matchAll(/check\s*\(\s*(\w+)\s+in\s*\((?!\s*select\b)([^)]*)\)\s*\)/gi)].map((match) => ({
    column: match[1] as string,
    values: (match[2] as string).match(/'[^']*'/g)?.length ?? 0,
  }));
}

describe('closed vocabularies are enums', () => {
  it.each(newMigrations)('%s spells no short list of words as a check', (file) => {
    const short = checkedVocabularies(readFileSync(path.join(MIGRATIONS, file), 'utf8')).filter((entry) => entry.values > 0 && entry.values <= ENUM_AT_MOST);
    expect(short.map((entry) => entry.column), 'make these Postgres enums').toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('finds a short vocabulary written as a check, and counts its words', () => {
    expect(checkedVocabularies("status text not null check (status in ('queued', 'sent', 'failed')),\n  n int check (n > 0)")).toEqual([{ column: 'status', values: 3 }]);
    expect(checkedVocabularies("with check (\n    organization_id in (select app.my_product_organization_ids('cap'))\n  )")).toEqual([]);
  });

  const complete = `create table public.widgets (id uuid);
alter table public.widgets enable row level security;
revoke all on public.widgets from anon, authenticated;
create policy "members read widgets" on public.widgets for select to authenticated using (true);`;

  it.each([
    ['nothing for a complete migration', complete, []],
    ['row level security', complete.replace(/alter table.*\n/, ''), ['row level security']],
    ['the revoke', complete.replace(/revoke all.*\n/, ''), ['revoke from the API roles']],
    ['the policies', complete.replace(/create policy.*$/, ''), ['a policy']],
    ['guards of another table', complete.replaceAll('public.widgets', 'public.gadgets').replace('public.gadgets (id', 'public.widgets (id'), ['row level security', 'revoke from the API roles', 'a policy']],
  ])('reports %s', (_case, sql, missing) => {
    expect(missingGuards(sql, 'widgets')).toEqual(missing);
  });

  it('does not take public.widgets_archive for public.widgets', () => {
    expect(missingGuards(complete.replaceAll('public.widgets ', 'public.widgets_archive ').replace('public.widgets_archive (id', 'public.widgets (id'), 'widgets')).toContain('a policy');
  });

  it.each([
    ['20261201090000_metrics_definitions.sql', { version: '20261201090000', context: 'metrics', subject: 'definitions' }],
    ['20261127000400_cap_table_stakeholder_type.sql', { version: '20261127000400', context: 'cap_table', subject: 'stakeholder_type' }],
    ['20261201090000_cap_stakeholders.sql', null],
    ['20261201090000_metrics.sql', null],
    ['20261201090000_metrics_.sql', null],
    ['2026120109_metrics_definitions.sql', null],
    ['20261201090000_Metrics_definitions.sql', null],
  ])('reads the context of %s', (file, parsed) => {
    expect(parseMigrationName(file)).toEqual(parsed);
  });

  it('reads table names from create table statements', () => {
    expect(createdTables('create table public.a (x int);\nCREATE TABLE IF NOT EXISTS public.b_c (y int);\ncreate table app.hidden (z int);')).toEqual(['a', 'b_c']);
  });
});
