/**
 * Importing an Open Cap Table Format package (public.cap_table_import), as supabase-js sees it
 * through the local backend: the writes ../project-rls.test.mjs runs as every persona. The import
 * adds no table of its own; it inserts into the cap table's tables as the caller, so it is listed
 * under cap_table_transactions. Mirrors supabase/tests/cap-table/rls-ocf-import.test.ts: in Fikr
 * Labs, the members who write the cap table and its stakeholders import (viewer's Fikr Cap is off,
 * the stakeholder role reads only, the operator manager holds no matrix role); in Nile Robotics,
 * its owner alone.
 */

const NOTE = 'Probe OCF import';
const CLASS = 'Probe OCF Common';
const HOLDER = 'Probe OCF Holder';

/** A package's plan as the page builds it: a class, a holder and an issuance to them. */
const plan = {
  share_classes: [{ ref: 'common', name: CLASS, class_type: 'common', authorized_shares: 1000, price_per_share: null, par_value: null, seniority: 0, liquidation_preference_multiple: 1, is_participating: false, participation_cap_multiple: null, conversion_ratio: 1, board_approved_on: null }],
  equity_plans: [],
  vesting_terms: [],
  stakeholders: [{ ref: 'holder', name: HOLDER, stakeholder_type: 'founder', email: null }],
  transactions: [{ ref: 'shares', source: 'TX_STOCK_ISSUANCE shares', kind: 'stock_issuance', effective_on: '2026-01-02', stakeholder_ref: 'holder', share_class_ref: 'common', quantity: 100, note: NOTE }],
};

export function writes(kit) {
  const { expectOutcomes, ORG, deleteRows } = kit;
  // Each import that went through is undone by the service role, the ledger row first (its foreign keys restrict).
  const cleanup = async () => {
    await deleteRows('cap_table_transactions', { note: NOTE });
    await deleteRows('stakeholders', { name: HOLDER });
    await deleteRows('share_classes', { name: CLASS });
  };
  return [
    [
      'cap_table_transactions',
      'Fikr Cap members who write the cap table and its stakeholders import an OCF package (cap_table_import)',
      (db) => db.rpc('cap_table_import', { p_organization_id: ORG.fikrLabs, p_plan: plan }),
      expectOutcomes('denied', { owner: 1, admin: 1, editor: 1, user: 1, startup: 1, multiOrg: 1 }),
      { cleanup },
    ],
    [
      'cap_table_transactions',
      'another tenant’s members import nothing into Nile Robotics; its owner does',
      (db) => db.rpc('cap_table_import', { p_organization_id: ORG.nileRobotics, p_plan: plan }),
      expectOutcomes('denied', { otherStartup: 1 }),
      { cleanup },
    ],
  ];
}
