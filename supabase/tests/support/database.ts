import { afterAll, beforeAll } from 'vitest';
import * as databaseModule from '../../../tooling/local-backend/src/db/index.mjs';
import * as templateModule from '../../../tooling/local-backend/src/db/project-template.mjs';

export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

interface DatabaseModule {
  postgresAvailable(url: string): Promise<boolean>;
}

/** Databases with the project applied, each a copy of a template migrated once per change of the project. */
interface TemplateModule {
  openPgliteProject(): Promise<Database>;
  openPostgresProject(serverUrl: string): Promise<{ db: Database; drop(): Promise<void> }>;
}

const { postgresAvailable } = databaseModule as unknown as DatabaseModule;
const { openPgliteProject, openPostgresProject } = templateModule as unknown as TemplateModule;

export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Applying the project to a fresh PGlite (once per run, for the template) takes seconds on a slow machine. */
export const SETUP_TIMEOUT = 120_000;

export interface Target {
  name: string;
  open(): Promise<{ db: Database; dispose(): Promise<void> }>;
}

const pglite: Target = {
  name: 'pglite',
  async open() {
    const db = await openPgliteProject();
    return { db, dispose: () => db.close() };
  },
};

function postgres(serverUrl: string): Target {
  return {
    name: 'postgres',
    async open() {
      const { db, drop } = await openPostgresProject(serverUrl);
      return {
        db,
        dispose: async () => {
          await db.close();
          await drop();
        },
      };
    },
  };
}

/**
 * PGlite always; a real PostgreSQL server as well when DATABASE_URL names one or one answers on
 * the default local port. Each test file gets its own throw-away database on that server.
 */
async function resolveTargets(): Promise<Target[]> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) return [pglite, postgres(serverUrl)];
  return (await postgresAvailable(LOCAL_POSTGRES)) ? [pglite, postgres(LOCAL_POSTGRES)] : [pglite];
}

export const targets: Target[] = await resolveTargets();

/** Opens the target before the enclosing describe's tests and closes it after them. */
export function useDatabase(target: Target): () => Database {
  let handle: Awaited<ReturnType<Target['open']>> | undefined;
  beforeAll(async () => {
    handle = await target.open();
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await handle?.dispose();
  }, SETUP_TIMEOUT);
  return () => {
    if (!handle) throw new Error(`The ${target.name} database is not open`);
    return handle.db;
  };
}

export interface Claims {
  sub: string;
  role: 'authenticated';
  email: string;
}

export interface AsOptions {
  /** Keep the changes; by default every call is rolled back so tests cannot affect each other. */
  commit?: boolean;
  /** SQL run first as the database owner, inside the same transaction (test fixtures). */
  setup?: string;
  setupParams?: unknown[];
}

class Rollback<T> extends Error {
  constructor(readonly value: T) {
    super('rollback');
  }
}

async function asRole<T>(db: Database, role: string, claims: object, fn: (tx: Queryable) => Promise<T>, options: AsOptions): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      if (options.setup) await tx.query(options.setup, options.setupParams ?? []);
      // What PostgREST runs at the start of every request: the role and the claims, both local
      // to the transaction.
      await tx.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [role, JSON.stringify(claims)]);
      const value = await fn(tx);
      if (options.commit) return value;
      throw new Rollback(value);
    });
  } catch (error) {
    if (error instanceof Rollback) return error.value as T;
    throw error;
  }
}

/** Runs fn as a signed-in user (claims) or, with null, as an anonymous visitor. */
export function asUser<T>(db: Database, claims: Claims | null, fn: (tx: Queryable) => Promise<T>, options: AsOptions = {}): Promise<T> {
  return claims ? asRole(db, 'authenticated', claims, fn, options) : asRole(db, 'anon', { role: 'anon' }, fn, options);
}

export function asService<T>(db: Database, fn: (tx: Queryable) => Promise<T>, options: AsOptions = {}): Promise<T> {
  return asRole(db, 'service_role', { role: 'service_role' }, fn, options);
}

/** As the database owner (migrations, fixtures), rolled back unless options.commit. */
export async function asOwner<T>(db: Database, fn: (tx: Queryable) => Promise<T>, options: Pick<AsOptions, 'commit'> = {}): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const value = await fn(tx);
      if (options.commit) return value;
      throw new Rollback(value);
    });
  } catch (error) {
    if (error instanceof Rollback) return error.value as T;
    throw error;
  }
}

export interface DatabaseError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

/** The error a promise rejects with; fails the test if it resolves. */
export async function rejectionOf(promise: Promise<unknown>): Promise<DatabaseError> {
  try {
    await promise;
  } catch (error) {
    return error as DatabaseError;
  }
  throw new Error('Expected the statement to fail, but it succeeded');
}
