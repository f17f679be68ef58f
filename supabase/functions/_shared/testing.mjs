import { SUPABASE_DIR } from '@fikrspace/local-backend/migrate';
import { SETUP_TIMEOUT, startBackend } from '@fikrspace/local-backend/testing';
import { afterAll, beforeAll } from 'vitest';
import { ACCOUNTS, ORG } from '../../../packages/db/src/testing/demo-ids.js';

/** Seed facts the function tests use (the demo ids of supabase/seeds/00_platform.sql). */
export const FIKR_LABS = ORG.fikrLabs;
export const NILE_ROBOTICS = ORG.nileRobotics;
export const VIEWER = ACCOUNTS.viewer.id;

let addresses = 0;
/**
 * An address no other test uses (198.18.0.0/15, set aside for benchmarks): the functions limit
 * each address, and every test reaches them over the same loopback connection.
 */
export function newAddress() {
  const n = addresses++;
  return `198.18.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

/**
 * The real project (migrations, seed and these functions) behind the local backend for one
 * describe block, with viewer@'s access token. Read `backend` and `viewerToken` inside tests.
 * The backend trusts X-Forwarded-For as if a proxy stood in front of it: a test plays that proxy
 * and appends the address it speaks for (`forwardedFor`) after anything "the client" sent.
 * @param {Awaited<ReturnType<typeof import('@fikrspace/local-backend/testing').targets>>[number]} target
 */
export function useProjectBackend(target) {
  /** @type {{ backend: Awaited<ReturnType<typeof startBackend>>, viewerToken: string }} */
  const project = /** @type {any} */ ({ viewerToken: '' });
  beforeAll(async () => {
    project.backend = await startBackend(target, { supabaseDir: SUPABASE_DIR, functionsDir: `${SUPABASE_DIR}/functions`, trustProxy: true });
    const viewer = await project.backend.demoClient(ACCOUNTS.viewer.email);
    project.viewerToken = /** @type {string} */ ((await viewer.auth.getSession()).data.session?.access_token);
  }, SETUP_TIMEOUT);
  afterAll(async () => project.backend?.close(), SETUP_TIMEOUT);
  return project;
}

/**
 * The X-Forwarded-For a proxy in front of the backend sends: what the client sent, then the
 * address the proxy saw.
 * @param {string} address @param {string} [sentByClient]
 */
export const forwardedFor = (address, sentByClient) => (sentByClient ? `${sentByClient}, ${address}` : address);
