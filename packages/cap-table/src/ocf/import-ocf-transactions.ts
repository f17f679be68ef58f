import type { Report } from './import-ocf';
import type { ImportPlan, PlanTransaction, ReportReason } from './ocf-plan';
import { supportOf } from './ocf-transaction-types';
import type { OcfItem } from './ocf-types';
import { acceleration, compensationOf, convertibleOf, noteOr, positive } from './import-ocf-fields';
import { readComments, readDate, readNumber, readWhole } from './ocf-values';

/**
 * OCF transactions as ledger rows, in date order. The ledger's trigger would refuse a row that does
 * not fit (more shares than are left, a security of another kind, a second conversion), which
 * would fail the whole import; those are found here and reported instead, so the plan applies.
 * Whether options had vested by an exercise is left to the database, which names the transaction
 * it refuses.
 *
 * OCF ends a security on every transaction and issues what results as new securities: a
 * transfer's, an exercise's and a conversion's resulting stock issuances complete that transaction
 * (the recipient, the class, the shares), and a balance security is the same ledger security
 * continuing, so neither is created as a row of its own.
 */

interface Context {
  plan: ImportPlan;
  report: Report;
  stakeholders: Set<string>;
  classes: Map<string, { type: 'common' | 'preferred' }>;
  plans: Map<string, { classRef: string }>;
  terms: Map<string, 'applied' | 'notApplied'>;
}

type Holding = 'stock' | 'option' | 'rsu' | 'warrant' | 'convertible';

/** A ledger security as the import has built it so far; OCF's balance securities share it. */
interface Security {
  ref: string;
  holding: Holding;
  holder: string;
  classRef: string | null;
  left: number;
  issuedOn: string;
  /** Created by an issuance (so a retraction may reverse it), not a transfer, exercise or conversion. */
  issued: boolean;
  vests: boolean;
  ended: boolean;
  reversed: boolean;
  active: boolean;
  amount: number;
}

const ISSUANCES: Record<string, Holding | 'grant'> = {
  TX_STOCK_ISSUANCE: 'stock',
  TX_EQUITY_COMPENSATION_ISSUANCE: 'grant',
  TX_PLAN_SECURITY_ISSUANCE: 'grant',
  TX_WARRANT_ISSUANCE: 'warrant',
  TX_CONVERTIBLE_ISSUANCE: 'convertible',
};
const RANK = (type: string) => (type in ISSUANCES ? 0 : type === 'TX_VESTING_START' ? 1 : type.includes('RETRACTION') ? 3 : 2);
const RESULTING = new Set(['TX_STOCK_TRANSFER', 'TX_EQUITY_COMPENSATION_EXERCISE', 'TX_PLAN_SECURITY_EXERCISE', 'TX_WARRANT_EXERCISE', 'TX_CONVERTIBLE_CONVERSION']);

const securityOf = (item: OcfItem) => (typeof item.security_id === 'string' ? item.security_id : '');
const listOf = (value: unknown) => (Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []);

