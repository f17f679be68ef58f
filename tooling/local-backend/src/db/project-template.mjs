import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { recordBoot } from './boot-log.mjs';
import { createScratchDatabase, openDatabase } from './index.mjs';
import { SUPABASE_DIR, applyProject, seedFiles } from './migrate.mjs';
import { pgliteVersion, seedFromTemplate, usable } from './pglite-template.mjs';

/**
 * Test databases with the project already applied. Applying every migration and the seeds costs
 * seconds per database, and every test file opens its own; so the project is applied once, to a
 * template, and each test database starts as a copy of it:
 *
 *   PGlite      a data directory under the OS temp directory, copied into each database's own one
 *   PostgreSQL  a template database on the server, copied with CREATE DATABASE ... TEMPLATE
 *
 * A template is named after a fingerprint of everything that decides its contents (the
 * migrations, the seeds and config.toml that lists them, the code that applies them, the PGlite
 * version), so changing any of them builds a new one and a stale one is never copied. Each copy
 * is a database of its own, exactly as isolated as one migrated from scratch.
 */

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** The code that shapes a migrated database besides the project's own files. */
const MIGRATE_CODE = ['bootstrap.sql', 'migrate.mjs', 'seed-files.mjs'].map((file) => path.join(HERE, file));
/** Entries of a Supabase directory whose contents end up in the database (config.toml lists the seeds). */
const PROJECT_INPUTS = ['migrations', 'seeds', 'seed.sql', 'config.toml'];
/** A lock older than this belongs to a builder that died; migrating takes seconds. */
const STALE_LOCK_MS = 10 * 60_000;
/** Templates of other projects or states untouched this long are removed when a new one is built. */
const UNUSED_TEMPLATE_MS = 24 * 60 * 60_000;

/** Files under `entry` (a file or a directory), sorted, as paths relative to `root`. */
function filesUnder(root, entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(root, path.join(entry, name)));
}

/**
 * The fingerprint of a migrated project: names and contents of every input, so a renamed,
 * added or removed migration changes it as surely as an edited one.
 * @param {string} supabaseDir
 */
export function projectFingerprint(supabaseDir = SUPABASE_DIR) {
  const hash = createHash('sha256');
  hash.update(`pglite ${pgliteVersion()}\n`);
  for (const file of MIGRATE_CODE.filter((code) => existsSync(code))) hash.update(`${path.basename(file)}\n`).update(readFileSync(file));
  for (const file of PROJECT_INPUTS.flatMap((entry) => filesUnder(supabaseDir, entry))) {
    hash.update(`\n${file}\n`).update(readFileSync(path.join(supabaseDir, file)));
  }
  // Seeds config.toml names outside the usual places.
  for (const file of seedFiles(supabaseDir)) hash.update(`\n${path.relative(supabaseDir, file)}\n`).update(readFileSync(file));
  return hash.digest('hex').slice(0, 20);
}

/**
 * Names a project's templates: which project (its directory), then which state of it (the
 * fingerprint). A run uses templates of several projects at once (the platform and test
 * fixtures), so only another state of the same project is outdated.
 * @param {string} supabaseDir
 */
export function templateName(supabaseDir) {
  const project = createHash('sha256').update(path.resolve(supabaseDir)).digest('hex').slice(0, 8);
  return { project, name: `${project}_${projectFingerprint(supabaseDir)}` };
}

/** A short name for the log: the last two path segments of the project directory. */
const projectLabel = (supabaseDir) => path.relative(path.dirname(path.dirname(supabaseDir)), supabaseDir).replaceAll(path.sep, '/');

function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/** A lock whose owner process is gone (or that outlived any build) is taken over. */
function staleLock(lock) {
  try {
    const owner = Number(readFileSync(path.join(lock, 'owner'), 'utf8'));
    if (owner && !processAlive(owner)) return true;
  } catch {
    // The owner has not written its pid yet, or has just released the lock.
  }
  try {
    return Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS;
  } catch {
    return false;
  }
}

/**
 * Runs fn while holding `lock` (a directory: creating one is atomic), so the worker threads and
 * processes of a run build a template once and the others wait for it rather than each build
 * their own. Waiting polls: a lock across processes has no event to wait on.
 * @template T
 * @param {string} lock
 * @param {() => Promise<T>} fn
 */
