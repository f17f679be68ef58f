/**
 * Row level security of the budget lines, as supabase-js sees it through the local backend: the
 * reads and writes ../project-rls.test.mjs runs as every persona. Mirrors
 * supabase/tests/metrics/rls-budgets.test.ts. Access is the metric tables': Fikr Labs' members
 * read by the matrix's metrics read (owner, admin, editor, viewer, user; startup is an owner,
 * multiOrg an editor) and write by metrics write (all of those but viewer). The seed
 * (43_metrics_budgets.sql) gives Fikr Labs 15 months of 11 categories, Nile Robotics none; a
 * budget is never part of a consent grant.
 */

const FIKR_LABS_READERS = ['owner', 'admin', 'editor', 'viewer', 'user', 'startup', 'multiOrg'];
const FIKR_LABS_WRITERS = ['owner', 'admin', 'editor', 'user', 'startup', 'multiOrg'];
const LINES = 15 * 11;
const each = (personas, outcome) => Object.fromEntries(personas.map((persona) => [persona, outcome]));

/** A month no seed line uses, for the lines the writes add. */
const PROBE_MONTH = '2019-01-01';

export function reads(kit) {
  const { expectOutcomes, ORG } = kit;
  return [
    ['budget_lines', 'each startup’s metric readers read its budget', expectOutcomes(0, { anon: 'denied', ...each(FIKR_LABS_READERS, LINES) })],
    ['budget_lines', 'another tenant reads none of Fikr Labs’', expectOutcomes(0, { anon: 'denied', ...each(FIKR_LABS_READERS, LINES) }), (q) => q.eq('organization_id', ORG.fikrLabs)],
  ];
}

export function writes(kit) {
  const { expectOutcomes, ORG, deleteRows, must, service } = kit;
  const probe = (organization) => ({ organization_id: organization, month: PROBE_MONTH, category: 'travel', budgeted: 1200 });
  const removeProbes = () => deleteRows('budget_lines', { month: PROBE_MONTH });
  return [
    [
      'budget_lines',
      'members who write metrics add a line to their company’s budget',
      (db) => db.from('budget_lines').upsert(probe(ORG.fikrLabs), { onConflict: 'organization_id,month,category' }),
      expectOutcomes('denied', each(FIKR_LABS_WRITERS, 1)),
      { cleanup: removeProbes },
    ],
    ['budget_lines', 'Nile Robotics’ owner alone adds to its budget', (db) => db.from('budget_lines').insert(probe(ORG.nileRobotics)), expectOutcomes('denied', { otherStartup: 1 }), { cleanup: removeProbes }],
    // The same note again: the update policy decides, and nothing changes.
    [
      'budget_lines',
      'members who write metrics change their company’s lines; the others change none',
      (db) => db.from('budget_lines').update({ note: null }).eq('organization_id', ORG.fikrLabs).eq('category', 'sales').is('note', null).select('id'),
      expectOutcomes(0, { anon: 'denied', ...each(FIKR_LABS_WRITERS, 15) }),
    ],
    [
      'budget_lines',
      'members who write metrics remove their company’s lines; the others remove none',
      (db) => db.from('budget_lines').delete().eq('organization_id', ORG.fikrLabs).eq('month', PROBE_MONTH).select('id'),
      expectOutcomes(0, { anon: 'denied', ...each(FIKR_LABS_WRITERS, 1) }),
      { setup: () => must(service().from('budget_lines').insert(probe(ORG.fikrLabs))), cleanup: removeProbes },
    ],
  ];
}
