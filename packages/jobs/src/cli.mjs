#!/usr/bin/env node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPlatformWorker } from './platform-worker.mjs';

/**
 * `pnpm worker`: the job worker on its own. It talks to the API named by SUPABASE_URL and
 * SUPABASE_SERVICE_ROLE_KEY, or else to the local backend that `pnpm start` (or
 * `pnpm --filter @fikrspace/local-backend start`) runs, whose address and keys are in
 * .local/supabase.json. The database behind it may be PGlite or PostgreSQL.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const localDir = process.env.FIKRSPACE_LOCAL_DIR ? path.resolve(process.env.FIKRSPACE_LOCAL_DIR) : path.join(repoRoot, '.local');
const infoFile = path.join(localDir, 'supabase.json');

function connection() {
  if (process.env.SUPABASE_URL && process.env.SUPABASE_SERVICE_ROLE_KEY) return { url: process.env.SUPABASE_URL, serviceRoleKey: process.env.SUPABASE_SERVICE_ROLE_KEY };
  if (existsSync(infoFile)) {
    const info = JSON.parse(readFileSync(infoFile, 'utf8'));
    if (info.url && info.serviceRoleKey) return { url: info.url, serviceRoleKey: info.serviceRoleKey };
  }
  console.error(`No backend to work for: set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, or start the platform (pnpm start) so ${path.relative(process.cwd(), infoFile)} exists.`);
  process.exit(1);
}

const { url, serviceRoleKey } = connection();
const appUrl = process.env.FIKRSPACE_APP_URL ?? `http://localhost:${process.env.PORT ?? 4173}`;
const worker = startPlatformWorker({
  url,
  serviceRoleKey,
  appUrl,
  sender: process.env.FIKRSPACE_MAIL_FROM,
  log: (message) => console.log(`[worker] ${message}`),
});
console.log(`Job worker ${worker.workerId} polling ${url} every second (Ctrl+C stops it).`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void worker.stop().then(() => {
      console.log(`Job worker stopped: ${JSON.stringify(worker.totals)}`);
      process.exit(0);
    });
  });
}
