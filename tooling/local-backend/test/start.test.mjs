import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalBackend } from '../src/index.mjs';
import { SETUP_TIMEOUT } from './support/backend.mjs';

/** startLocalBackend: PGlite kept on disk, keys and connection info written under the local dir. */
describe('startLocalBackend', () => {
  const localDir = mkdtempSync(path.join(tmpdir(), 'local-backend-'));
  afterAll(() => rmSync(localDir, { recursive: true, force: true }));

  it(
    'serves the project, writes supabase.json, and keeps keys and data across restarts',
    async () => {
      const first = await startLocalBackend({ port: 0, localDir, databaseUrl: '' });
      let second;
      try {
        expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
        const info = JSON.parse(readFileSync(path.join(localDir, 'supabase.json'), 'utf8'));
        expect(info).toEqual({ url: first.url, anonKey: first.anonKey, serviceRoleKey: first.serviceRoleKey });
        expect(existsSync(path.join(localDir, 'keys.json'))).toBe(true);
        // Both files hold the service-role key: readable by their owner only.
        for (const file of ['keys.json', 'supabase.json']) expect(statSync(path.join(localDir, file)).mode & 0o777).toBe(0o600);
        // `pnpm backend:status` reads the same folder when FIKRSPACE_LOCAL_DIR names it.
        const cli = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/cli.mjs');
        const { stdout } = await promisify(execFile)(process.execPath, [cli, 'status'], { env: { ...process.env, FIKRSPACE_LOCAL_DIR: localDir } });
        expect(JSON.parse(stdout)).toMatchObject({ API_URL: first.url, ANON_KEY: first.anonKey, RUNNING: true });
        const signup = await fetch(`${first.url}/auth/v1/signup`, { method: 'POST', headers: { apikey: first.anonKey, 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'kept@example.test', password: 'kept password' }) });
        expect(signup.status).toBe(200);
        // The project confirms sign-ups by mail: confirm through the outbox link.
        const mail = (await first.db.query("select payload from auth.outbox where recipient = 'kept@example.test' and kind = 'signup'")).rows[0];
        expect((await fetch(mail.payload.link, { redirect: 'manual' })).status).toBe(303);
      } finally {
        await first.close();
      }
      try {
        second = await startLocalBackend({ port: 0, localDir, databaseUrl: '' });
        expect(second.anonKey).toBe(first.anonKey);
        const signin = await fetch(`${second.url}/auth/v1/token?grant_type=password`, { method: 'POST', headers: { apikey: second.anonKey, 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'kept@example.test', password: 'kept password' }) });
        expect(signin.status).toBe(200);
      } finally {
        await second?.close();
      }
    },
    SETUP_TIMEOUT,
  );
});
