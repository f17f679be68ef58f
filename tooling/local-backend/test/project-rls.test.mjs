import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPABASE_DIR } from '../src/db/migrate.mjs';
import { DEFAULT_FUNCTIONS_DIR } from '../src/server.mjs';
import { SETUP_TIMEOUT, startBackend, targets } from './support/backend.mjs';

/**
 * Row level security of the real project (supabase/migrations + seed.sql) as supabase-js sees it
 * through the local backend. The expectations mirror supabase/tests/rls-*.test.ts (personas and
 * seed facts of supabase/tests/support/demo.ts); there each statement runs in a rolled-back
 * transaction, here writes are real, so reads run first and every write that succeeds is undone
 * by the service role before the next persona tries it.
 */

const PASSWORD = 'fikrspace-demo';

/** The organizations and accounts of supabase/seed.sql. */
const ORG = {
  fikrLabs: '00000000-0000-4000-b000-000000000001',
  mentorCircle: '00000000-0000-4000-b000-000000000002',
  nileRobotics: '00000000-0000-4000-b000-000000000007',
};
const ACCOUNT_IDS = {
  owner: '00000000-0000-4000-a000-000000000001',
  manager: '00000000-0000-4000-a000-000000000002',
  admin: '00000000-0000-4000-a000-000000000003',
  editor: '00000000-0000-4000-a000-000000000004',
  viewer: '00000000-0000-4000-a000-000000000005',
  stakeholder: '00000000-0000-4000-a000-000000000006',
  user: '00000000-0000-4000-a000-000000000007',
  startup: '00000000-0000-4000-a000-000000000008',
  otherStartup: '00000000-0000-4000-a000-000000000014',
  multiOrg: '00000000-0000-4000-a000-000000000015',
};
const EMAIL_NAMES = { otherStartup: 'other-startup', multiOrg: 'multi-org' };

/**
 * Who the tests act as (demo.ts PERSONAS): everyone but otherStartup is in Fikr Labs; owner and
 * manager are the platform operators; admin ... user hold the matrix role of that name; startup
 * is Fikr Labs' matrix owner; otherStartup owns Nile Robotics; multiOrg is editor in Fikr Labs
 * and viewer in Mentor Circle.
 */
const PERSONAS = ['anon', 'owner', 'manager', 'admin', 'editor', 'viewer', 'stakeholder', 'user', 'startup', 'otherStartup', 'multiOrg'];

/** @typedef {number | 'denied'} Outcome */

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

/** Rows returned by a write with .select(), 1 for a write without it, 'denied' for 42501. */
function writeOutcome(persona, { data, error, status }) {
  if (!error) return Array.isArray(data) ? data.length : 1;
  if (error.code === '42501' && status === deniedStatus(persona)) return 'denied';
  throw new Error(`${persona}: unexpected ${status} ${JSON.stringify(error)}`);
}

const targetList = await targets();

