/**
 * Row level security of the append-only usage tables (translation_usage with them: it shares their
 * rules), as supabase-js sees it through the local backend: the reads and writes
 * ../project-rls.test.mjs runs as every persona. Ids, expectations and the service-role helpers
 * come in `kit` (see there). Mirrors supabase/tests/analytics/.
 */

// route_analytics and analytics_events are written by the analytics edge functions only.
const INGESTED_TABLES = ['route_analytics', 'analytics_events'];
// The three append-only tables share one rule set.
const analyticsTables = (ref) => [
  { table: 'translation_usage', row: (user_id, organization_id) => ({ language_id: ref.language.en, user_id, organization_id, page_url: '/fikrspace/portal' }) },
  { table: 'route_analytics', row: (user_id, organization_id) => ({ route: '/fikrspace/portal', user_id, organization_id, domain: 'localhost' }) },
  { table: 'analytics_events', row: (user_id, organization_id) => ({ event_type: 'page_view', event_name: 'Page view', user_id, organization_id, page_path: '/fikrspace/portal' }) },
];

/** The SQL tests' fixtures: viewer's and editor's rows in Fikr Labs, an anonymous one, other-startup's in Nile Robotics. */
export async function fixtures({ ref, service, must, ACCOUNT_IDS, ORG }) {
  for (const { table, row } of analyticsTables(ref)) {
    await must(service().from(table).insert([row(ACCOUNT_IDS.viewer, ORG.fikrLabs), row(ACCOUNT_IDS.editor, ORG.fikrLabs), row(null, null), row(ACCOUNT_IDS.otherStartup, ORG.nileRobotics)]));
  }
}

export function reads(kit) {
  const { expectOutcomes, ref } = kit;
  return [
    ...analyticsTables(ref).map(({ table }) => [
      table,
      INGESTED_TABLES.includes(table) ? "own rows, access viewers their organization's, operators all" : "own rows, access viewers their organization's",
      expectOutcomes(0, { anon: 'denied', owner: 2, manager: 2, admin: 2, editor: 1, viewer: 1, startup: 2, otherStartup: 1, ...(INGESTED_TABLES.includes(table) && { owner: 4, manager: 4 }) }),
    ]),
  ];
}

export function writes(kit) {
  const { expectOutcomes, ORG, ACCOUNT_IDS, ref, nowIso, selfId, ownOrganization } = kit;
  return [
    // translation_usage, route_analytics, analytics_events: append-only; the last two only through
    // the analytics edge functions, which write with the service role.
    ...analyticsTables(ref).flatMap(({ table, row }) => [
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
  ];
}
