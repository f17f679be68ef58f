import type { createClient } from '@supabase/supabase-js';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import checkedIn from './database.types.ts?raw';
import type { Database, Tables, TablesInsert, TablesUpdate } from './database.types';

/**
 * database.types.ts is generated from supabase/migrations (scripts/generate-types.mjs); these
 * tests fail when a migration changed the schema and the file was not regenerated, and pin the
 * shape supabase-js relies on.
 */

interface Queryable {
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  close(): Promise<void>;
}

interface Generator {
  openProjectDatabase(): Promise<Queryable>;
  generateTypes(options: { db: Queryable }): Promise<string>;
  describeDifference(checkedIn: string, generated: string): string | null;
}

// Plain JavaScript outside the package's TypeScript sources: imported by a computed specifier so
// TypeScript does not look for declarations, and typed by the interface above.
const GENERATOR = '../scripts/database-types.mjs';

/** Opening PGlite and applying every migration takes a few seconds, more on a busy machine. */
const SETUP_TIMEOUT = 60_000;

const REGENERATE = 'Run `pnpm --filter @fikrspace/db generate-types` and commit src/database.types.ts.';

/** A member of the generated `Database` type, by path: its type as written and whether it is optional. */
function memberAt(source: string, path: string[]): { type: string; optional: boolean } {
  const file = ts.createSourceFile('database.types.ts', source, ts.ScriptTarget.Latest, true);
  const database = file.statements.find((statement): statement is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(statement) && statement.name.text === 'Database');
  let node: ts.TypeNode | undefined = database?.type;
  let found: ts.PropertySignature | undefined;
  for (const name of path) {
    if (!node || !ts.isTypeLiteralNode(node)) throw new Error(`${path.join('.')}: ${name} is not inside an object type`);
    found = node.members.find((m): m is ts.PropertySignature => ts.isPropertySignature(m) && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name)) && m.name.text === name);
    if (!found) throw new Error(`${path.join('.')}: no member ${name}`);
    node = found.type;
  }
  if (!found?.type) throw new Error(`${path.join('.')}: not found`);
  return { type: found.type.getText(file), optional: Boolean(found.questionToken) };
}

/** The member names of the object type at `path`. */
function keysAt(source: string, path: string[]): string[] {
  const file = ts.createSourceFile('database.types.ts', source, ts.ScriptTarget.Latest, true);
  const database = file.statements.find((statement): statement is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(statement) && statement.name.text === 'Database');
  let node: ts.TypeNode | undefined = database?.type;
  for (const name of path) {
    const found: ts.TypeElement | undefined = node && ts.isTypeLiteralNode(node) ? node.members.find((m) => m.name && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name)) && m.name.text === name) : undefined;
    node = found && ts.isPropertySignature(found) ? found.type : undefined;
  }
  if (!node || !ts.isTypeLiteralNode(node)) throw new Error(`${path.join('.')} is not an object type`);
  return node.members.flatMap((m) => (m.name && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name)) ? [m.name.text] : []));
}

const byName = new Intl.Collator('en-US').compare;

