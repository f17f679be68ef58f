import type { CapTransactionKind } from '../ledger-model';
import { ISSUANCE_KINDS, type LedgerTransaction, type OcfLedger } from './ocf-ledger';
import type { OcfItem } from './ocf-types';
import { toMonetary, toNumeric, toPercentage, tag } from './ocf-values';
import { START_CONDITION_ID, scheduledVested } from './ocf-vesting';

/**
 * The ledger's transactions as OCF transactions, in the order they were recorded. The ledger and
 * OCF differ in how a holding moves:
 * - a transfer, an exercise or a conversion creates shares that OCF issues by a stock issuance of
 *   its own (the resulting security, under `<row id>-resulting`);
 * - a transaction that takes part of a security leaves the rest on it in the ledger, where OCF ends
 *   the security and issues the rest as a balance security (`<row id>-balance`); exercises keep
 *   their security, as OCF's have no balance;
 * - a reversal of an issuance is OCF's retraction of the security. A reversal of anything else has
 *   no OCF form: the reversed transaction and its reversal are left out together and listed in
 *   `omitted` (and in the manifest's comments), never dropped silently.
 * What OCF has no field for (a grant's acceleration terms, a SAFE's pro rata right, a price the
 * ledger recorded on a transfer) travels in `fikr:` comments, so the package imports back whole.
 */

export interface OmittedReversal {
  transactionId: string;
  kind: CapTransactionKind;
  reversalId: string;
  effectiveOn: string;
  reversedOn: string;
}

const byRecorded = (a: LedgerTransaction, b: LedgerTransaction) =>
  a.effective_on.localeCompare(b.effective_on) || a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);

const RETRACTIONS: Partial<Record<CapTransactionKind, string>> = {
  stock_issuance: 'TX_STOCK_RETRACTION',
  equity_compensation_issuance: 'TX_EQUITY_COMPENSATION_RETRACTION',
  warrant_issuance: 'TX_WARRANT_RETRACTION',
  convertible_issuance: 'TX_CONVERTIBLE_RETRACTION',
};
const COMPENSATION = { option_iso: 'OPTION_ISO', option_nso: 'OPTION_NSO', rsu: 'RSU' } as const;
const STOCK_HOLDINGS = new Set<CapTransactionKind>(['stock_issuance', 'stock_transfer', 'equity_compensation_exercise', 'warrant_exercise', 'convertible_conversion']);

