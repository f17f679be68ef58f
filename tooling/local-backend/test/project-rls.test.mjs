import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPABASE_DIR } from '../src/db/migrate.mjs';
import { DEFAULT_FUNCTIONS_DIR } from '../src/server.mjs';
import { SETUP_TIMEOUT, startBackend, targets } from './support/backend.mjs';
// A relative path: the local backend does not depend on the browser's database package.
import { ACCOUNTS, DEMO_PASSWORD, ORG } from '../../../packages/db/src/testing/demo-ids.js';

/**
 * Row level security of the real project (supabase/migrations + seeds) as supabase-js sees it
 * through the local backend. The expectations mirror supabase/tests/<context>/rls-*.test.ts
 * (personas and seed facts of supabase/tests/support/demo.ts); there each statement runs in a
 * rolled-back transaction, here writes are real, so reads run first and every write that succeeds
 * is undone by the service role before the next persona tries it.
 */

const CONTEXTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'project-rls');

/** The account id of each persona, from the shared demo ids. */
const ACCOUNT_IDS = Object.fromEntries(Object.entries(ACCOUNTS).map(([name, account]) => [name, account.id]));

/**
 * Who the tests act as (demo.ts PERSONAS): everyone but otherStartup is in Fikr Labs; owner and
 * manager are the platform operators; admin ... user hold the matrix role of that name; startup
 * is Fikr Labs' matrix owner; otherStartup owns Nile Robotics; multiOrg is editor in Fikr Labs
 * and viewer in Mentor Circle.
 */
const PERSONAS = ['anon', 'owner', 'manager', 'admin', 'editor', 'viewer', 'stakeholder', 'user', 'startup', 'otherStartup', 'multiOrg'];

/** @typedef {number | 'denied' | 'read-only view'} Outcome */

/** Expected outcomes: one value for everyone, then the exceptions (as outcomes.ts). */
function expectOutcomes(/** @type {Outcome} */ everyone, /** @type {Record<string, Outcome>} */ exceptions = {}) {
  return Object.fromEntries(PERSONAS.map((persona) => [persona, exceptions[persona] ?? everyone]));
}

const OPERATORS = { owner: 1, manager: 1 };
// Fikr Labs' access managers: the operators and its matrix owner.
const MANAGERS_OF_FIKR_LABS = { owner: 1, manager: 1, startup: 1 };
// The id a persona acts on as "themselves"; anonymous requests use one they cannot touch.
const selfId = (persona) => (persona === 'anon' ? ACCOUNT_IDS.viewer : ACCOUNT_IDS[persona]);
const ownOrganization = (persona) => (persona === 'anon' ? null : persona === 'otherStartup' ? ORG.nileRobotics : ORG.fikrLabs);

// PostgREST answers a refused request with 401 to anonymous callers and 403 to signed-in ones.
const deniedStatus = (persona) => (persona === 'anon' ? 401 : 403);

/** A head count, or 'denied' when the request is refused for lack of privilege. */
function readOutcome(persona, { count, error, status }) {
  if (!error) return /** @type {number} */ (count);
  if (status === deniedStatus(persona)) return 'denied';
  throw new Error(`${persona}: unexpected ${status} ${JSON.stringify(error)}`);
}

/**
 * Rows returned by a write with .select(), 1 for a write without it, 'denied' for 42501,
 * 'read-only view' for 55000: PostgreSQL refuses to write through a view it cannot update (one
 * that aggregates) before it looks at anyone's privileges.
 */
function writeOutcome(persona, { data, error, status }) {
  if (!error) return Array.isArray(data) ? data.length : 1;
  if (error.code === '42501' && status === deniedStatus(persona)) return 'denied';
  if (error.code === '55000') return 'read-only view';
  throw new Error(`${persona}: unexpected ${status} ${JSON.stringify(error)}`);
}

const targetList = await targets();

/**
 * The reads, writes and fixtures of each context, in ./project-rls: a module named like the
 * context's folder in supabase/tests, or `<folder>-<subject>.mjs` for a part of it kept apart (a
 * context adds its tables there, not to a list in this file).
 * @type {{ reads?: (kit: object) => unknown[][], writes?: (kit: object) => unknown[][], fixtures?: (kit: object) => Promise<void> }[]}
 */