describe('database.types.ts', { timeout: SETUP_TIMEOUT }, () => {
  let generator: Generator;
  let db: Queryable;
  let generated: string;

  beforeAll(async () => {
    generator = (await import(/* @vite-ignore */ GENERATOR)) as Generator;
    db = await generator.openProjectDatabase();
    generated = await generator.generateTypes({ db });
  }, SETUP_TIMEOUT);

  afterAll(async () => {
    await db?.close();
  }, SETUP_TIMEOUT);

  it('matches the types generated from supabase/migrations', () => {
    const difference = generator.describeDifference(checkedIn, generated);
    expect(difference, `src/database.types.ts is out of date. ${REGENERATE}`).toBeNull();
  });

  it('holds every table of the public schema, and no other schema', async () => {
    const { rows } = await db.query<{ tablename: string }>("select tablename from pg_tables where schemaname = 'public'");
    const expected = rows.map((row) => row.tablename).sort(byName);
    expect(expected.length).toBeGreaterThan(0);
    expect(keysAt(generated, ['public', 'Tables'])).toEqual(expected);
    expect(keysAt(generated, [])).toEqual(['__InternalSupabase', 'public']);
  });

  it('holds every function of the public schema, and no trigger function', async () => {
    const { rows } = await db.query<{ name: string }>(
      "select distinct p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' and p.prokind = 'f' and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)",
    );
    expect(keysAt(generated, ['public', 'Functions'])).toEqual(rows.map((row) => row.name).sort(byName));
  });

  it('types columns by nullability, defaults and Postgres type', () => {
    expect(memberAt(generated, ['public', 'Tables', 'users', 'Row', 'organization_id'])).toEqual({ type: 'string | null', optional: false });
    expect(memberAt(generated, ['public', 'Tables', 'organizations', 'Insert', 'name'])).toEqual({ type: 'string', optional: false });
    expect(memberAt(generated, ['public', 'Tables', 'organizations', 'Insert', 'id'])).toEqual({ type: 'string', optional: true });
    expect(memberAt(generated, ['public', 'Tables', 'organizations', 'Update', 'name'])).toEqual({ type: 'string', optional: true });
    expect(memberAt(generated, ['public', 'Tables', 'enterprise_roles', 'Row', 'permissions'])).toEqual({ type: 'string[]', optional: false });
    expect(memberAt(generated, ['public', 'Tables', 'analytics_events', 'Row', 'properties'])).toEqual({ type: 'Json', optional: false });
    expect(memberAt(generated, ['public', 'Tables', 'user_permissions', 'Row', 'granted'])).toEqual({ type: 'boolean', optional: false });
  });

  it('lists foreign keys as relationships', () => {
    const relationships = memberAt(generated, ['public', 'Tables', 'users', 'Relationships']).type;
    expect(relationships).toContain('foreignKeyName: "users_organization_id_fkey"');
    expect(relationships).toContain('referencedRelation: "organizations"');
    // users.id references auth.users, a schema the API does not expose.
    expect(relationships).not.toContain('referencedRelation: "users"');
  });

  it('types the arguments of functions, optional where they have a default', () => {
    expect(keysAt(generated, ['public', 'Functions', 'grant_permission', 'Args'])).toEqual(['p_action', 'p_expires_at', 'p_organization_id', 'p_resource', 'p_user_id']);
    expect(memberAt(generated, ['public', 'Functions', 'grant_permission', 'Args', 'p_user_id'])).toEqual({ type: 'string', optional: false });
    expect(memberAt(generated, ['public', 'Functions', 'grant_permission', 'Args', 'p_expires_at'])).toEqual({ type: 'string', optional: true });
    expect(memberAt(generated, ['public', 'Functions', 'check_permission', 'Returns']).type).toBe('boolean');
  });

  it('gives supabase-js typed queries (checked by tsc: pnpm --filter @fikrspace/db typecheck)', () => {
    type Client = ReturnType<typeof createClient<Database>>;
    const selectUsers = (client: Client) => client.from('users').select('id, organization_id');
    type UserRow = NonNullable<Awaited<ReturnType<typeof selectUsers>>['data']>[number];
    expectTypeOf<UserRow>().not.toBeAny();
    expectTypeOf<UserRow>().toEqualTypeOf<{ id: string; organization_id: string | null }>();

    const grant = (client: Client) =>
      client.rpc('grant_permission', { p_user_id: 'u', p_organization_id: 'o', p_resource: 'cms', p_action: 'read' });
    expectTypeOf<NonNullable<Awaited<ReturnType<typeof grant>>['data']>>().toEqualTypeOf<Tables<'user_permissions'>>();

    // @ts-expect-error: only tables of the schema can be queried.
    const unknownTable = (client: Client) => client.from('no_such_table');
    // @ts-expect-error: grant_permission requires p_action.
    const missingArgument = (client: Client) => client.rpc('grant_permission', { p_user_id: 'u', p_organization_id: 'o', p_resource: 'cms' });
    expect([selectUsers, grant, unknownTable, missingArgument]).toHaveLength(4);

    expectTypeOf<Tables<'users'>['organization_id']>().toEqualTypeOf<string | null>();
    expectTypeOf<TablesInsert<'organizations'>>().toHaveProperty('name').toEqualTypeOf<string>();
    expectTypeOf<TablesInsert<'organizations'>['id']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<TablesUpdate<'organizations'>['name']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Database['public']['Functions']['grant_permission']['Args']>().toEqualTypeOf<{
      p_action: string;
      p_expires_at?: string;
      p_organization_id: string;
      p_resource: string;
      p_user_id: string;
    }>();
  });
});
