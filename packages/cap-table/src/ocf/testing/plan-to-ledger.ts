import type { EquityPlan, ShareClass, VestingTerms } from '../../ledger-model';
import type { LedgerOrganization, LedgerTransaction, OcfLedger } from '../ocf-ledger';
import type { ImportPlan } from '../ocf-plan';

/**
 * What public.cap_table_import makes of a plan, without a database: every row a new id, and each
 * transaction completed as the ledger's trigger completes it (an issuance is its own security, an
 * acting row takes its security's holder and class, a grant its plan's class). For the pure round
 * trip of the tests; the real one runs against the local backend (api/ocf-api.test.ts).
 */
export function planToLedger(plan: ImportPlan, organization: LedgerOrganization): OcfLedger {
  let next = 0;
  const ids = new Map<string, string>();
  const newId = (table: string, ref: string) => {
    next += 1;
    const id = `00000000-0000-4000-9000-${String(next).padStart(12, '0')}`;
    ids.set(`${table}:${ref}`, id);
    return id;
  };
  const idOf = (table: string, ref: string | null | undefined) => (ref ? (ids.get(`${table}:${ref}`) ?? null) : null);
  const base = { organization_id: organization.id };
  const classes: ShareClass[] = plan.share_classes.map(({ ref, ...row }) => ({ ...base, ...row, id: newId('share_classes', ref) }));
  const plans: EquityPlan[] = plan.equity_plans.map(({ ref, share_class_ref, ...row }) => ({
    ...base,
    name: row.name,
    shares_reserved: row.shares_reserved,
    board_approved_on: row.board_approved_on ?? null,
    id: newId('equity_plans', ref),
    share_class_id: idOf('share_classes', share_class_ref) as string,
  }));
  const terms: VestingTerms[] = plan.vesting_terms.map(({ ref, ...row }) => ({ ...base, ...row, id: newId('vesting_terms', ref) }));
  const stakeholders = plan.stakeholders.map(({ ref, ...row }) => ({ ...row, id: newId('stakeholders', ref) }));
  const transactions: LedgerTransaction[] = [];
  const byId = new Map<string, LedgerTransaction>();
  for (const [index, row] of plan.transactions.entries()) {
    const id = newId('transactions', row.ref);
    const source = byId.get(idOf('transactions', row.security_ref ?? row.reverses_ref) ?? '');
    const creates = ['stock_issuance', 'equity_compensation_issuance', 'warrant_issuance', 'convertible_issuance'].includes(row.kind);
    const planClass = plans.find((entry) => entry.id === idOf('equity_plans', row.equity_plan_ref))?.share_class_id ?? null;
    const transaction: LedgerTransaction = {
      id,
      kind: row.kind,
      effective_on: row.effective_on,
      security_id: creates ? id : row.kind === 'reversal' ? (source?.security_id as string) : (source?.id as string),
      stakeholder_id: creates ? idOf('stakeholders', row.stakeholder_ref) : source ? (source.kind === 'stock_transfer' ? source.to_stakeholder_id : source.stakeholder_id) : null,
      to_stakeholder_id: row.kind === 'stock_transfer' ? idOf('stakeholders', row.to_stakeholder_ref) : row.kind === 'reversal' ? (source?.to_stakeholder_id ?? null) : null,
      share_class_id: row.kind === 'equity_compensation_issuance' ? planClass : row.kind === 'convertible_conversion' || creates ? idOf('share_classes', row.share_class_ref) : (source?.share_class_id ?? null),
      equity_plan_id: idOf('equity_plans', row.equity_plan_ref),
      quantity: row.quantity ?? null,
      price_per_share: row.price_per_share ?? (['equity_compensation_exercise', 'warrant_exercise'].includes(row.kind) ? (source?.price_per_share ?? null) : null),
      amount: row.amount ?? null,
      compensation_type: row.compensation_type ?? null,
      expires_on: row.expires_on ?? null,
      vesting_terms_id: idOf('vesting_terms', row.vesting_terms_ref),
      vesting_starts_on: row.vesting_starts_on ?? null,
      acceleration_trigger: row.acceleration_trigger ?? null,
      acceleration_percent: row.acceleration_percent ?? null,
      convertible_type: row.convertible_type ?? null,
      valuation_cap: row.valuation_cap ?? null,
      discount_percent: row.discount_percent ?? null,
      interest_rate_percent: row.interest_rate_percent ?? null,
      matures_on: row.matures_on ?? null,
      mfn: row.mfn ?? null,
      pro_rata: row.pro_rata ?? null,
      reverses_transaction_id: idOf('transactions', row.reverses_ref),
      note: row.note ?? null,
      created_at: `2026-01-02T00:00:00.${String(index).padStart(6, '0')}Z`,
    };
    transactions.push(transaction);
    byId.set(id, transaction);
  }
  return { organization, classes, plans, terms, stakeholders, transactions };
}
