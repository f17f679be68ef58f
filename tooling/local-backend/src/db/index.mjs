import { mkdirSync } from 'node:fs';

/**
 * One interface over the two databases the backend runs on: PGlite (real Postgres compiled to
 * WASM, one connection, kept on disk) by default, or a PostgreSQL server when a URL is given.
 *
 *   query(sql, params)     one statement, outside any transaction
 *   exec(sql)              several statements, no parameters (migrations)
 *   transaction(fn)        fn(tx) with tx.query/tx.exec inside one transaction; rolled back on throw
 *   close()
 *
 * Results are { rows, rowCount, fields: [{ name, dataTypeID }] }.
 */
export async function openDatabase({ url, dataDir } = {}) {
  return url ? openPostgres(url) : openPglite(dataDir);
}

function normalizePglite(result) {
  return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length, fields: result.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })) };
}

async function openPglite(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = dataDir ? new PGlite(dataDir) : new PGlite();
  await pg.waitReady;
  // PGlite has one connection: transactions from concurrent requests must wait their turn.
  let queue = Promise.resolve();
  const exclusive = (work) => {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };
  const wrap = (target) => ({
    query: async (sql, params = []) => normalizePglite(await target.query(sql, params)),
    exec: async (sql) => {
      await target.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    query: (sql, params) => exclusive(() => wrap(pg).query(sql, params)),
    exec: (sql) => exclusive(() => wrap(pg).exec(sql)),
    transaction: (fn) => exclusive(() => pg.transaction((tx) => fn(wrap(tx)))),
    close: () => exclusive(() => pg.close()),
  };
}

async function openPostgres(url) {
  const { default: pg } = await import('pg');
  // Values come back as PostgREST sends them: numeric and bigint as JSON numbers where exact,
  // timestamps as ISO text, json as parsed objects.
  const types = {
    getTypeParser: (oid, format) => {
      if (oid === 1114 || oid === 1184 || oid === 1082 || oid === 1083 || oid === 1266) return (value) => value;
      return pg.types.getTypeParser(oid, format);
    },
  };
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DB_POOL_SIZE ?? 10), types });
  // An idle connection the server terminates (restart, dropped database) must not crash the
  // process; the pool replaces it on the next query.
  pool.on('error', (error) => {
    if (error.code !== '57P01') console.error('database connection lost', error.message);
  });
  const wrap = (client) => ({
    query: async (sql, params = []) => {
      const result = await client.query(sql, params);
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length, fields: (result.fields ?? []).map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })) };
    },
    exec: async (sql) => {
      await client.query(sql);
    },
  });
  return {
    kind: 'postgres',
    query: (sql, params) => wrap(pool).query(sql, params),
    exec: (sql) => wrap(pool).exec(sql),
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Creates a throw-away database on a PostgreSQL server (for tests) and returns its URL. */
export async function createScratchDatabase(serverUrl, prefix = 'fikrspace_test') {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/** Whether a PostgreSQL server answers at the URL, within a short time. */
export async function postgresAvailable(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