const CONTEXTS = await Promise.all(
  readdirSync(CONTEXTS_DIR)
    .filter((file) => file.endsWith('.mjs'))
    .sort()
    .map((file) => import(pathToFileURL(path.join(CONTEXTS_DIR, file)).href)),
);

describe.each(targetList)('row level security of the project on $name', (target) => {
  /** @type {Awaited<ReturnType<typeof startBackend>>} */
  let backend;
  /** @type {Record<string, ReturnType<typeof backend.client>>} one client per persona, signed in once */
  const as = {};
  /** @type {ReturnType<typeof backend.client>} */
  let service;
  /** Ids and current values the writes need (read by the service role, so no SQL). */
  const ref = { language: {}, product: {}, firstName: {}, currentOrg: {}, orgName: {}, theme: {}, brandKit: {}, languagePl: {}, productLab: {}, total: {} };

  /** Throws on an error from a service-role call (fixtures and clean-ups must not fail silently). */
  const must = async (query) => {
    const { data, error } = await query;
    if (error) throw new Error(JSON.stringify(error));
    return data;
  };
  const nowIso = () => new Date().toISOString();
  const deleteRows = (table, match) => must(service.from(table).delete().match(match));
  /** What each context's module (./project-rls/*.mjs) builds its reads, writes and fixtures from. */
  const kit = { expectOutcomes, OPERATORS, MANAGERS_OF_FIKR_LABS, ORG, ACCOUNT_IDS, ref, service: () => service, must, deleteRows, nowIso, selfId, ownOrganization };

  beforeAll(async () => {
    backend = await startBackend(target, { supabaseDir: SUPABASE_DIR, functionsDir: DEFAULT_FUNCTIONS_DIR });
    service = backend.client(backend.serviceRoleKey);
    as.anon = backend.client();
    await Promise.all(
      PERSONAS.filter((persona) => persona !== 'anon').map(async (persona) => {
        const client = backend.client();
        const { error } = await client.auth.signInWithPassword({ email: ACCOUNTS[persona].email, password: DEMO_PASSWORD });
        if (error) throw error;
        as[persona] = client;
      }),
    );

    for (const row of await must(service.from('languages').select('id, code'))) ref.language[row.code] = row.id;
    for (const row of await must(service.from('fikr_products').select('id, product_key'))) ref.product[row.product_key] = row.id;
    for (const row of await must(service.from('users').select('id, first_name, organization_id'))) {
      ref.firstName[row.id] = row.first_name;
      ref.currentOrg[row.id] = row.organization_id;
    }
    for (const row of await must(service.from('organizations').select('id, name'))) ref.orgName[row.id] = row.name;
    ref.theme = (await must(service.from('cms_themes').select('*').eq('id', 'minimal').single())) ?? {};
    ref.brandKit = (await must(service.from('cms_brand_kits').select('*').limit(1).single())) ?? {};
    ref.languagePl = (await must(service.from('languages').select('*').eq('code', 'pl').single())) ?? {};
    ref.productLab = (await must(service.from('fikr_products').select('*').eq('product_key', 'lab').single())) ?? {};
    // The operators read every row: as many as the seed files made, the demo ecosystem's included.
    for (const table of ['organizations', 'users', 'organization_members']) {
      const { count, error } = await service.from(table).select('*', { count: 'exact', head: true });
      if (error) throw new Error(JSON.stringify(error));
      ref.total[table] = count;
    }

    // The fixtures of the SQL tests, inserted by the service role.
    for (const context of CONTEXTS) await context.fixtures?.(kit);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await Promise.all(Object.values(as).map((client) => client.removeAllChannels()));
    await backend?.close();
  });

  // [table, why, expected head count per persona (or a function giving it, for counts read in
  // beforeAll), optional filter, columns ('*' unless named)].
  // audit_log is counted below.
  const READS = CONTEXTS.flatMap((context) => context.reads?.(kit) ?? []);

  const countAll = async (table, filter = (q) => q, columns = '*') => {
    const entries = await Promise.all(PERSONAS.map(async (persona) => [persona, readOutcome(persona, await filter(as[persona].from(table).select(columns, { count: 'exact', head: true })))]));
    return Object.fromEntries(entries);
  };

  // Reads run before any write, against the seed plus the fixtures.
  it.each(READS)('reads %s: %s', async (table, _why, expected, filter, columns) => {
    expect(await countAll(table, filter, columns)).toEqual(typeof expected === 'function' ? expected() : expected);
  });

  it('reads audit_log: only owners and managers, all of it', async () => {
    const { count: total } = await service.from('audit_log').select('*', { count: 'exact', head: true });
    expect(total).toBeGreaterThan(0);
    expect(await countAll('audit_log')).toEqual(expectOutcomes(0, { anon: 'denied', owner: /** @type {number} */ (total), manager: /** @type {number} */ (total) }));
  });

  it('names each context module after a context folder of supabase/tests', () => {
    const modules = readdirSync(CONTEXTS_DIR).filter((file) => file.endsWith('.mjs'));
    // `metrics-budgets.mjs` belongs to metrics: some prefix up to a hyphen names a folder.
    const folderOf = (file) => {
      const parts = file.replace(/\.mjs$/, '').split('-');
      return parts.map((_part, index) => parts.slice(0, index + 1).join('-')).find((name) => existsSync(path.join(SUPABASE_DIR, 'tests', name, 'tables.ts')));
    };
    expect(modules.filter((file) => folderOf(file) === undefined)).toEqual([]);
  });

  it('covers every table the API exposes', async () => {
    // The service role holds every grant, so its description lists every exposed table.
    const response = await fetch(`${backend.url}/rest/v1/`, { headers: { apikey: backend.serviceRoleKey } });
    const tables = Object.keys((await response.json()).paths)
      .filter((path) => path !== '/' && !path.startsWith('/rpc/'))
      .map((path) => path.slice(1));
    const tested = new Set([...READS.map(([table]) => table), 'audit_log']);
    expect([...tested].sort()).toEqual(tables.sort());
    expect(new Set(WRITES.map(([table]) => table))).toEqual(new Set(tables));
  });

  // Mostly-harmless writes: unchanged values still go through the update policy (RLS checks the
  // policy, not whether anything changes), so they need no clean-up.
  /**
   * [table, why, write(client, persona), expected, { setup?, cleanup? }]; personas run one after
   * another, setup before and cleanup after each, so a success never leaks into the next persona.
   */
  const WRITES = CONTEXTS.flatMap((context) => context.writes?.(kit) ?? []);

  it.each(WRITES)('writes %s: %s', async (_table, _why, write, expected, hooks = {}) => {
    const outcomes = {};
    for (const persona of PERSONAS) {
      await hooks.setup?.();
      outcomes[persona] = writeOutcome(persona, await write(as[persona], persona));
      await hooks.cleanup?.();
    }
    expect(outcomes).toEqual(expected);
  });

  // After the writes, so it also proves the clean-ups restored the seed.
  it('never mixes up rows between interleaved anonymous and signed-in requests', async () => {
    const crowd = ['anon', 'owner', 'otherStartup', 'multiOrg'];
    const tables = ['users', 'organizations'];
    const idsOf = async (persona, table) => {
      const { data, error, status } = await as[persona].from(table).select('id');
      return error ? { denied: status } : data.map((row) => row.id).sort();
    };
    // Sequential baseline, checked against the seed facts so the comparison is not vacuous.
    const baseline = {};
    for (const persona of crowd) for (const table of tables) baseline[`${persona} ${table}`] = await idsOf(persona, table);
    expect(baseline['anon users']).toEqual({ denied: 401 });
    expect(baseline['anon organizations']).toEqual({ denied: 401 });
    expect([baseline['owner users'].length, baseline['otherStartup users'].length, baseline['multiOrg users'].length]).toEqual([ref.total.users, 1, 10]);
    expect([baseline['owner organizations'].length, baseline['otherStartup organizations'].length, baseline['multiOrg organizations'].length]).toEqual([ref.total.organizations, 1, 2]);

    // 64 requests in flight at once, personas and tables interleaved.
    const requests = Array.from({ length: 64 }, (_, index) => [crowd[index % crowd.length], tables[Math.floor(index / crowd.length) % tables.length]]);
    const answers = await Promise.all(requests.map(([persona, table]) => idsOf(persona, table)));
    answers.forEach((ids, index) => expect(ids, requests[index].join(' ')).toEqual(baseline[requests[index].join(' ')]));
  });
});
