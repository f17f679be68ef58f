import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPABASE_DIR } from '../src/db/migrate.mjs';
import { DEFAULT_FUNCTIONS_DIR } from '../src/server.mjs';
import { SETUP_TIMEOUT, startBackend, targets } from './support/backend.mjs';

/**
 * The real project (supabase/migrations, seeds, functions) served by the local backend: the
 * functions' contract with the real tables holds, and the schema cache reads the real schema.
 */
const [pglite] = await targets();

const DEMO_ACCOUNTS = [
  // [account, organizations it can see: enterprise owner and manager see every organization, as
  // many as the seed files make (the demo ecosystem's included)]
  ['owner', 'all'],
  ['manager', 'all'],
  ['admin', 1],
  ['editor', 1],
  ['viewer', 1],
  ['stakeholder', 1],
  ['user', 1],
  ['startup', 1],
  ['mentor', 1],
  ['accelerator', 1],
  ['investor', 1],
  ['university', 1],
  ['government', 1],
  ['other-startup', 1],
  ['multi-org', 2],
];

describe('the project served locally', () => {
  /** @type {Awaited<ReturnType<typeof startBackend>>} */
  let backend;
  beforeAll(async () => {
    backend = await startBackend(pglite, { supabaseDir: SUPABASE_DIR, functionsDir: DEFAULT_FUNCTIONS_DIR });
  }, SETUP_TIMEOUT);
  afterAll(() => backend?.close());

  it('lists the project tables in the OpenAPI root', async () => {
    const response = await fetch(`${backend.url}/rest/v1/`, { headers: { apikey: backend.anonKey } });
    expect(response.status).toBe(200);
    const paths = Object.keys((await response.json()).paths);
    expect(paths).toContain('/languages');
    // Analytics arrive through the edge functions: anonymous callers hold nothing on the tables.
    expect(paths).not.toContain('/analytics_events');
  });

  it('records an anonymous analytics event in the real table', async () => {
    const { data, error } = await backend.client().functions.invoke('analytics-track', {
      body: { eventName: 'page_view', pagePath: '/fikrspace', sessionId: 'project-test', visitorId: 'visitor', referrer: 'https://example.com', deviceType: 'mobile' },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ status: 'accepted' });
    const stored = await backend.db.query("select event_type, event_name, user_id, metadata from public.analytics_events where session_id = 'project-test'");
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]).toMatchObject({ event_type: 'custom', event_name: 'page_view', user_id: null });
  });

  it('signs in a seeded demo account and records an event as that user', async () => {
    const sb = backend.client();
    const { data, error } = await sb.auth.signInWithPassword({ email: 'investor@fikrspace.test', password: 'fikrspace-demo' });
    expect(error).toBeNull();
    expect(data.user.email).toBe('investor@fikrspace.test');
    const tracked = await sb.functions.invoke('analytics-track', { body: { eventName: 'dashboard_view', sessionId: 'project-user' } });
    expect(tracked.error).toBeNull();
    const stored = await backend.db.query("select user_id from public.analytics_events where session_id = 'project-user'");
    expect(stored.rows[0].user_id).toBeTruthy();
  });

  it.each(DEMO_ACCOUNTS)('demo account %s@fikrspace.test signs in with fikrspace-demo and sees %s organization(s)', async (name, organizations) => {
    const sb = backend.client();
    const { data, error } = await sb.auth.signInWithPassword({ email: `${name}@fikrspace.test`, password: 'fikrspace-demo' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    const visible = await sb.from('organizations').select('id');
    expect(visible.error).toBeNull();
    const all = async () => (await backend.db.query('select count(*)::int as count from public.organizations')).rows[0].count;
    expect(visible.data).toHaveLength(organizations === 'all' ? await all() : organizations);
  });

  it('answers get-geolocation', async () => {
    const { data, error } = await backend.client().functions.invoke('get-geolocation', { body: {}, headers: { 'x-vercel-ip-country': 'AE' } });
    expect(error).toBeNull();
    expect(data.country).toBe('AE');
  });
});