export function importTransactions(items: OcfItem[], { plan, report, stakeholders, classes, plans, terms }: Context): void {
  // Issuances by security, the transactions whose resulting or balance securities they are, and vesting starts.
  const issuances = new Map<string, OcfItem>();
  const children = new Map<string, string>();
  const starts = new Map<string, OcfItem>();
  for (const item of items) {
    if (item.object_type in ISSUANCES && !issuances.has(securityOf(item))) issuances.set(securityOf(item), item);
    if (item.object_type === 'TX_VESTING_START' && !starts.has(securityOf(item))) starts.set(securityOf(item), item);
    for (const child of [...(RESULTING.has(item.object_type) ? listOf(item.resulting_security_ids) : []), ...listOf([item.balance_security_id])]) children.set(child, item.id);
  }
  const dated = items.map((item, index) => ({ item, index, date: readDate(item.date) }));
  const ordered = dated
    .filter((entry): entry is typeof entry & { date: string } => entry.date !== null)
    .sort((a, b) => a.date.localeCompare(b.date) || RANK(a.item.object_type) - RANK(b.item.object_type) || a.index - b.index);

  const securities = new Map<string, Security>();
  const notApplied = new Set<string>();
  const handled = new Set<OcfItem>();
  const usedStarts = new Set<OcfItem>();

  const push = (item: OcfItem, row: Omit<PlanTransaction, 'source' | 'ref'> & { ref?: string }) => {
    plan.transactions.push({ ref: item.id, source: `${item.object_type} ${item.id}`, note: readComments(item.comments).note, ...row });
  };
  const skip = (item: OcfItem, reason: ReportReason, detail?: string) => {
    report.skip(item, reason, detail);
    for (const child of [...listOf(item.resulting_security_ids), ...listOf([item.balance_security_id])]) {
      const issuance = issuances.get(child);
      if (issuance && !handled.has(issuance) && children.get(child) === item.id) {
        handled.add(issuance);
        report.skip(issuance, 'partOfNotApplied', item.id);
      }
    }
    if (item.object_type in ISSUANCES) notApplied.add(securityOf(item));
  };
  /** The resulting stock issuances of a transaction, marked as handled. */
  const resultsOf = (item: OcfItem) =>
    listOf(item.resulting_security_ids)
      .map((id) => issuances.get(id))
      .filter((issuance): issuance is OcfItem => !!issuance && issuance.object_type === 'TX_STOCK_ISSUANCE' && !handled.has(issuance));
  const register = (id: string, security: Security, item: OcfItem) => {
    if (securities.has(id)) report.warn(item, 'duplicateSecurity', id);
    else securities.set(id, security);
  };

  for (const { item, date } of dated) if (!date) skip(item, 'invalidField', 'date');
  for (const { item, date } of ordered) {
    if (handled.has(item)) continue;
    const type = item.object_type;
    const id = securityOf(item);
    if (type in ISSUANCES) {
      if (children.has(id) && issuances.get(id) === item) continue;
      issue(item, date);
      continue;
    }
    // A vesting start belongs to its issuance, whichever comes first; those left over are reported below.
    if (type === 'TX_VESTING_START') continue;
    const security = securities.get(id);
    if (!security) {
      skip(item, notApplied.has(id) ? 'securityNotApplied' : 'unknownSecurity', id);
      continue;
    }
    if (security.reversed) skip(item, 'securityReversed');
    else if (date < security.issuedOn) skip(item, 'dateBeforeSecurity');
    else act(item, date, security);
  }
  for (const { item } of ordered) {
    if (item.object_type !== 'TX_VESTING_START' || usedStarts.has(item)) continue;
    const id = securityOf(item);
    const security = securities.get(id);
    if (!security) report.skip(item, notApplied.has(id) ? 'securityNotApplied' : 'unknownSecurity', id);
    else report.skip(item, 'noVestingTerms');
  }
  // A resulting or balance security whose transaction never came to apply it.
  for (const [id, parent] of children) {
    const issuance = issuances.get(id);
    if (issuance && !handled.has(issuance)) report.skip(issuance, 'partOfNotApplied', parent);
  }

  function issue(item: OcfItem, date: string) {
    const id = securityOf(item);
    const kind = ISSUANCES[item.object_type] as Holding | 'grant';
    if (!id) return skip(item, 'invalidField', 'security_id');
    if (securities.has(id)) return skip(item, 'duplicateSecurity', id);
    const holder = typeof item.stakeholder_id === 'string' ? item.stakeholder_id : '';
    if (!stakeholders.has(holder)) return skip(item, 'unknownStakeholder', holder);
    const { tags } = readComments(item.comments);
    const base = { stakeholder_ref: holder, effective_on: date };
    const security = (holding: Holding, classRef: string | null, left: number, vests: boolean, amount = 0): Security => ({
      ref: item.id,
      holding,
      holder,
      classRef,
      left,
      issuedOn: date,
      issued: true,
      vests,
      ended: false,
      reversed: false,
      active: false,
      amount,
    });

    if (kind === 'stock') {
      const classRef = String(item.stock_class_id ?? '');
      const quantity = readWhole(item.quantity);
      if (!classes.has(classRef)) return skip(item, 'unknownStockClass', classRef);
      if (quantity === null) return skip(item, 'invalidField', 'quantity');
      const planRef = typeof item.stock_plan_id === 'string' && plans.has(item.stock_plan_id) ? item.stock_plan_id : null;
      const vesting = vestingOf(item, date);
      if (!vesting) return;
      push(item, {
        ...base,
        ...vesting,
        kind: 'stock_issuance',
        share_class_ref: classRef,
        equity_plan_ref: planRef,
        quantity,
        price_per_share: report.money(item, item.share_price, 8),
        amount: positive(report.money(item, item.cost_basis, 2)),
        expires_on: readDate(tags.get('expires_on')),
        ...acceleration(tags, vesting),
      });
      return register(id, security('stock', classRef, quantity, !!vesting.vesting_terms_ref), item);
    }
    if (kind === 'grant') {
      const planRef = typeof item.stock_plan_id === 'string' ? item.stock_plan_id : '';
      if (!planRef) return skip(item, 'noPlan');
      if (!plans.has(planRef)) return skip(item, 'unknownStockPlan', planRef);
      const compensation = compensationOf(item);
      if (!compensation) return skip(item, 'compensationType', String(item.compensation_type));
      const quantity = readWhole(item.quantity);
      if (quantity === null) return skip(item, 'invalidField', 'quantity');
      const price = report.money(item, item.exercise_price, 8);
      if (compensation !== 'rsu' && price === null) return skip(item, 'invalidField', 'exercise_price');
      const vesting = vestingOf(item, date);
      if (!vesting) return;
      push(item, { ...base, ...vesting, kind: 'equity_compensation_issuance', equity_plan_ref: planRef, quantity, price_per_share: price, compensation_type: compensation, expires_on: readDate(item.expiration_date), ...acceleration(tags, vesting) });
      return register(id, security(compensation === 'rsu' ? 'rsu' : 'option', (plans.get(planRef) as { classRef: string }).classRef, quantity, !!vesting.vesting_terms_ref), item);
    }
    if (kind === 'warrant') {
      const triggers = Array.isArray(item.exercise_triggers) ? (item.exercise_triggers as { conversion_right?: { converts_to_stock_class_id?: unknown; conversion_mechanism?: { type?: unknown; converts_to_quantity?: unknown } } }[]) : [];
      const classRef = triggers.map((trigger) => trigger?.conversion_right?.converts_to_stock_class_id).find((classId): classId is string => typeof classId === 'string' && classes.has(classId));
      if (!classRef) return skip(item, 'warrantClass');
      const fixed = triggers.map((trigger) => trigger?.conversion_right?.conversion_mechanism).find((mechanism) => mechanism?.type === 'FIXED_AMOUNT_CONVERSION');
      const quantity = readWhole(item.quantity) ?? readWhole(fixed?.converts_to_quantity);
      if (quantity === null) return skip(item, 'invalidField', 'quantity');
      const price = report.money(item, item.exercise_price, 8);
      if (price === null) return skip(item, 'invalidField', 'exercise_price');
      const vesting = vestingOf(item, date);
      if (!vesting) return;
      push(item, { ...base, ...vesting, kind: 'warrant_issuance', share_class_ref: classRef, quantity, price_per_share: price, amount: positive(report.money(item, item.purchase_price, 2)), expires_on: readDate(item.warrant_expiration_date) });
      return register(id, security('warrant', classRef, quantity, !!vesting.vesting_terms_ref), item);
    }
    const convertible = convertibleOf(item, report);
    if (typeof convertible === 'string') return skip(item, convertible === 'convertibleType' ? 'convertibleType' : 'invalidField', convertible === 'convertibleType' ? String(item.convertible_type) : convertible);
    push(item, { stakeholder_ref: holder, effective_on: date, kind: 'convertible_issuance', ...convertible, pro_rata: tags.has('pro_rata') ? tags.get('pro_rata') === 'true' : item.pro_rata !== undefined ? true : null });
    return register(id, security('convertible', null, 0, false, convertible.amount), item);
  }

  /** The issuance's vesting terms and start; null when the issuance is reported for them. */
  function vestingOf(item: OcfItem, date: string): { vesting_terms_ref: string | null; vesting_starts_on: string | null } | null {
    const termsId = typeof item.vesting_terms_id === 'string' ? item.vesting_terms_id : null;
    const explicit = Array.isArray(item.vestings) && item.vestings.length > 0;
    if (termsId && !terms.has(termsId)) {
      skip(item, 'unknownVestingTerms', termsId);
      return null;
    }
    if (!termsId || terms.get(termsId) !== 'applied') {
      // Vesting the ledger cannot hold is said so; the holding itself still counts.
      if (termsId || explicit) report.warn(item, 'vestingNotKept', termsId ?? 'vestings');
      return { vesting_terms_ref: null, vesting_starts_on: null };
    }
    if (explicit) report.warn(item, 'vestingNotKept', 'vestings');
    const start = starts.get(securityOf(item));
    const startsOn = start ? readDate(start.date) : null;
    if (start) usedStarts.add(start);
    if (!startsOn) report.warn(item, 'vestingStartAssumed', date);
    return { vesting_terms_ref: termsId, vesting_starts_on: startsOn ?? date };
  }

  function act(item: OcfItem, date: string, security: Security) {
    const type = item.object_type;
    const as = supportOf(type).status === 'applied' ? (supportOf(type) as { as: string }).as : null;
    const fits: Record<string, Holding[]> = {
      stock_transfer: ['stock'],
      stock_cancellation: ['stock'],
      stock_repurchase: ['stock'],
      equity_compensation_exercise: ['option', 'rsu'],
      equity_compensation_cancellation: ['option', 'rsu'],
      warrant_exercise: ['warrant'],
      warrant_cancellation: ['warrant'],
      convertible_conversion: ['convertible'],
      convertible_cancellation: ['convertible'],
      vesting_acceleration: ['stock', 'option', 'rsu'],
      reversal: ['stock', 'option', 'rsu', 'warrant', 'convertible'],
    };
    if (!as || !fits[as]?.includes(security.holding)) return skip(item, 'wrongSecurity', security.holding);
    const row = { security_ref: security.ref, effective_on: date };
    const { tags } = readComments(item.comments);
    const price = tags.has('price_per_share') ? readNumber(tags.get('price_per_share'), 8) : undefined;
    const amount = tags.has('amount') ? readNumber(tags.get('amount'), 2) : undefined;
    const extras = { ...(price === undefined ? {} : { price_per_share: price }), ...(amount === undefined ? {} : { amount: positive(amount) }) };

    if (as === 'reversal') {
      if (!security.issued) return skip(item, 'retractionTarget');
      if (security.active) return skip(item, 'retractionAfterActivity');
      push(item, { effective_on: date, kind: 'reversal', reverses_ref: security.ref, note: typeof item.reason_text === 'string' ? item.reason_text.slice(0, 2000) : null });
      security.reversed = true;
      return;
    }
    if (as === 'vesting_acceleration') {
      const quantity = readWhole(item.quantity);
      if (!security.vests) return skip(item, 'noVestingTerms');
      if (quantity === null) return skip(item, 'invalidField', 'quantity');
      push(item, { ...row, kind: tags.get('kind') === 'vesting_event' ? 'vesting_event' : 'vesting_acceleration', quantity, note: noteOr(item, item.reason_text) });
      security.active = true;
      return;
    }
    if (as === 'convertible_conversion' || as === 'convertible_cancellation') {
      if (security.ended) return skip(item, 'securityEnded');
      if (typeof item.balance_security_id === 'string') return skip(item, 'partialConvertible');
      if (as === 'convertible_cancellation') {
        const cancelled = report.money(item, item.amount, 2);
        if (cancelled !== null && cancelled < security.amount) return skip(item, 'partialConvertible');
        push(item, { ...row, kind: 'convertible_cancellation', note: noteOr(item, item.reason_text), ...extras });
      } else {
        const results = resultsOf(item);
        const classRef = results.map((result) => String(result.stock_class_id ?? '')).find((classId) => classes.has(classId));
        const shares = results.filter((result) => result.stock_class_id === classRef).reduce((sum, result) => sum + (readWhole(result.quantity) ?? 0), 0);
        if (!classRef || shares === 0) return skip(item, 'noConversionResult');
        warnHolders(item, results, security.holder);
        push(item, { ...row, kind: 'convertible_conversion', share_class_ref: classRef, quantity: shares, price_per_share: report.money(results[0] as OcfItem, (results[0] as OcfItem).share_price, 8), note: noteOr(item, item.reason_text), ...extras });
        resulting(item, results, { holder: security.holder, classRef, shares, date });
      }
      security.ended = true;
      security.active = true;
      return;
    }

    // What is left of the security after it; a warrant's exercise takes what its resulting securities issue, or the rest.
    const results = RESULTING.has(type) ? resultsOf(item) : [];
    const issued = results.reduce((sum, result) => sum + (readWhole(result.quantity) ?? 0), 0);
    const quantity = as === 'warrant_exercise' ? (issued || security.left) : readWhole(item.quantity);
    if (quantity === null) return skip(item, 'invalidField', 'quantity');
    if (quantity > security.left) return skip(item, 'quantityExceeds', String(security.left));

    if (as === 'stock_transfer') {
      if (results.length === 0) return skip(item, 'noRecipient');
      const recipients = results.map((result) => String(result.stakeholder_id ?? ''));
      const unknown = recipients.find((recipient) => !stakeholders.has(recipient));
      if (unknown !== undefined) return skip(item, 'unknownStakeholder', unknown);
      if (recipients.includes(security.holder)) return skip(item, 'sameHolder');
      const quantities = results.length === 1 ? [quantity] : results.map((result) => readWhole(result.quantity) ?? 0);
      if (quantities.reduce((sum, value) => sum + value, 0) !== quantity || quantities.includes(0)) return skip(item, 'invalidField', 'quantity');
      results.forEach((result, index) => {
        const ref = index === 0 ? item.id : `${item.id}#${index + 1}`;
        push(item, { ...row, ref, kind: 'stock_transfer', to_stakeholder_ref: recipients[index] as string, quantity: quantities[index] as number, ...(index === 0 ? extras : {}) });
        handled.add(result);
        register(securityOf(result), { ...security, ref, holder: recipients[index] as string, left: quantities[index] as number, issuedOn: date, issued: false, vests: false, active: false }, result);
      });
    } else if (as === 'equity_compensation_exercise' || as === 'warrant_exercise') {
      if (security.holding === 'rsu') return skip(item, 'rsuExercise');
      warnHolders(item, results, security.holder);
      push(item, { ...row, kind: as, quantity, ...extras });
      resulting(item, results, { holder: security.holder, classRef: security.classRef, shares: quantity, date });
    } else {
      const kind = as as 'stock_cancellation' | 'stock_repurchase' | 'equity_compensation_cancellation' | 'warrant_cancellation';
      const repurchased = kind === 'stock_repurchase' ? { price_per_share: report.money(item, item.price, 8) } : {};
      push(item, { ...row, kind, quantity, note: noteOr(item, item.reason_text), ...repurchased, ...extras });
    }
    security.left -= quantity;
    security.active = true;
    balance(item, security);
  }

  /** The shares a transaction created, under each of its resulting security ids. */
  function resulting(item: OcfItem, results: OcfItem[], { holder, classRef, shares, date }: { holder: string; classRef: string | null; shares: number; date: string }) {
    const created: Security = { ref: item.id, holding: 'stock', holder, classRef, left: shares, issuedOn: date, issued: false, vests: false, ended: false, reversed: false, active: false, amount: 0 };
    for (const id of listOf(item.resulting_security_ids)) if (!securities.has(id)) securities.set(id, created);
    for (const result of results) handled.add(result);
  }

  /** A balance security is the same ledger security going on; its issuance should state what is left. */
  function balance(item: OcfItem, security: Security) {
    if (typeof item.balance_security_id !== 'string') return;
    const issuance = issuances.get(item.balance_security_id);
    if (issuance) {
      handled.add(issuance);
      const start = starts.get(item.balance_security_id);
      if (start) usedStarts.add(start);
      const stated = readWhole(issuance.quantity);
      if (stated !== null && stated !== security.left) report.warn(issuance, 'balanceQuantity', String(security.left));
    }
    if (!securities.has(item.balance_security_id)) securities.set(item.balance_security_id, security);
  }

  function warnHolders(item: OcfItem, results: OcfItem[], holder: string) {
    if (results.some((result) => result.stakeholder_id !== holder)) report.warn(item, 'resultingHolder');
  }
}
