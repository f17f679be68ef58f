import { SUPABASE_DIR } from '@fikrspace/local-backend/migrate';
import { SETUP_TIMEOUT, startBackend } from '@fikrspace/local-backend/testing';
import { afterAll, beforeAll } from 'vitest';

/** Seed facts the function tests use (supabase/seed.sql). */
export const FIKR_LABS = '00000000-0000-4000-b000-000000000001';
export const NILE_ROBOTICS = '00000000-0000-4000-b000-000000000007';
export const VIEWER = '00000000-0000-4000-a000-000000000005';

/**
 * The real project (migrations, seed and these functions) behind the local backend for one
 * describe block, with viewer@'s access token. Read `backend` and `viewerToken` inside tests.
 * @param {Awaited<ReturnType<typeof import('@fikrspace/local-backend/testing').targets>>[number]} target
 */
export function useProjectBackend(target) {
  /** @type {{ backend: Awaited<ReturnType<typeof startBackend>>, viewerToken: string }} */
  const project = /** @type {any} */ ({ viewerToken: '' });
  beforeAll(async () => {
    project.backend = await startBackend(target, { supabaseDir: SUPABASE_DIR, functionsDir: `${SUPABASE_DIR}/functions` });
    const viewer = await project.backend.demoClient('viewer@fikrspace.test');
    project.viewerToken = /** @type {string} */ ((await viewer.auth.getSession()).data.session?.access_token);
  }, SETUP_TIMEOUT);
  afterAll(async () => project.backend?.close(), SETUP_TIMEOUT);
  return project;
}
