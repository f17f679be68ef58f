/**
 * Row level security of metrics and consent grants, as supabase-js sees it through the local
 * backend: the reads and writes ../project-rls.test.mjs runs as every persona. Mirrors
 * supabase/tests/metrics/. In the seed Fikr Labs and Nile Robotics each report 24 months of ten
 * metrics (Fikr Labs also its own enterprise pilots) and of their marketing channels, three metrics
 * of their own each (spend, leads, customers won): Fikr Labs four channels, Nile Robotics three
 * (42_metrics_marketing.sql: 2 + abs(hashtext('<organization id>:channels')) % 3). Fikr Labs shares
 * every metric with Launchpad (accelerator) and revenue and runway with Oasis Ventures (investor);
 * the data room's seed adds documents to Oasis Ventures' grant. The accelerator and investor
 * entries record the grantees' counts of the SQL tests; ../project-rls.test.mjs signs in neither.
 */

const FIKR_LABS_READERS = ['owner', 'admin', 'editor', 'viewer', 'user', 'startup', 'multiOrg'];
const FIKR_LABS_WRITERS = { owner: 1, admin: 1, editor: 1, user: 1, startup: 1, multiOrg: 1 };
const each = (personas, outcome) => Object.fromEntries(personas.map((persona) => [persona, outcome]));

export function reads(kit) {
  const { expectOutcomes, ORG } = kit;
  return [
    // 13 catalogue metrics; Fikr Labs' readers also its custom pilots and 4 channels x 3, Nile Robotics' 3 channels x 3.
    ['metric_definitions', 'the catalogue for everyone signed in; each company’s own for its readers and its grantee of all', expectOutcomes(13, { anon: 'denied', ...each(FIKR_LABS_READERS, 26), otherStartup: 22, accelerator: 26 })],
    ['metric_periods', 'each startup’s months for its metric readers', expectOutcomes(0, { anon: 'denied', ...each(FIKR_LABS_READERS, 24), otherStartup: 24 })],
    // 24 months of: Fikr Labs' 10 reported KPIs + custom pilots + 12 channel metrics; Nile Robotics' 10 + 9; Oasis Ventures' revenue (runway is computed, never stored).
    ['metric_values', 'a startup’s readers read all; a grantee what it is granted', expectOutcomes(0, { anon: 'denied', ...each(FIKR_LABS_READERS, 552), otherStartup: 456, accelerator: 552, investor: 24 })],
    ['metric_value_corrections', 'none in the seed', expectOutcomes(0, { anon: 'denied' })],
    ['data_shares', 'the startup’s readers and each grantee', expectOutcomes(0, { anon: 'denied', ...each(FIKR_LABS_READERS, 2), accelerator: 1, investor: 1 })],
    // Two grants, and the change of Oasis Ventures' grant when 62_cap_table_data_room.sql adds its documents.
    ['data_share_events', 'the startup’s readers read the log', expectOutcomes(0, { anon: 'denied', ...each(FIKR_LABS_READERS, 3) })],
    ['marketing_channels', 'each startup’s metric readers read its channels', expectOutcomes(0, { anon: 'denied', ...each(FIKR_LABS_READERS, 4), otherStartup: 3, accelerator: 4 })],
    ['marketing_channels', 'another tenant reads none of Fikr Labs', expectOutcomes(0, { anon: 'denied', ...each(FIKR_LABS_READERS, 4), accelerator: 4 }), (q) => q.eq('organization_id', ORG.fikrLabs)],
    // One row per channel and month: 4 x 24 for Fikr Labs, 3 x 24 for Nile Robotics.
    ['marketing_channel_months', 'read with the reader’s rights on the channels and their values', expectOutcomes(0, { anon: 'denied', ...each(FIKR_LABS_READERS, 96), otherStartup: 72, accelerator: 96 })],
  ];
}

export function writes(kit) {
  const { expectOutcomes, ORG, deleteRows, must, service } = kit;
  const probe = { organization_id: ORG.fikrLabs, metric_key: 'customers', period: '2019-01-01', value: 7 };
  return [
    [
      'metric_values',
      'members who write metrics enter a draft month',
      (db) => db.from('metric_values').upsert(probe, { onConflict: 'organization_id,metric_key,period' }),
      expectOutcomes('denied', FIKR_LABS_WRITERS),
      {
        cleanup: async () => {
          await deleteRows('metric_values', { organization_id: ORG.fikrLabs, period: '2019-01-01' });
          await deleteRows('metric_periods', { organization_id: ORG.fikrLabs, period: '2019-01-01' });
        },
      },
    ],
    ['metric_periods', 'months are submitted through submit_metric_period only', (db) => db.from('metric_periods').update({ status: 'submitted' }).eq('organization_id', ORG.fikrLabs), expectOutcomes('denied')],
    [
      'metric_definitions',
      'members who write metrics add their company’s own',
      // A key of each persona's own: keys are unique per company.
      (db, persona) => db.from('metric_definitions').insert({ organization_id: ORG.fikrLabs, key: `custom_probe_${persona.toLowerCase()}`, name: 'Probe', unit: 'count', aggregation: 'last' }),
      expectOutcomes('denied', FIKR_LABS_WRITERS),
      { cleanup: () => must(service().from('metric_definitions').delete().like('key', 'custom\\_probe\\_%')) },
    ],
    ['metric_value_corrections', 'corrections are written by correct_metric_value only', (db) => db.from('metric_value_corrections').insert({ organization_id: ORG.fikrLabs, metric_key: 'cash', period: '2019-01-01', reason: 'Probe' }), expectOutcomes('denied')],
    ['data_shares', 'grants change through share_metrics and revoke_data_share only', (db) => db.from('data_shares').insert({ organization_id: ORG.fikrLabs, grantee_organization_id: ORG.launchpad, all_metrics: true }), expectOutcomes('denied')],
    ['data_share_events', 'the log is written by the database only', (db) => db.from('data_share_events').delete().eq('organization_id', ORG.fikrLabs), expectOutcomes('denied')],
    ['marketing_channels', 'channels change through add_, rename_ and remove_marketing_channel only', (db) => db.from('marketing_channels').insert({ organization_id: ORG.fikrLabs, key: 'radio', name: 'Radio' }), expectOutcomes('denied')],
    // Nobody holds a write grant on it either, but PostgreSQL refuses before it checks grants.
    ['marketing_channel_months', 'the months are computed, never written', (db) => db.from('marketing_channel_months').delete().eq('organization_id', ORG.fikrLabs), expectOutcomes('read-only view')],
  ];
}
