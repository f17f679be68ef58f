import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT } from 'jose';

const TEN_YEARS_SECONDS = 10 * 365 * 24 * 3600;

/**
 * Signs a project API key: a JWT with only a role, which PostgREST maps to a database role.
 * @param {string} secret
 * @param {'anon' | 'service_role'} role
 */
export async function signApiKey(secret, role) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('supabase-demo')
    .setIssuedAt(now)
    .setExpirationTime(now + TEN_YEARS_SECONDS)
    .sign(new TextEncoder().encode(secret));
}

/** A fresh project secret and the two API keys signed with it. */
export async function createKeys() {
  const jwtSecret = randomBytes(32).toString('base64url');
  return { jwtSecret, anonKey: await signApiKey(jwtSecret, 'anon'), serviceRoleKey: await signApiKey(jwtSecret, 'service_role') };
}

/**
 * Loads the project keys from a JSON file, creating them the first time. Keeping them on disk
 * keeps sessions and configured clients valid across restarts.
 * @param {string} file
 * @returns {Promise<{ jwtSecret: string, anonKey: string, serviceRoleKey: string }>}
 */
export async function loadOrCreateKeys(file) {
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8'));
    if (stored.jwtSecret && stored.anonKey && stored.serviceRoleKey) {
      chmodSync(file, 0o600);
      return stored;
    }
  }
  const keys = await createKeys();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return keys;
}
