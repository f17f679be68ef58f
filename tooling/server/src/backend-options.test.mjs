import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalBackend } from '../../local-backend/src/index.mjs';
import { localBackendOptions } from './backend-options.mjs';

/** pnpm start on another port: the browser's origin and the links in mail follow PORT. */
describe('the local backend beside pages served on another port', () => {
  const localDir = mkdtempSync(path.join(tmpdir(), 'fikr-start-port-'));
  afterAll(() => rmSync(localDir, { recursive: true, force: true }));

  it('admits that origin and sends people back to it from mail links', async () => {
    const backend = await startLocalBackend({ port: 0, localDir, databaseUrl: '', backendOptions: localBackendOptions(5999) });
    try {
      const preflight = await fetch(`${backend.url}/rest/v1/languages`, { method: 'OPTIONS', headers: { Origin: 'http://localhost:5999', 'Access-Control-Request-Method': 'GET' } });
      expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5999');
      const email = 'port-check@example.test';
      const signup = await fetch(`${backend.url}/auth/v1/signup`, { method: 'POST', headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: 'port check password' }) });
      expect(signup.status).toBe(200);
      const mail = (await backend.db.query("select payload from auth.outbox where recipient = $1 and kind = 'signup'", [email])).rows[0];
      const confirmed = await fetch(mail.payload.link, { redirect: 'manual' });
      expect(confirmed.status).toBe(303);
      expect(confirmed.headers.get('location')).toMatch(/^http:\/\/localhost:5999\/#access_token=/);
    } finally {
      await backend.close();
    }
  }, 120_000);
});
