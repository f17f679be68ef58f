#!/usr/bin/env node
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { LOCAL_DIR, startLocalBackend } from './index.mjs';

/**
 * node tooling/local-backend/src/cli.mjs start|status|reset
 *   start   serve the API (PORT, HOST, DATABASE_URL from the environment)
 *   status  print URL and keys of the last start, like `supabase status`
 *   reset   delete the local PGlite database and stored files (keys are kept, so configured clients stay valid)
 */
const command = process.argv[2] ?? 'start';

if (command === 'start') {
  const backend = await startLocalBackend({
    port: process.env.PORT ? Number(process.env.PORT) : undefined,
    host: process.env.HOST || undefined,
  });
  console.log(`Local backend running.\n\n         API URL: ${backend.url}\n        anon key: ${backend.anonKey}\nservice_role key: ${backend.serviceRoleKey}\n`);
  const stop = async () => {
    await backend.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} else if (command === 'status') {
  const file = path.join(LOCAL_DIR, 'supabase.json');
  if (!existsSync(file)) {
    console.error('The local backend has not been started yet (no .local/supabase.json).');
    process.exit(1);
  }
  const info = JSON.parse(readFileSync(file, 'utf8'));
  let running = false;
  try {
    running = (await fetch(`${info.url}/api/health`, { signal: AbortSignal.timeout(1500) })).ok;
  } catch {
    running = false;
  }
  console.log(JSON.stringify({ API_URL: info.url, ANON_KEY: info.anonKey, SERVICE_ROLE_KEY: info.serviceRoleKey, RUNNING: running }, null, 2));
} else if (command === 'reset') {
  rmSync(path.join(LOCAL_DIR, 'db'), { recursive: true, force: true });
  // The files of Storage belong to the rows of the database just deleted.
  rmSync(path.join(LOCAL_DIR, 'storage'), { recursive: true, force: true });
  console.log('Deleted .local/db and .local/storage; the next start applies migrations and seed to a fresh database.');
} else {
  console.error(`Unknown command "${command}". Use start, status or reset.`);
  process.exit(1);
}
