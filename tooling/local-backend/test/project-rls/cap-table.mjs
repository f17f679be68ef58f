/**
 * Row level security of stakeholders, as supabase-js sees it through the local backend: the reads
 * and writes ../project-rls.test.mjs runs as every persona. Ids, expectations and the service-role
 * helpers come in `kit` (see there). Mirrors supabase/tests/cap-table/.
 */

export function reads(kit) {
  const { expectOutcomes, ORG } = kit;
  return [
    ['stakeholders', 'members who may open Fikr Cap and read stakeholders (viewer has no Fikr Cap)', expectOutcomes(7, { anon: 'denied', manager: 0, viewer: 0, otherStartup: 2 })],
    ['stakeholders', 'another tenant reads none of Fikr Labs', expectOutcomes(7, { anon: 'denied', manager: 0, viewer: 0, otherStartup: 0 }), (q) => q.eq('organization_id', ORG.fikrLabs)],
  ];
}

export function writes(kit) {
  const { expectOutcomes, ORG, ACCOUNT_IDS, service, must, deleteRows } = kit;
  return [
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
      { setup: () => must(service().from('stakeholders').insert({ organization_id: ORG.fikrLabs, name: 'Probe Capital' })), cleanup: () => deleteRows('stakeholders', { name: 'Probe Capital' }) },
    ],
    ['stakeholders', 'the creator is the database’s to record', (db) => db.from('stakeholders').insert({ organization_id: ORG.fikrLabs, name: 'Probe Capital', created_by: ACCOUNT_IDS.viewer }), expectOutcomes('denied')],
  ];
}
