import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from './db/index.mjs';
import { SUPABASE_DIR, applyProject } from './db/migrate.mjs';
import { loadOrCreateKeys } from './keys.mjs';
import { createLogger } from './log.mjs';
import { REPO_ROOT, createBackend } from './server.mjs';
import { seedObjects } from './storage/seed-objects.mjs';

export { createBackend } from './server.mjs';
export { createKeys, loadOrCreateKeys, signApiKey } from './keys.mjs';

/** Where keys, connection info, the PGlite database and stored files live (`FIKRSPACE_LOCAL_DIR` overrides). */
export const LOCAL_DIR = process.env.FIKRSPACE_LOCAL_DIR ? path.resolve(process.env.FIKRSPACE_LOCAL_DIR) : path.join(REPO_ROOT, '.local');

/**
 * Opens the database (PGlite under .local/ unless a PostgreSQL URL is given), brings it to the
 * project's schema, uploads the objects config.toml seeds (storage/seed-objects.mjs), and serves
 * the API, with Storage's files under .local/storage. Writes .local/supabase.json for other tools.
 *
 * @param {{ port?: number, host?: string, dataDir?: string, storageDir?: string, databaseUrl?: string, localDir?: string,
 *   backendOptions?: Partial<Parameters<typeof createBackend>[0]> }} [options]
 */
export async function startLocalBackend({
  port = 54321,
  host = '127.0.0.1',
  localDir = LOCAL_DIR,
  dataDir = path.join(localDir, 'db'),
  storageDir = path.join(localDir, 'storage'),
  databaseUrl = process.env.DATABASE_URL,
  backendOptions = {},
} = {}) {
  const db = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir, log: createLogger() });
  try {
    await applyProject(db);
    await seedObjects({ db, storageDir: backendOptions.storageDir ?? storageDir, supabaseDir: SUPABASE_DIR, fileSizeLimit: backendOptions.storageFileSizeLimit });
    const keys = await loadOrCreateKeys(path.join(localDir, 'keys.json'));
    const server = createBackend({ db, ...keys, storageDir, ...backendOptions });
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve(undefined));
    });
    const url = server.url;
    mkdirSync(localDir, { recursive: true });
    // It holds the service-role key: readable by its owner only, like keys.json.
    const infoFile = path.join(localDir, 'supabase.json');
    writeFileSync(infoFile, `${JSON.stringify({ url, anonKey: keys.anonKey, serviceRoleKey: keys.serviceRoleKey }, null, 2)}\n`, { mode: 0o600 });
    chmodSync(infoFile, 0o600);
    return {
      url,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      server,
      db,
      close: async () => {
        server.closeAllConnections?.();
        await new Promise((resolve) => server.close(() => resolve(undefined)));
        await db.close();
      },
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
