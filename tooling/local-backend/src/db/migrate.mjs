import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BOOTSTRAP = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bootstrap.sql');
export const SUPABASE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../supabase');

/**
 * Brings a database to the project's schema: what hosted Supabase provides (roles, auth), then
 * every migration not applied yet, in file-name order, each in its own transaction, then the
 * seed once. Returns the versions it applied.
 */
export async function applyProject(db, { supabaseDir = SUPABASE_DIR, seed = true } = {}) {
  await db.exec(readFileSync(BOOTSTRAP, 'utf8'));
  const applied = new Set((await db.query('select version from supabase_migrations.schema_migrations')).rows.map((row) => row.version));
  const migrationsDir = path.join(supabaseDir, 'migrations');
  const files = existsSync(migrationsDir) ? readdirSync(migrationsDir).filter((file) => file.endsWith('.sql')).sort() : [];
  const done = [];
  for (const file of files) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (applied.has(version)) continue;
    const sql = readFileSync(path.join(migrationsDir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [version, rest.join('_')]);
    });
    done.push(version);
  }
  const seedFile = path.join(supabaseDir, 'seed.sql');
  if (seed && !applied.has('seed') && existsSync(seedFile)) {
    const sql = readFileSync(seedFile, 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query("insert into supabase_migrations.schema_migrations (version, name) values ('seed', 'seed.sql')");
    });
    done.push('seed');
  }
  return done;
}
