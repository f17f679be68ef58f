import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedFiles } from './seed-files.mjs';

export { seedFiles };

const BOOTSTRAP = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bootstrap.sql');
export const SUPABASE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../supabase');

/**
 * Brings a database to the project's schema: what hosted Supabase provides (roles, auth), then
 * every migration not applied yet, in file-name order, each in its own transaction, then the
 * seed files that config.toml's `[db.seed] sql_paths` names (seed-files.mjs) once. Returns the
 * versions it applied.
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
  const seeds = seed && !applied.has('seed') ? seedFiles(supabaseDir) : [];
  if (seeds.length) {
    // One transaction for all of them, recorded as one 'seed' row: the seed runs once, on a fresh
    // database, as `supabase start` does; `backend:reset` runs it again on a new one.
    await db.transaction(async (tx) => {
      for (const file of seeds) await tx.exec(readFileSync(file, 'utf8'));
      const names = seeds.map((file) => path.relative(supabaseDir, file).split(path.sep).join('/'));
      await tx.query("insert into supabase_migrations.schema_migrations (version, name) values ('seed', $1)", [names.join(' ')]);
    });
    done.push('seed');
  }
  return done;
}