async function withLock(lock, fn) {
  for (;;) {
    try {
      mkdirSync(lock, { mode: 0o700 });
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
    if (staleLock(lock)) rmSync(lock, { recursive: true, force: true });
    else await delay(100);
  }
  try {
    writeFileSync(path.join(lock, 'owner'), String(process.pid));
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function removeUnusedTemplates(current) {
  const prefix = 'fikrspace-project-';
  for (const name of readdirSync(tmpdir())) {
    const directory = path.join(tmpdir(), name);
    if (!name.startsWith(prefix) || directory === current || name.endsWith('.lock')) continue;
    try {
      if (Date.now() - statSync(directory).mtimeMs > UNUSED_TEMPLATE_MS) rmSync(directory, { recursive: true, force: true });
    } catch {
      // Removed by another process meanwhile.
    }
  }
}

/** Resolves to the PGlite template directory of the project, building it when missing. */
export async function ensurePgliteProjectTemplate(supabaseDir = SUPABASE_DIR) {
  const directory = path.join(tmpdir(), `fikrspace-project-${templateName(supabaseDir).name}`);
  if (usable(directory)) return directory;
  return withLock(`${directory}.lock`, async () => {
    if (usable(directory)) return directory;
    const build = mkdtempSync(`${directory}-build-`);
    try {
      const began = performance.now();
      // Start from the empty cluster template: initdb is the slow part of a new PGlite.
      await seedFromTemplate(build);
      const db = await openDatabase({ dataDir: build });
      try {
        await applyProject(db, { supabaseDir });
      } finally {
        await db.close();
      }
      renameSync(build, directory);
      recordBoot('migrate', { engine: 'pglite', project: projectLabel(supabaseDir), ms: Math.round(performance.now() - began) });
    } catch (error) {
      rmSync(build, { recursive: true, force: true });
      throw error;
    }
    removeUnusedTemplates(directory);
    return directory;
  });
}

/**
 * A PGlite database of its own with the project applied, copied from the template; its directory
 * is removed when it is closed.
 * @param {{ supabaseDir?: string, log?: (message: string, error?: unknown) => void }} [options]
 */
export async function openPgliteProject({ supabaseDir = SUPABASE_DIR, log } = {}) {
  const began = performance.now();
  const copy = async () => {
    const template = await ensurePgliteProjectTemplate(supabaseDir);
    // Marks the template as in use, so cleaning up after a new template leaves it alone.
    const now = new Date();
    utimesSync(template, now, now);
    return openDatabase({ templateDir: template, log });
  };
  const db = await copy().catch(() => {
    // A template whose copy does not open (damaged, or removed while being copied) is built again.
    rmSync(path.join(tmpdir(), `fikrspace-project-${templateName(supabaseDir).name}`), { recursive: true, force: true });
    return copy();
  });
  recordBoot('copy', { engine: 'pglite', project: projectLabel(supabaseDir), ms: Math.round(performance.now() - began) });
  return db;
}

/** The advisory lock key of a template (15 hex digits fit a bigint). */
const advisoryKey = (state) => BigInt(`0x${state.replace('_', '').slice(0, 15)}`).toString();

/**
 * Resolves to the name of the project's template database on the server, building it when
 * missing. Builders of one server take turns through an advisory lock; a template is complete once
 * it is marked IS_TEMPLATE, so one left half-built by a killed run is dropped and built again.
 * @param {string} serverUrl
 * @param {string} supabaseDir
 */
export async function ensurePostgresProjectTemplate(serverUrl, supabaseDir = SUPABASE_DIR) {
  const { default: pg } = await import('pg');
  const { project, name: state } = templateName(supabaseDir);
  const name = `fikrspace_template_${state}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [advisoryKey(state)]);
    const found = await admin.query('select datistemplate from pg_database where datname = $1', [name]);
    if (found.rows[0]?.datistemplate) return name;
    const began = performance.now();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const db = await openDatabase({ url: url.toString(), poolSize: 1 });
    try {
      await applyProject(db, { supabaseDir });
    } finally {
      await db.close();
    }
    await admin.query(`alter database ${name} is_template true`);
    recordBoot('migrate', { engine: 'postgres', project: projectLabel(supabaseDir), ms: Math.round(performance.now() - began) });
    // Templates of this project in another state are outdated (DROP waits for a copy under way).
    const outdated = await admin.query('select datname from pg_database where starts_with(datname, $1) and datname <> $2', [`fikrspace_template_${project}_`, name]);
    for (const { datname } of outdated.rows) {
      await admin.query(`alter database ${datname} is_template false`).catch(() => undefined);
      await admin.query(`drop database if exists ${datname}`).catch(() => undefined);
    }
    return name;
  } finally {
    await admin.end();
  }
}

/**
 * A throw-away database on the server with the project applied, copied from the template.
 * @param {string} serverUrl
 * @param {{ supabaseDir?: string, prefix?: string, poolSize?: number, acquireTimeoutMs?: number }} [options]
 *   `poolSize` and `acquireTimeoutMs` as openDatabase takes them
 * @returns {Promise<{ db: any, url: string, drop: () => Promise<void> }>}
 */
export async function openPostgresProject(serverUrl, { supabaseDir = SUPABASE_DIR, prefix = 'fikrspace_test', poolSize, acquireTimeoutMs } = {}) {
  const template = await ensurePostgresProjectTemplate(serverUrl, supabaseDir);
  const began = performance.now();
  const scratch = await createScratchDatabase(serverUrl, prefix, { template });
  const db = await openDatabase({ url: scratch.url, poolSize, acquireTimeoutMs });
  recordBoot('copy', { engine: 'postgres', project: projectLabel(supabaseDir), ms: Math.round(performance.now() - began) });
  return { db, url: scratch.url, drop: scratch.drop };
}