export function transactionsToOcf(ledger: OcfLedger): { items: OcfItem[]; omitted: OmittedReversal[] } {
  const ordered = [...ledger.transactions].sort(byRecorded);
  const byId = new Map(ordered.map((row) => [row.id, row]));
  const classes = new Map(ledger.classes.map((row) => [row.id, row]));
  const terms = new Map(ledger.terms.map((row) => [row.id, row]));

  const skipped = new Set<string>();
  const omitted: OmittedReversal[] = [];
  for (const reversal of ordered) {
    const reversed = reversal.kind === 'reversal' ? byId.get(reversal.reverses_transaction_id ?? '') : undefined;
    if (reversal.kind !== 'reversal' || (reversed && ISSUANCE_KINDS.has(reversed.kind))) continue;
    skipped.add(reversal.id);
    if (!reversed) continue;
    skipped.add(reversed.id);
    omitted.push({ transactionId: reversed.id, kind: reversed.kind, reversalId: reversal.id, effectiveOn: reversed.effective_on, reversedOn: reversal.effective_on });
  }

  const items: OcfItem[] = [];
  /** Each ledger security's id in OCF: its own, then its latest balance security. */
  const current = new Map<string, string>();
  const left = new Map<string, number>();
  /** Shares vested by events so far, per grant, as public.vested_quantity adds them up. */
  const extraVested = new Map<string, number>();
  const counters = new Map<string, number>();
  const customId = (prefix: string) => {
    const next = (counters.get(prefix) ?? 0) + 1;
    counters.set(prefix, next);
    return `${prefix}${next}`;
  };
  const ocfSecurity = (security: string) => current.get(security) ?? security;
  const notes = (row: LedgerTransaction, tags: string[] = []) => [...(row.note ? [row.note] : []), ...tags];
  const comments = (row: LedgerTransaction, tags: string[] = []) => commented(notes(row, tags));
  /** The ledger's price and amount on a row whose OCF form has no field for them. */
  const extras = (row: LedgerTransaction) => [
    ...(row.price_per_share !== null ? [tag('price_per_share', toNumeric(row.price_per_share))] : []),
    ...(row.amount !== null ? [tag('amount', toNumeric(row.amount))] : []),
  ];
  const holderOf = (creator: LedgerTransaction) => (creator.kind === 'stock_transfer' ? creator.to_stakeholder_id : creator.stakeholder_id) as string;
  const priceOf = (creator: LedgerTransaction) => (creator.kind === 'stock_transfer' ? (byId.get(creator.security_id)?.price_per_share ?? null) : creator.price_per_share);

  const vestingStart = (id: string, security: string, row: LedgerTransaction) => {
    if (row.vesting_terms_id && row.vesting_starts_on) {
      items.push({ object_type: 'TX_VESTING_START', id: `${id}-vesting-start`, security_id: security, date: row.vesting_starts_on, vesting_condition_id: START_CONDITION_ID });
    }
  };
  const vesting = (row: LedgerTransaction) => (row.vesting_terms_id ? { vesting_terms_id: row.vesting_terms_id } : {});

  /** A stock issuance: the row's own, or the resulting or balance security of another. */
  const issueStock = (id: string, security: string, creator: LedgerTransaction, quantity: number, date: string, tags: string[] = [], withVesting = false) => {
    const shareClass = classes.get(creator.share_class_id ?? '');
    const price = priceOf(creator);
    items.push({
      object_type: 'TX_STOCK_ISSUANCE',
      id,
      security_id: security,
      date,
      stakeholder_id: holderOf(creator),
      custom_id: customId(shareClass?.class_type === 'preferred' ? 'PS-' : 'CS-'),
      security_law_exemptions: [],
      stock_class_id: creator.share_class_id as string,
      share_price: toMonetary(price ?? 0),
      quantity: toNumeric(quantity),
      stock_legend_ids: [],
      ...(creator.kind === 'stock_issuance' && creator.amount !== null && id === creator.id ? { cost_basis: toMonetary(creator.amount) } : {}),
      ...(creator.kind === 'stock_issuance' && creator.equity_plan_id ? { stock_plan_id: creator.equity_plan_id } : {}),
      ...(withVesting ? vesting(creator) : {}),
      ...commented(tags),
    });
    if (withVesting) vestingStart(id, security, creator);
  };
  const grant = (id: string, security: string, row: LedgerTransaction, quantity: number, date: string, tags: string[]) => {
    items.push({
      object_type: 'TX_EQUITY_COMPENSATION_ISSUANCE',
      id,
      security_id: security,
      date,
      stakeholder_id: row.stakeholder_id as string,
      custom_id: customId('EC-'),
      security_law_exemptions: [],
      stock_plan_id: row.equity_plan_id as string,
      compensation_type: COMPENSATION[row.compensation_type ?? 'option_nso'],
      quantity: toNumeric(quantity),
      ...(row.price_per_share !== null ? { exercise_price: toMonetary(row.price_per_share) } : {}),
      expiration_date: row.expires_on,
      termination_exercise_windows: [],
      ...vesting(row),
      ...commented(tags),
    });
    vestingStart(id, security, row);
  };
  const warrant = (id: string, security: string, row: LedgerTransaction, quantity: number, date: string, tags: string[]) => {
    items.push({
      object_type: 'TX_WARRANT_ISSUANCE',
      id,
      security_id: security,
      date,
      stakeholder_id: row.stakeholder_id as string,
      custom_id: customId('W-'),
      security_law_exemptions: [],
      quantity: toNumeric(quantity),
      exercise_price: toMonetary(row.price_per_share ?? 0),
      purchase_price: toMonetary(id === row.id ? (row.amount ?? 0) : 0),
      exercise_triggers: [
        {
          type: 'ELECTIVE_AT_WILL',
          trigger_id: `${row.id}-exercise`,
          conversion_right: { type: 'WARRANT_CONVERSION_RIGHT', conversion_mechanism: { type: 'FIXED_AMOUNT_CONVERSION', converts_to_quantity: toNumeric(quantity) }, converts_to_stock_class_id: row.share_class_id },
        },
      ],
      ...(row.expires_on ? { warrant_expiration_date: row.expires_on } : {}),
      ...vesting(row),
      ...commented(tags),
    });
    vestingStart(id, security, row);
  };

  /** Pushes a transaction that acts on a security, then the balance security it leaves when OCF has one. */
  const act = (row: LedgerTransaction, item: Record<string, unknown>, withBalance: boolean, after?: () => void) => {
    const security = row.security_id;
    const source = ocfSecurity(security);
    const rest = (left.get(security) ?? 0) - (row.quantity ?? 0);
    left.set(security, rest);
    const balance = withBalance && rest > 0 ? `${row.id}-balance` : null;
    items.push({ id: row.id, date: row.effective_on, security_id: source, ...item, ...(balance ? { balance_security_id: balance } : {}) } as unknown as OcfItem);
    after?.();
    if (!balance) return;
    const creator = byId.get(security) as LedgerTransaction;
    const id = `${row.id}-balance-issuance`;
    if (STOCK_HOLDINGS.has(creator.kind)) issueStock(id, balance, creator, rest, row.effective_on, [], creator.kind === 'stock_issuance');
    else if (creator.kind === 'equity_compensation_issuance') grant(id, balance, creator, rest, row.effective_on, []);
    else warrant(id, balance, creator, rest, row.effective_on, []);
    current.set(security, balance);
  };
  const resulting = (row: LedgerTransaction, quantity: number) => {
    current.set(row.id, row.id);
    left.set(row.id, quantity);
    issueStock(`${row.id}-resulting`, row.id, row, quantity, row.effective_on);
  };

  for (const row of ordered) {
    if (skipped.has(row.id)) continue;
    const quantity = row.quantity ?? 0;
    switch (row.kind) {
      case 'stock_issuance':
        current.set(row.id, row.id);
        left.set(row.id, quantity);
        issueStock(row.id, row.id, row, quantity, row.effective_on, notes(row, [...accelerationTags(row), ...(row.expires_on ? [tag('expires_on', row.expires_on)] : [])]), true);
        break;
      case 'equity_compensation_issuance':
        current.set(row.id, row.id);
        left.set(row.id, quantity);
        grant(row.id, row.id, row, quantity, row.effective_on, notes(row, accelerationTags(row)));
        break;
      case 'warrant_issuance':
        current.set(row.id, row.id);
        left.set(row.id, quantity);
        warrant(row.id, row.id, row, quantity, row.effective_on, notes(row));
        break;
      case 'convertible_issuance':
        current.set(row.id, row.id);
        items.push(convertible(row, customId(row.convertible_type === 'convertible_note' ? 'CN-' : 'SAFE-')));
        break;
      case 'stock_transfer':
        act(row, { object_type: 'TX_STOCK_TRANSFER', quantity: toNumeric(quantity), resulting_security_ids: [row.id], ...comments(row, extras(row)) }, true, () => resulting(row, quantity));
        break;
      case 'equity_compensation_exercise':
        act(row, { object_type: 'TX_EQUITY_COMPENSATION_EXERCISE', quantity: toNumeric(quantity), resulting_security_ids: [row.id], ...comments(row, extras(row)) }, false, () => resulting(row, quantity));
        break;
      case 'warrant_exercise':
        act(row, { object_type: 'TX_WARRANT_EXERCISE', trigger_id: `${row.security_id}-exercise`, resulting_security_ids: [row.id], ...comments(row, extras(row)) }, false, () => resulting(row, quantity));
        break;
      case 'convertible_conversion':
        act(
          row,
          { object_type: 'TX_CONVERTIBLE_CONVERSION', reason_text: row.note ?? 'Converted', trigger_id: `${row.security_id}-financing`, resulting_security_ids: [row.id], ...comments(row, extras(row)) },
          false,
          () => resulting(row, quantity),
        );
        break;
      case 'stock_cancellation':
      case 'equity_compensation_cancellation':
      case 'warrant_cancellation': {
        const type = { stock_cancellation: 'TX_STOCK_CANCELLATION', equity_compensation_cancellation: 'TX_EQUITY_COMPENSATION_CANCELLATION', warrant_cancellation: 'TX_WARRANT_CANCELLATION' }[row.kind];
        act(row, { object_type: type, quantity: toNumeric(quantity), reason_text: row.note ?? 'Cancelled', ...comments(row, extras(row)) }, true);
        break;
      }
      case 'stock_repurchase':
        act(row, { object_type: 'TX_STOCK_REPURCHASE', quantity: toNumeric(quantity), price: toMonetary(row.price_per_share ?? 0), ...comments(row, extras(row)) }, true);
        break;
      case 'convertible_cancellation':
        act(row, { object_type: 'TX_CONVERTIBLE_CANCELLATION', amount: toMonetary(byId.get(row.security_id)?.amount ?? 0), reason_text: row.note ?? 'Cancelled', ...comments(row, extras(row)) }, false);
        break;
      case 'vesting_event':
      case 'vesting_acceleration': {
        const vested = row.quantity ?? accelerated(row);
        extraVested.set(row.security_id, (extraVested.get(row.security_id) ?? 0) + vested);
        const tags = row.kind === 'vesting_event' ? [tag('kind', 'vesting_event')] : [];
        items.push({ object_type: 'TX_VESTING_ACCELERATION', id: row.id, date: row.effective_on, security_id: ocfSecurity(row.security_id), quantity: toNumeric(vested), reason_text: row.note ?? (row.kind === 'vesting_event' ? 'Vesting event' : 'Acceleration'), ...commented(tags) });
        break;
      }
      case 'reversal': {
        const reversed = byId.get(row.reverses_transaction_id ?? '') as LedgerTransaction;
        items.push({ object_type: RETRACTIONS[reversed.kind] as string, id: row.id, date: row.effective_on, security_id: ocfSecurity(reversed.id), reason_text: row.note ?? 'Reversed' });
        break;
      }
    }
  }
  return { items, omitted };

  /** A percentage acceleration as the shares it vests: that share of what was unvested on its day. */
  function accelerated(row: LedgerTransaction): number {
    const granted = byId.get(row.security_id);
    const schedule = terms.get(granted?.vesting_terms_id ?? '');
    if (!granted?.quantity || !schedule || !granted.vesting_starts_on || granted.acceleration_percent === null) return 0;
    const before = scheduledVested(granted.quantity, schedule, granted.vesting_starts_on, row.effective_on) + (extraVested.get(granted.id) ?? 0);
    return Math.floor((Math.max(granted.quantity - before, 0) * granted.acceleration_percent) / 100);
  }
}

