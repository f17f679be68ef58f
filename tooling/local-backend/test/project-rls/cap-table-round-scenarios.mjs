/**
 * Row level security of the round modeler's saved scenarios, as supabase-js sees it through the
 * local backend. Mirrors supabase/tests/cap-table/rls-round-scenarios.test.ts: scenarios follow
 * the matrix's calculators resource with Fikr Cap opened (viewer's is off); a member whose role is
 * `stakeholder` sees none, and only a conversion marks one converted. The seed holds two Fikr
 * Labs scenarios.
 */

const CALCULATORS = { owner: 1, admin: 1, editor: 1, user: 1, startup: 1, multiOrg: 1 };
const each = (outcomes, value) => Object.fromEntries(Object.keys(outcomes).map((persona) => [persona, value]));
const TERMS = { newMoney: 1000000, preMoneyValuation: 9000000, pool: { mode: 'none' }, poolTiming: 'pre-money', closingDate: '2026-12-01', investors: [{ name: 'Probe Capital', amount: 1000000 }] };

export function reads(kit) {
  const { expectOutcomes, ORG } = kit;
  return [
    ['cap_round_scenarios', 'Fikr Cap members who read calculators, never the stakeholder role', expectOutcomes(0, { anon: 'denied', ...each(CALCULATORS, 2) })],
    ['cap_round_scenarios', 'another tenant reads none of Fikr Labs', expectOutcomes(0, { anon: 'denied', ...each(CALCULATORS, 2) }), (q) => q.eq('organization_id', ORG.fikrLabs)],
  ];
}

export function writes(kit) {
  const { expectOutcomes, ORG, deleteRows } = kit;
  return [
    [
      'cap_round_scenarios',
      'members who calculate save a scenario in their organization',
      (db) => db.from('cap_round_scenarios').insert({ organization_id: ORG.fikrLabs, name: 'Probe scenario', terms: TERMS }),
      expectOutcomes('denied', CALCULATORS),
      { cleanup: () => deleteRows('cap_round_scenarios', { name: 'Probe scenario' }) },
    ],
    [
      'cap_round_scenarios',
      'nobody marks a scenario converted without converting it',
      (db) => db.from('cap_round_scenarios').update({ converted_at: '2026-01-01T00:00:00Z', converted_on: '2026-01-01' }).eq('organization_id', ORG.fikrLabs).select('id'),
      expectOutcomes(0, { anon: 'denied', ...each(CALCULATORS, 'denied') }),
    ],
  ];
}