describe.each(targetList)('row level security of the project on $name', (target) => {
  /** @type {Awaited<ReturnType<typeof startBackend>>} */
  let backend;
  /** @type {Record<string, ReturnType<typeof backend.client>>} one client per persona, signed in once */
  const as = {};
  /** @type {ReturnType<typeof backend.client>} */
  let service;
  /** Ids and current values the writes need (read by the service role, so no SQL). */
  const ref = { language: {}, product: {}, firstName: {}, currentOrg: {}, orgName: {}, theme: {}, brandKit: {}, languagePl: {}, productLab: {} };

  /** Throws on an error from a service-role call (fixtures and clean-ups must not fail silently). */
  const must = async (query) => {
    const { data, error } = await query;
    if (error) throw new Error(JSON.stringify(error));
    return data;
  };

  beforeAll(async () => {
    backend = await startBackend(target, { supabaseDir: SUPABASE_DIR, functionsDir: DEFAULT_FUNCTIONS_DIR });
    service = backend.client(backend.serviceRoleKey);
    as.anon = backend.client();
    await Promise.all(
      PERSONAS.filter((persona) => persona !== 'anon').map(async (persona) => {
        const client = backend.client();
        const { error } = await client.auth.signInWithPassword({ email: `${EMAIL_NAMES[persona] ?? persona}@fikrspace.test`, password: PASSWORD });
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

    // The fixtures of the SQL tests, inserted by the service role.
    await must(
      service.from('user_permissions').insert([
        { user_id: ACCOUNT_IDS.viewer, organization_id: ORG.fikrLabs, resource: 'cap_table', action: 'write' },
        { user_id: ACCOUNT_IDS.otherStartup, organization_id: ORG.nileRobotics, resource: 'calculators', action: 'calculate' },
      ]),
    );
    await must(service.from('user_language_preferences').insert(LANGUAGE_PREFERENCES.map(({ language, ...row }) => ({ ...row, primary_language_id: ref.language[language] }))));
    await must(service.from('translation_values').insert(TRANSLATIONS.map(translationRow)));
    for (const { table, row } of ANALYTICS_TABLES) {
      await must(
        service
          .from(table)
          .insert([row(ACCOUNT_IDS.viewer, ORG.fikrLabs), row(ACCOUNT_IDS.editor, ORG.fikrLabs), row(null, null), row(ACCOUNT_IDS.otherStartup, ORG.nileRobotics)]),
      );
    }
    await must(service.from('background_jobs').insert({ type: 'send-invitation', data: {}, priority: 5 }));
    await must(service.from('languages').insert({ code: 'tr', name: 'Turkish', native_name: 'Türkçe', is_active: false, display_order: 14 }));
    await must(service.from('fikr_products').insert({ product_key: 'academy', name: 'Fikr Academy', product_slug: 'fikr-academy', is_active: false }));
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await Promise.all(Object.values(as).map((client) => client.removeAllChannels()));
    await backend?.close();
  });

  // viewer prefers Arabic in Fikr Labs; other-startup French in Nile Robotics.
  const LANGUAGE_PREFERENCES = [
    { user_id: ACCOUNT_IDS.viewer, language: 'ar', organization_id: ORG.fikrLabs },
    { user_id: ACCOUNT_IDS.otherStartup, language: 'fr', organization_id: ORG.nileRobotics },
  ];
  // [namespace, key, value, approved, organization, company, product]
  const TRANSLATIONS = [
    ['common', 'greeting', 'مرحبا', true, null, null, null],
    ['common', 'farewell', 'مع السلامة', false, null, null, null],
    ['common', 'greeting', 'أهلا بفريق فكر', true, ORG.fikrLabs, null, null],
    ['common', 'greeting', 'أهلا بفريق النيل', true, ORG.nileRobotics, null, null],
    ['portal', 'title', 'فكر سكور', true, null, null, 'score'],
    ['portal', 'title', 'لوحة الشركة', true, null, ORG.fikrLabs, null],
  ];
  const translationRow = ([namespace, key_path, value, is_approved, organization_id, company_id, product]) => ({
    namespace,
    key_path,
    language_id: ref.language.ar,
    value,
    is_approved,
    organization_id,
    company_id,
    product_id: product && ref.product[product],
  });
  // route_analytics and analytics_events are written by the analytics edge functions only.
  const INGESTED_TABLES = ['route_analytics', 'analytics_events'];
  // The three append-only tables share one rule set.
  const ANALYTICS_TABLES = [
    { table: 'translation_usage', row: (user_id, organization_id) => ({ language_id: ref.language.en, user_id, organization_id, page_url: '/fikrspace/portal' }) },
    { table: 'route_analytics', row: (user_id, organization_id) => ({ route: '/fikrspace/portal', user_id, organization_id, domain: 'localhost' }) },
    { table: 'analytics_events', row: (user_id, organization_id) => ({ event_type: 'page_view', event_name: 'Page view', user_id, organization_id, page_path: '/fikrspace/portal' }) },
  ];

  // [table, why, expected head count per persona, optional filter, columns ('*' unless named)].
  // audit_log is counted below.
  const READS = [
    ['organizations', 'members read their own; owners and managers all', expectOutcomes(1, { anon: 'denied', owner: 7, manager: 7, multiOrg: 2 })],
    ['organizations', 'another tenant cannot read Fikr Labs', expectOutcomes(1, { anon: 'denied', otherStartup: 0 }), (q) => q.eq('id', ORG.fikrLabs)],
    ['users', 'users read themselves and colleagues; owners and managers everyone', expectOutcomes(9, { anon: 'denied', owner: 15, manager: 15, otherStartup: 1, multiOrg: 10 })],
    ['users', 'another tenant sees no Fikr Labs profile', expectOutcomes(1, { anon: 'denied', otherStartup: 0 }), (q) => q.eq('id', ACCOUNT_IDS.viewer)],
    ['organization_members', "members read their organizations' members", expectOutcomes(9, { anon: 'denied', owner: 16, manager: 16, otherStartup: 1, multiOrg: 11 })],
    ['access_requests', "own requests; access managers their organization's; operators all (the seed has none)", expectOutcomes(0, { anon: 'denied' })],
    ['organisation_roles', "own roles; access viewers their organization's", expectOutcomes(1, { anon: 'denied', owner: 8, manager: 8, admin: 8, startup: 8, multiOrg: 2 })],
    ['user_permissions', "own grants; access viewers their organization's", expectOutcomes(0, { anon: 'denied', owner: 1, manager: 1, admin: 1, viewer: 1, startup: 1, otherStartup: 1 })],
    ['team_member_product_access', "own access; access viewers their organization's", expectOutcomes(11, { anon: 'denied', owner: 99, manager: 99, admin: 99, startup: 99, multiOrg: 22 })],
    ['stakeholders', 'members who may open Fikr Cap and read stakeholders (viewer has no Fikr Cap)', expectOutcomes(7, { anon: 'denied', manager: 0, viewer: 0, otherStartup: 2 })],
    ['stakeholders', 'another tenant reads none of Fikr Labs', expectOutcomes(7, { anon: 'denied', manager: 0, viewer: 0, otherStartup: 0 }), (q) => q.eq('organization_id', ORG.fikrLabs)],
    ['user_language_preferences', 'only their own preferences', expectOutcomes(0, { anon: 'denied', viewer: 1, otherStartup: 1 })],
    ['translation_values', 'approved values in scope; owners and managers all', expectOutcomes(4, { anon: 2, owner: 6, manager: 6, otherStartup: 3 })],
    ...ANALYTICS_TABLES.map(({ table }) => [
      table,
      INGESTED_TABLES.includes(table) ? "own rows, access viewers their organization's, operators all" : "own rows, access viewers their organization's",
      expectOutcomes(0, { anon: 'denied', owner: 2, manager: 2, admin: 2, editor: 1, viewer: 1, startup: 2, otherStartup: 1, ...(INGESTED_TABLES.includes(table) && { owner: 4, manager: 4 }) }),
    ]),
    // The fixture's job: the seed's accounts are created confirmed and get no welcome mail; no worker runs here.
    ['background_jobs', 'only owners and managers read the job queue', expectOutcomes(0, { anon: 'denied', owner: 1, manager: 1 })],
    ['mail_outbox', 'only owners and managers read the mail outbox (empty without a worker)', expectOutcomes(0, { anon: 'denied' }), undefined, 'id, template, recipient, subject, status'],
    ['mail_outbox', 'nobody reads the bodies: an invitation holds its sign-in link', expectOutcomes('denied'), undefined, 'body'],
    ['organization_invitations', "access managers, operators and the invitee read invitations (the seed has none)", expectOutcomes(0, { anon: 'denied' })],
    ['organization_types', 'everyone reads every type', expectOutcomes(6)],
    ['cms_themes', 'everyone reads the built-in themes', expectOutcomes(8)],
    ['cms_themes', 'and their dark variants', expectOutcomes(4), (q) => q.like('id', '%-dark').eq('is_dark', true).not('base_theme_id', 'is', null)],
    ['cms_brand_kits', 'everyone reads brand kits', expectOutcomes(1)],
    ['languages', 'active ones; owners and managers also inactive', expectOutcomes(13, { owner: 14, manager: 14 })],
    ['fikr_products', 'active ones; owners and managers also inactive', expectOutcomes(11, { owner: 12, manager: 12 })],
    ['enterprise_roles', 'signed-in users read role definitions', expectOutcomes(7, { anon: 'denied' })],
  ];

  const countAll = async (table, filter = (q) => q, columns = '*') => {
    const entries = await Promise.all(PERSONAS.map(async (persona) => [persona, readOutcome(persona, await filter(as[persona].from(table).select(columns, { count: 'exact', head: true })))]));
    return Object.fromEntries(entries);
  };

  // Reads run before any write, against the seed plus the fixtures.
  it.each(READS)('reads %s: %s', async (table, _why, expected, filter, columns) => {
    expect(await countAll(table, filter, columns)).toEqual(expected);
  });

  it('reads audit_log: only owners and managers, all of it', async () => {
    const { count: total } = await service.from('audit_log').select('*', { count: 'exact', head: true });
    expect(total).toBeGreaterThan(0);
    expect(await countAll('audit_log')).toEqual(expectOutcomes(0, { anon: 'denied', owner: /** @type {number} */ (total), manager: /** @type {number} */ (total) }));
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

  const nowIso = () => new Date().toISOString();
  const deleteRows = (table, match) => must(service.from(table).delete().match(match));
  // Mostly-harmless writes: unchanged values still go through the update policy (RLS checks the
  // policy, not whether anything changes), so they need no clean-up.
  /**
   * [table, why, write(client, persona), expected, { setup?, cleanup? }]; personas run one after
   * another, setup before and cleanup after each, so a success never leaks into the next persona.
   */
  const WRITES = [
    // organizations (rls-tenancy)
    ['organizations', 'only owners and managers create organizations', (db) => db.from('organizations').insert({ name: 'New Venture' }), expectOutcomes('denied', OPERATORS), { cleanup: () => deleteRows('organizations', { name: 'New Venture' }) }],
    ['organizations', 'matrix roles with organizations update (owner, admin, user) and operators', (db) => db.from('organizations').update({ name: ref.orgName[ORG.fikrLabs] }).eq('id', ORG.fikrLabs).select('id'), expectOutcomes(0, { anon: 'denied', owner: 1, manager: 1, admin: 1, user: 1, startup: 1 })],
    ['organizations', 'another tenant is changed only by its owner and the operators', (db) => db.from('organizations').update({ name: ref.orgName[ORG.nileRobotics] }).eq('id', ORG.nileRobotics).select('id'), expectOutcomes(0, { anon: 'denied', owner: 1, manager: 1, otherStartup: 1 })],
    ['organizations', 'columns outside the profile are not writable', (db) => db.from('organizations').update({ created_at: nowIso() }).eq('id', ORG.fikrLabs), expectOutcomes('denied')],
    [
      'organizations',
      'the enterprise owner and the organization owner delete it (a scratch copy of Fikr Labs here, owned by startup)',
      (db) => db.from('organizations').delete().eq('name', 'Scratch Labs').select('id'),
      expectOutcomes(0, { anon: 'denied', owner: 1 }),
      { setup: () => must(service.from('organizations').insert({ name: 'Scratch Labs' })), cleanup: () => deleteRows('organizations', { name: 'Scratch Labs' }) },
    ],
    // users
    ['users', 'everyone signed in edits their own name', (db, p) => db.from('users').update({ first_name: ref.firstName[selfId(p)] }).eq('id', selfId(p)).select('id'), expectOutcomes(1, { anon: 'denied' })],
    ['users', "nobody edits someone else's profile, not even operators", (db, p) => db.from('users').update({ first_name: 'Renamed' }).neq('id', selfId(p)).select('id'), expectOutcomes(0, { anon: 'denied' })],
    ['users', 'nobody changes their own activation', (db, p) => db.from('users').update({ is_active: false }).eq('id', selfId(p)), expectOutcomes('denied')],
    ['users', 'nobody changes their own e-mail', (db, p) => db.from('users').update({ email: 'x@example.com' }).eq('id', selfId(p)), expectOutcomes('denied')],
    [
      'users',
      'users switch only to organizations they belong to',
      (db, p) => db.from('users').update({ organization_id: ORG.mentorCircle }).eq('id', selfId(p)).select('id'),
      expectOutcomes('denied', { multiOrg: 1 }),
      { cleanup: () => must(service.from('users').update({ organization_id: ref.currentOrg[ACCOUNT_IDS.multiOrg] }).eq('id', ACCOUNT_IDS.multiOrg)) },
    ],
    ['users', 'profiles are created only with the auth user', (db) => db.from('users').insert({ email: 'someone@example.com' }), expectOutcomes('denied')],
    ['users', 'profiles are removed only with the auth user', (db, p) => db.from('users').delete().eq('id', selfId(p)), expectOutcomes('denied')],
    // organization_members
    [
      'organization_members',
      'owners and managers add members to an organization they belong to',
      (db) => db.from('organization_members').insert({ user_id: ACCOUNT_IDS.otherStartup, organization_id: ORG.fikrLabs }),
      expectOutcomes('denied', OPERATORS),
      {
        cleanup: async () => {
          await deleteRows('organization_members', { user_id: ACCOUNT_IDS.otherStartup, organization_id: ORG.fikrLabs });
          // Joining gave the new member the organization's products.
          await deleteRows('team_member_product_access', { user_id: ACCOUNT_IDS.otherStartup, organization_id: ORG.fikrLabs });
        },
      },
    ],
    ['organization_members', 'nobody adds a member to an organization they are not in', (db) => db.from('organization_members').insert({ user_id: ACCOUNT_IDS.viewer, organization_id: ORG.nileRobotics }), expectOutcomes('denied')],
    [
      'organization_members',
      "members leave; the organization's access managers remove members",
      (db) => db.from('organization_members').delete().match({ user_id: ACCOUNT_IDS.viewer, organization_id: ORG.fikrLabs }).select('id'),
      expectOutcomes(0, { anon: 'denied', owner: 1, manager: 1, viewer: 1, startup: 1 }),
      { cleanup: () => must(service.from('organization_members').upsert({ user_id: ACCOUNT_IDS.viewer, organization_id: ORG.fikrLabs }, { onConflict: 'user_id,organization_id', ignoreDuplicates: true })) },
    ],
    ['organization_members', 'memberships are not edited in place', (db) => db.from('organization_members').update({ organization_id: ORG.fikrLabs }).eq('user_id', ACCOUNT_IDS.viewer), expectOutcomes('denied')],
    // organisation_roles (rls-access)
    [
      'organisation_roles',
      'access managers add role rows for members',
      (db) => db.from('organisation_roles').insert({ user_id: ACCOUNT_IDS.viewer, organization_id: ORG.fikrLabs, role: 'editor', is_active: false }),
      expectOutcomes('denied', MANAGERS_OF_FIKR_LABS),
      { cleanup: () => deleteRows('organisation_roles', { user_id: ACCOUNT_IDS.viewer, role: 'editor' }) },
    ],
    ['access_requests', 'signed-in users request access as themselves', (db) => db.from('access_requests').insert({ path: '/fikrspace/office/users' }), expectOutcomes(1, { anon: 'denied' }), { cleanup: () => deleteRows('access_requests', { path: '/fikrspace/office/users' }) }],
    ['access_requests', 'nobody files a request as someone else', (db) => db.from('access_requests').insert({ path: '/x', user_id: ACCOUNT_IDS.viewer }), expectOutcomes('denied')],
    [
      'access_requests',
      'access managers and operators decide',
      (db) => db.from('access_requests').update({ status: 'approved' }).eq('path', '/fikrspace/office/users').select('id'),
      expectOutcomes(0, { anon: 'denied', owner: 1, manager: 1, startup: 1 }),
      { setup: () => must(service.from('access_requests').insert({ user_id: ACCOUNT_IDS.viewer, organization_id: ORG.fikrLabs, path: '/fikrspace/office/users' })), cleanup: () => deleteRows('access_requests', { path: '/fikrspace/office/users' }) },
    ],
    // stakeholders (rls-stakeholders)
    [
      'stakeholders',
      'Fikr Cap members whose role writes stakeholders add one to their organization',
      (db) => db.from('stakeholders').insert({ organization_id: ORG.fikrLabs, name: 'Probe Capital', shares: 10 }),
      expectOutcomes('denied', { owner: 1, admin: 1, editor: 1, user: 1, startup: 1, multiOrg: 1 }),
      { cleanup: () => deleteRows('stakeholders', { name: 'Probe Capital' }) },
    ],
    [
      'stakeholders',
      'only the matrix owner removes one',
      (db) => db.from('stakeholders').delete().eq('name', 'Probe Capital').select('id'),
      expectOutcomes(0, { anon: 'denied', owner: 1, startup: 1 }),
      { setup: () => must(service.from('stakeholders').insert({ organization_id: ORG.fikrLabs, name: 'Probe Capital' })), cleanup: () => deleteRows('stakeholders', { name: 'Probe Capital' }) },
    ],
    ['stakeholders', 'the creator is the database’s to record', (db) => db.from('stakeholders').insert({ organization_id: ORG.fikrLabs, name: 'Probe Capital', created_by: ACCOUNT_IDS.viewer }), expectOutcomes('denied')],
    ['access_requests', 'nobody deletes requests', (db) => db.from('access_requests').delete().not('created_at', 'is', null), expectOutcomes('denied')],
    ['organisation_roles', 'nobody gives a role to someone outside the organization', (db) => db.from('organisation_roles').insert({ user_id: ACCOUNT_IDS.otherStartup, organization_id: ORG.fikrLabs, role: 'editor', is_active: false }), expectOutcomes('denied')],
    [
      'organisation_roles',
      'access managers deactivate role rows; viewers of the rows cannot',
      (db) => db.from('organisation_roles').update({ is_active: false }).match({ user_id: ACCOUNT_IDS.viewer, organization_id: ORG.fikrLabs }).select('id'),
      expectOutcomes(0, { anon: 'denied', ...MANAGERS_OF_FIKR_LABS }),
      { cleanup: () => must(service.from('organisation_roles').update({ is_active: true }).match({ user_id: ACCOUNT_IDS.viewer, organization_id: ORG.fikrLabs })) },
    ],
    ['organisation_roles', 'a role row is never rewritten', (db) => db.from('organisation_roles').update({ role: 'owner' }).eq('user_id', ACCOUNT_IDS.viewer), expectOutcomes('denied')],
    ['organisation_roles', 'a role row is never deleted', (db) => db.from('organisation_roles').delete().eq('user_id', ACCOUNT_IDS.viewer), expectOutcomes('denied')],
    // user_permissions
    [
      'user_permissions',
      'access managers grant permissions to members',
      (db) => db.from('user_permissions').insert({ user_id: ACCOUNT_IDS.editor, organization_id: ORG.fikrLabs, resource: 'documents', action: 'delete' }),
      expectOutcomes('denied', MANAGERS_OF_FIKR_LABS),
      { cleanup: () => deleteRows('user_permissions', { user_id: ACCOUNT_IDS.editor, resource: 'documents' }) },
    ],
    ['user_permissions', 'nobody grants to someone outside the organization', (db) => db.from('user_permissions').insert({ user_id: ACCOUNT_IDS.otherStartup, organization_id: ORG.fikrLabs, resource: 'documents', action: 'delete' }), expectOutcomes('denied')],
    [
      'user_permissions',
      'access managers revoke permissions (granted false)',
      (db) => db.from('user_permissions').update({ granted: false }).match({ user_id: ACCOUNT_IDS.viewer, organization_id: ORG.fikrLabs }).select('id'),
      expectOutcomes(0, { anon: 'denied', ...MANAGERS_OF_FIKR_LABS }),
      { cleanup: () => must(service.from('user_permissions').update({ granted: true }).match({ user_id: ACCOUNT_IDS.viewer, organization_id: ORG.fikrLabs })) },
    ],
    ['user_permissions', 'the resource of a grant is fixed', (db) => db.from('user_permissions').update({ resource: 'admin' }).eq('user_id', ACCOUNT_IDS.viewer), expectOutcomes('denied')],
    ['user_permissions', 'grants are not deleted', (db) => db.from('user_permissions').delete().eq('user_id', ACCOUNT_IDS.viewer), expectOutcomes('denied')],
    // team_member_product_access
    [
      'team_member_product_access',
      'the upsert supabase-js sends works for access managers only',
      (db) => db.from('team_member_product_access').upsert({ user_id: ACCOUNT_IDS.viewer, organization_id: ORG.fikrLabs, product_id: ref.product.os, enabled: false }, { onConflict: 'user_id,organization_id,product_id' }),
      expectOutcomes('denied', MANAGERS_OF_FIKR_LABS),
      { cleanup: () => must(service.from('team_member_product_access').update({ enabled: true }).match({ user_id: ACCOUNT_IDS.viewer, organization_id: ORG.fikrLabs })) },
    ],
    [
      'team_member_product_access',
      'access managers revoke product access by disabling it',
      (db) => db.from('team_member_product_access').update({ enabled: false }).match({ user_id: ACCOUNT_IDS.viewer, organization_id: ORG.fikrLabs }).select('id'),
      expectOutcomes(0, { anon: 'denied', owner: 11, manager: 11, startup: 11 }),
      { cleanup: () => must(service.from('team_member_product_access').update({ enabled: true }).match({ user_id: ACCOUNT_IDS.viewer, organization_id: ORG.fikrLabs })) },
    ],
    ['team_member_product_access', 'access is never moved to an organization the caller does not manage', (db) => db.from('team_member_product_access').update({ organization_id: ORG.nileRobotics }).eq('user_id', ACCOUNT_IDS.viewer).select('id'), expectOutcomes(0, { anon: 'denied', owner: 'denied', manager: 'denied', startup: 'denied' })],
    ['team_member_product_access', 'access is never deleted', (db) => db.from('team_member_product_access').delete().eq('user_id', ACCOUNT_IDS.viewer), expectOutcomes('denied')],
    // user_language_preferences (rls-languages-and-analytics)
    [
      'user_language_preferences',
      'users add preferences for themselves outside any organization',
      (db, p) => db.from('user_language_preferences').insert({ user_id: p === 'anon' ? null : selfId(p), primary_language_id: ref.language.de, organization_id: null }),
      expectOutcomes(1, { anon: 'denied' }),
      { cleanup: () => deleteRows('user_language_preferences', { primary_language_id: ref.language.de }) },
    ],
    [
      'user_language_preferences',
      'nobody adds a preference for someone else',
      (db) => db.from('user_language_preferences').insert({ user_id: ACCOUNT_IDS.viewer, primary_language_id: ref.language.de, organization_id: null }),
      expectOutcomes('denied', { viewer: 1 }),
      { cleanup: () => deleteRows('user_language_preferences', { primary_language_id: ref.language.de }) },
    ],
    [
      'user_language_preferences',
      'preferences only in an organization of theirs',
      (db, p) => db.from('user_language_preferences').insert({ user_id: p === 'anon' ? null : selfId(p), primary_language_id: ref.language.de, organization_id: ORG.mentorCircle }),
      expectOutcomes('denied', { multiOrg: 1 }),
      { cleanup: () => deleteRows('user_language_preferences', { primary_language_id: ref.language.de }) },
    ],
    [
      'user_language_preferences',
      'the upsert on user and organization updates only their own preference',
      (db) => db.from('user_language_preferences').upsert({ user_id: ACCOUNT_IDS.viewer, primary_language_id: ref.language.de, organization_id: ORG.fikrLabs }, { onConflict: 'user_id,organization_id' }),
      expectOutcomes('denied', { viewer: 1 }),
      { cleanup: () => must(service.from('user_language_preferences').update({ primary_language_id: ref.language.ar }).eq('user_id', ACCOUNT_IDS.viewer)) },
    ],
    [
      'user_language_preferences',
      'users change only their own preferences',
      (db) => db.from('user_language_preferences').update({ primary_language_id: ref.language.en }).eq('user_id', ACCOUNT_IDS.viewer).select('id'),
      expectOutcomes(0, { anon: 'denied', viewer: 1 }),
      { cleanup: () => must(service.from('user_language_preferences').update({ primary_language_id: ref.language.ar }).eq('user_id', ACCOUNT_IDS.viewer)) },
    ],
    [
      'user_language_preferences',
      'users delete only their own preferences',
      (db) => db.from('user_language_preferences').delete().eq('user_id', ACCOUNT_IDS.viewer).select('id'),
      expectOutcomes(0, { anon: 'denied', viewer: 1 }),
      { cleanup: () => must(service.from('user_language_preferences').upsert({ user_id: ACCOUNT_IDS.viewer, primary_language_id: ref.language.ar, organization_id: ORG.fikrLabs }, { onConflict: 'user_id,organization_id', ignoreDuplicates: true })) },
    ],
    // translation_values
    [
      'translation_values',
      'only owners and managers add translations',
      (db) => db.from('translation_values').insert({ namespace: 'common', key_path: 'hello', language_id: ref.language.fr, value: 'Bonjour' }),
      expectOutcomes('denied', OPERATORS),
      { cleanup: () => deleteRows('translation_values', { key_path: 'hello' }) },
    ],
    ['translation_values', 'only owners and managers change translations', (db) => db.from('translation_values').update({ is_approved: true }).eq('key_path', 'greeting').select('id'), expectOutcomes(0, { anon: 'denied', owner: 3, manager: 3 })],
    [
      'translation_values',
      'only owners and managers delete translations',
      (db) => db.from('translation_values').delete().eq('key_path', 'farewell').select('id'),
      expectOutcomes(0, { anon: 'denied', ...OPERATORS }),
      { cleanup: async () => (await must(service.from('translation_values').select('id').eq('key_path', 'farewell'))).length || must(service.from('translation_values').insert(translationRow(TRANSLATIONS[1]))) },
    ],
    // translation_usage, route_analytics, analytics_events: append-only; the last two only through
    // the analytics edge functions, which write with the service role.
    ...ANALYTICS_TABLES.flatMap(({ table, row }) => [
      ...(INGESTED_TABLES.includes(table)
        ? [
            [table, 'nobody records a row directly, anonymous or not', (db) => db.from(table).insert(row(null, null)), expectOutcomes('denied')],
            [table, 'nobody records a row directly, even as themselves', (db, p) => db.from(table).insert(row(p === 'anon' ? null : selfId(p), ownOrganization(p))), expectOutcomes('denied')],
          ]
        : [
            [table, 'everyone, anonymous included, records an anonymous row', (db) => db.from(table).insert(row(null, null)), expectOutcomes(1)],
            [table, 'signed-in users record rows as themselves in their own organization', (db, p) => db.from(table).insert(row(p === 'anon' ? null : selfId(p), ownOrganization(p))), expectOutcomes(1)],
            [table, 'nobody records a row as someone else', (db) => db.from(table).insert(row(ACCOUNT_IDS.viewer, null)), expectOutcomes('denied', { viewer: 1 })],
            [table, 'nobody records a row for an organization they are not in', (db) => db.from(table).insert(row(null, ORG.nileRobotics)), expectOutcomes('denied', { otherStartup: 1 })],
          ]),
      [table, 'rows are never changed through the API', (db) => db.from(table).update({ created_at: nowIso() }).not('created_at', 'is', null), expectOutcomes('denied')],
      [table, 'rows are never deleted through the API', (db) => db.from(table).delete().not('created_at', 'is', null), expectOutcomes('denied')],
    ]),
    // background_jobs, audit_log: the service role only
    ['background_jobs', 'no API user enqueues jobs', (db) => db.from('background_jobs').insert({ type: 'send-welcome' }), expectOutcomes('denied')],
    ['background_jobs', 'no API user changes jobs', (db) => db.from('background_jobs').update({ status: 'failed' }).eq('type', 'send-invitation'), expectOutcomes('denied')],
    ['background_jobs', 'no API user deletes jobs', (db) => db.from('background_jobs').delete().eq('type', 'send-invitation'), expectOutcomes('denied')],
    ['mail_outbox', 'no API user writes mail', (db) => db.from('mail_outbox').insert({ template: 'notification', recipient: 'someone@example.com', subject: 'Hi', body: 'Hi' }), expectOutcomes('denied')],
    ['mail_outbox', 'no API user changes mail', (db) => db.from('mail_outbox').update({ subject: 'Hi' }).not('id', 'is', null), expectOutcomes('denied')],
    ['mail_outbox', 'no API user deletes mail', (db) => db.from('mail_outbox').delete().not('id', 'is', null), expectOutcomes('denied')],
    // organization_invitations: only through create_invitation, revoke_invitation and accept_invitation
    ['organization_invitations', 'nobody writes an invitation directly', (db) => db.from('organization_invitations').insert({ organization_id: ORG.fikrLabs, email: 'someone@example.test', role: 'viewer' }), expectOutcomes('denied')],
    ['organization_invitations', 'nobody changes an invitation directly', (db) => db.from('organization_invitations').update({ status: 'accepted' }).not('id', 'is', null), expectOutcomes('denied')],
    ['organization_invitations', 'nobody deletes an invitation directly', (db) => db.from('organization_invitations').delete().not('id', 'is', null), expectOutcomes('denied')],
    ['audit_log', 'nobody writes the audit log', (db) => db.from('audit_log').insert({ table_name: 'users', operation: 'DELETE' }), expectOutcomes('denied')],
    ['audit_log', 'nobody rewrites the audit log', (db) => db.from('audit_log').update({ actor_id: null }).eq('table_name', 'users'), expectOutcomes('denied')],
    ['audit_log', 'nobody deletes the audit log', (db) => db.from('audit_log').delete().eq('table_name', 'users'), expectOutcomes('denied')],
    // reference data (rls-reference-data)
    ['organization_types', 'nobody adds types', (db) => db.from('organization_types').insert({ name: 'club', display_name: 'Club' }), expectOutcomes('denied')],
    ['organization_types', 'nobody changes types', (db) => db.from('organization_types').update({ display_name: 'Startups' }).eq('name', 'startup'), expectOutcomes('denied')],
    ['organization_types', 'nobody deletes types', (db) => db.from('organization_types').delete().eq('name', 'university'), expectOutcomes('denied')],
    ['cms_themes', 'owners and managers add themes', (db) => db.from('cms_themes').insert({ id: 'sand', name: 'Sand' }), expectOutcomes('denied', OPERATORS), { cleanup: () => deleteRows('cms_themes', { id: 'sand' }) }],
    ['cms_themes', 'owners and managers change themes', (db) => db.from('cms_themes').update({ description: ref.theme.description }).eq('id', 'minimal').select('id'), expectOutcomes(0, { anon: 'denied', ...OPERATORS })],
    [
      'cms_themes',
      'owners and managers delete themes (a scratch theme here)',
      (db) => db.from('cms_themes').delete().eq('id', 'scratch').select('id'),
      expectOutcomes(0, { anon: 'denied', ...OPERATORS }),
      { setup: () => must(service.from('cms_themes').insert({ id: 'scratch', name: 'Scratch' })), cleanup: () => deleteRows('cms_themes', { id: 'scratch' }) },
    ],
    ['cms_brand_kits', 'owners and managers add brand kits', (db) => db.from('cms_brand_kits').insert({ name: 'Nile' }), expectOutcomes('denied', OPERATORS), { cleanup: () => deleteRows('cms_brand_kits', { name: 'Nile' }) }],
    ['cms_brand_kits', 'owners and managers change brand kits', (db) => db.from('cms_brand_kits').update({ description: ref.brandKit.description }).eq('id', ref.brandKit.id).select('id'), expectOutcomes(0, { anon: 'denied', ...OPERATORS })],
    [
      'cms_brand_kits',
      'owners and managers delete brand kits (a scratch kit here)',
      (db) => db.from('cms_brand_kits').delete().eq('name', 'Scratch').select('id'),
      expectOutcomes(0, { anon: 'denied', ...OPERATORS }),
      { setup: () => must(service.from('cms_brand_kits').insert({ name: 'Scratch' })), cleanup: () => deleteRows('cms_brand_kits', { name: 'Scratch' }) },
    ],
    ['languages', 'owners and managers add languages', (db) => db.from('languages').insert({ code: 'sw', name: 'Swahili', native_name: 'Kiswahili' }), expectOutcomes('denied', OPERATORS), { cleanup: () => deleteRows('languages', { code: 'sw' }) }],
    ['languages', 'owners and managers change languages', (db) => db.from('languages').update({ completion_percentage: ref.languagePl.completion_percentage }).eq('code', 'pl').select('id'), expectOutcomes(0, { anon: 'denied', ...OPERATORS })],
    [
      'languages',
      'owners and managers delete languages (a scratch language here)',
      (db) => db.from('languages').delete().eq('code', 'sw').select('id'),
      expectOutcomes(0, { anon: 'denied', ...OPERATORS }),
      { setup: () => must(service.from('languages').insert({ code: 'sw', name: 'Swahili', native_name: 'Kiswahili' })), cleanup: () => deleteRows('languages', { code: 'sw' }) },
    ],
    [
      'fikr_products',
      'owners and managers add products',
      (db) => db.from('fikr_products').insert({ product_key: 'studio', name: 'Fikr Studio', product_slug: 'fikr-studio' }),
      expectOutcomes('denied', OPERATORS),
      { cleanup: () => deleteRows('fikr_products', { product_key: 'studio' }) },
    ],
    ['fikr_products', 'owners and managers change products', (db) => db.from('fikr_products').update({ display_order: ref.productLab.display_order }).eq('product_key', 'lab').select('id'), expectOutcomes(0, { anon: 'denied', ...OPERATORS })],
    [
      'fikr_products',
      'owners and managers delete products (a scratch product here)',
      (db) => db.from('fikr_products').delete().eq('product_key', 'studio').select('id'),
      expectOutcomes(0, { anon: 'denied', ...OPERATORS }),
      { setup: () => must(service.from('fikr_products').insert({ product_key: 'studio', name: 'Fikr Studio', product_slug: 'fikr-studio' })), cleanup: () => deleteRows('fikr_products', { product_key: 'studio' }) },
    ],
    ['enterprise_roles', 'nobody adds roles', (db) => db.from('enterprise_roles').insert({ name: 'auditor', display_name: 'Auditor' }), expectOutcomes('denied')],
    ['enterprise_roles', 'nobody changes roles', (db) => db.from('enterprise_roles').update({ display_name: 'Boss' }).eq('name', 'owner'), expectOutcomes('denied')],
    ['enterprise_roles', 'nobody deletes roles', (db) => db.from('enterprise_roles').delete().eq('name', 'viewer'), expectOutcomes('denied')],
  ];

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
    expect([baseline['owner users'].length, baseline['otherStartup users'].length, baseline['multiOrg users'].length]).toEqual([15, 1, 10]);
    expect([baseline['owner organizations'].length, baseline['otherStartup organizations'].length, baseline['multiOrg organizations'].length]).toEqual([7, 1, 2]);

    // 64 requests in flight at once, personas and tables interleaved.
    const requests = Array.from({ length: 64 }, (_, index) => [crowd[index % crowd.length], tables[Math.floor(index / crowd.length) % tables.length]]);
    const answers = await Promise.all(requests.map(([persona, table]) => idsOf(persona, table)));
    answers.forEach((ids, index) => expect(ids, requests[index].join(' ')).toEqual(baseline[requests[index].join(' ')]));
  });
});
