import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A table arrives with everything that guards it: the migration that creates it also enables row
// level security, takes every privilege from the API roles before granting some, and writes its
// policies, and a persona outcome test beside this one names it. The foundation migrations
// (schema, then grants and policies for all of it in 20261122001000_row_level_security.sql) came
// before this rule and are covered by schema.test.ts and the rls-*.test.ts files they have.

const here = path.dirname(fileURLToPath(import.meta.url));
const MIGRATIONS = path.resolve(here, '../migrations');
const LAST_FOUNDATION_MIGRATION = '20261122001100_access_functions.sql';

const migrations = readdirSync(MIGRATIONS).filter((file) => file.endsWith('.sql')).sort();
const personaTests = readdirSync(here).filter((file) => /^rls-.+\.test\.ts$/.test(file));
const personaTestText = personaTests.map((file) => readFileSync(path.join(here, file), 'utf8')).join('\n');

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
const featureTables = featureMigrations.flatMap((file) => createdTables(readFileSync(path.join(MIGRATIONS, file), 'utf8')).map((table) => ({ file, table })));

describe('a migration that creates a table guards it in the same file', () => {
  it('finds the tables created since the foundation', () => {
    expect(featureTables.map(({ table }) => table)).toEqual(expect.arrayContaining(['access_requests', 'stakeholders']));
  });

  it.each(featureTables)('$file creates $table with row level security, a revoke and its policies', ({ file, table }) => {
    expect(missingGuards(readFileSync(path.join(MIGRATIONS, file), 'utf8'), table)).toEqual([]);
  });

  it.each(featureTables)('$table has a persona outcome test in supabase/tests/rls-*.test.ts', ({ table }) => {
    expect(personaTestText).toMatch(new RegExp(`public\\.${table}\\b`));
  });
});

describe('the checks themselves', () => {
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

  it('reads table names from create table statements', () => {
    expect(createdTables('create table public.a (x int);\nCREATE TABLE IF NOT EXISTS public.b_c (y int);\ncreate table app.hidden (z int);')).toEqual(['a', 'b_c']);
  });
});