const commented = (list: string[]) => (list.length > 0 ? { comments: list } : {});

function accelerationTags(row: LedgerTransaction): string[] {
  return row.acceleration_trigger && row.acceleration_percent !== null ? [tag('acceleration', `${row.acceleration_trigger}:${toNumeric(row.acceleration_percent)}`)] : [];
}

function convertible(row: LedgerTransaction, customId: string): OcfItem {
  const terms = {
    ...(row.discount_percent !== null ? { conversion_discount: toPercentage(row.discount_percent) } : {}),
    ...(row.valuation_cap !== null ? { conversion_valuation_cap: toMonetary(row.valuation_cap) } : {}),
    conversion_mfn: row.mfn ?? false,
  };
  const mechanism =
    row.convertible_type === 'convertible_note'
      ? {
          type: 'CONVERTIBLE_NOTE_CONVERSION',
          interest_rates: row.interest_rate_percent !== null ? [{ rate: toPercentage(row.interest_rate_percent), accrual_start_date: row.effective_on }] : [],
          day_count_convention: 'ACTUAL_365',
          interest_payout: 'DEFERRED',
          interest_accrual_period: 'DAILY',
          compounding_type: 'SIMPLE',
          ...terms,
        }
      : { type: 'SAFE_CONVERSION', conversion_timing: row.convertible_type === 'safe_pre_money' ? 'PRE_MONEY' : 'POST_MONEY', ...terms };
  const right = { type: 'CONVERTIBLE_CONVERSION_RIGHT', conversion_mechanism: mechanism, converts_to_future_round: true };
  const triggers: Record<string, unknown>[] = [{ type: 'AUTOMATIC_ON_CONDITION', trigger_id: `${row.id}-financing`, trigger_condition: 'The next equity financing', conversion_right: right }];
  if (row.matures_on) triggers.push({ type: 'AUTOMATIC_ON_DATE', trigger_id: `${row.id}-maturity`, trigger_date: row.matures_on, conversion_right: right });
  const tags = [...(row.note ? [row.note] : []), ...(row.pro_rata !== null ? [tag('pro_rata', String(row.pro_rata))] : [])];
  return {
    object_type: 'TX_CONVERTIBLE_ISSUANCE',
    id: row.id,
    security_id: row.id,
    date: row.effective_on,
    stakeholder_id: row.stakeholder_id as string,
    custom_id: customId,
    security_law_exemptions: [],
    convertible_type: row.convertible_type === 'convertible_note' ? 'NOTE' : 'SAFE',
    investment_amount: toMonetary(row.amount ?? 0),
    conversion_triggers: triggers,
    seniority: 1,
    ...commented(tags),
  };
}
