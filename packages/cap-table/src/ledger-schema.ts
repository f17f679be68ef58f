import { z } from './zod';
import { isCalendarDay } from './calendar-day';
import { RECORDABLE_KINDS, createsSecurity, type RecordableKind } from './ledger-model';
import type { NewCapTransaction } from './api/record-cap-transaction';

/**
 * The transaction form (zod, with react-hook-form). Every field is text as the form holds it; the
 * kind decides which are required. A message is a problem code the form words in the reader's
 * language (`ledger.problems.*`); the database checks the rest against the ledger (what is left of
 * a security, vesting) and its refusal is shown as it is.
 */
export type LedgerProblem = 'required' | 'date' | 'wholePositive' | 'positive' | 'percent' | 'sameRecipient';

const text = z.string().trim();
const values = z.object({
  kind: z.enum(RECORDABLE_KINDS),
  effectiveOn: text,
  stakeholderId: text,
  securityId: text,
  toStakeholderId: text,
  shareClassId: text,
  equityPlanId: text,
  compensationType: text,
  quantity: text,
  pricePerShare: text,
  amount: text,
  vestingTermsId: text,
  vestingStartsOn: text,
  convertibleType: text,
  valuationCap: text,
  discountPercent: text,
  note: text.max(2000),
});

export type LedgerFormValues = z.infer<typeof values>;

export const EMPTY_LEDGER_FORM: LedgerFormValues = {
  kind: 'stock_issuance',
  effectiveOn: '',
  stakeholderId: '',
  securityId: '',
  toStakeholderId: '',
  shareClassId: '',
  equityPlanId: '',
  compensationType: 'option_iso',
  quantity: '',
  pricePerShare: '',
  amount: '',
  vestingTermsId: '',
  vestingStartsOn: '',
  convertibleType: 'safe_post_money',
  valuationCap: '',
  discountPercent: '',
  note: '',
};

/** The fields each kind asks for, beside the date and the note. */
export function fieldsOf(kind: RecordableKind): ReadonlyArray<keyof LedgerFormValues> {
  switch (kind) {
    case 'stock_issuance':
      return ['stakeholderId', 'shareClassId', 'quantity', 'pricePerShare', 'vestingTermsId', 'vestingStartsOn'];
    case 'equity_compensation_issuance':
      return ['stakeholderId', 'equityPlanId', 'compensationType', 'quantity', 'pricePerShare', 'vestingTermsId', 'vestingStartsOn'];
    case 'warrant_issuance':
      return ['stakeholderId', 'shareClassId', 'quantity', 'pricePerShare'];
    case 'convertible_issuance':
      return ['stakeholderId', 'convertibleType', 'amount', 'valuationCap', 'discountPercent'];
    case 'stock_transfer':
      return ['securityId', 'toStakeholderId', 'quantity'];
    case 'stock_repurchase':
      return ['securityId', 'quantity', 'pricePerShare'];
    case 'convertible_conversion':
      return ['securityId', 'shareClassId', 'quantity', 'pricePerShare'];
    case 'convertible_cancellation':
      return ['securityId'];
    case 'stock_cancellation':
    case 'equity_compensation_exercise':
    case 'equity_compensation_cancellation':
    case 'warrant_exercise':
    case 'warrant_cancellation':
    case 'vesting_event':
    case 'vesting_acceleration':
      return ['securityId', 'quantity'];
  }
}

/** Fields a kind shows that may stay empty. */
const OPTIONAL: ReadonlySet<keyof LedgerFormValues> = new Set(['pricePerShare', 'vestingTermsId', 'vestingStartsOn', 'valuationCap', 'discountPercent']);

const isWhole = (value: string) => /^\d+$/.test(value) && Number(value) > 0 && Number.isSafeInteger(Number(value));
const isPositive = (value: string) => /^\d+(\.\d+)?$/.test(value) && Number(value) > 0;

export const ledgerFormSchema = values.superRefine((form, context) => {
  const problem = (path: keyof LedgerFormValues, message: LedgerProblem) => context.addIssue({ code: 'custom', path: [path], message });
  if (!isCalendarDay(form.effectiveOn)) problem('effectiveOn', 'date');
  const shown = fieldsOf(form.kind);
  for (const field of shown) {
    const value = form[field];
    if (value === '') {
      // An option needs its exercise price; an RSU has none. A vesting start goes with its terms.
      // An acceleration without a number takes the grant's acceleration terms (the ledger checks it has some).
      const optionalHere = OPTIONAL.has(field) || (field === 'quantity' && form.kind === 'vesting_acceleration');
      const needed = (field === 'pricePerShare' && form.kind === 'equity_compensation_issuance' && form.compensationType !== 'rsu') || (field === 'vestingStartsOn' && form.vestingTermsId !== '') || !optionalHere;
      if (needed) problem(field, 'required');
      continue;
    }
    if (field === 'quantity' && !isWhole(value)) problem(field, 'wholePositive');
    if ((field === 'amount' || field === 'valuationCap') && !isPositive(value)) problem(field, 'positive');
    if (field === 'pricePerShare' && !/^\d+(\.\d+)?$/.test(value)) problem(field, 'positive');
    if (field === 'discountPercent' && !(/^\d+(\.\d+)?$/.test(value) && Number(value) < 100)) problem(field, 'percent');
    if (field === 'vestingStartsOn' && !isCalendarDay(value)) problem(field, 'date');
  }
  if (form.kind === 'stock_transfer' && form.toStakeholderId !== '' && form.toStakeholderId === form.stakeholderId) problem('toStakeholderId', 'sameRecipient');
});

const orNull = (value: string) => (value === '' ? null : value);
const numberOrNull = (value: string) => (value === '' ? null : Number(value));

/** What the ledger is sent: the fields of the kind, nothing else. */
export function toTransaction(organizationId: string, form: LedgerFormValues): NewCapTransaction {
  const shown = new Set(fieldsOf(form.kind));
  const take = <T>(field: keyof LedgerFormValues, convert: (value: string) => T) => (shown.has(field) ? convert(form[field]) : null);
  return {
    organization_id: organizationId,
    kind: form.kind,
    effective_on: form.effectiveOn,
    // The database gives a new security the transaction's own id; one acted on is named.
    ...(createsSecurity(form.kind) ? {} : { security_id: form.securityId }),
    stakeholder_id: take('stakeholderId', orNull),
    to_stakeholder_id: take('toStakeholderId', orNull),
    share_class_id: take('shareClassId', orNull),
    equity_plan_id: take('equityPlanId', orNull),
    compensation_type: form.kind === 'equity_compensation_issuance' ? (form.compensationType as NewCapTransaction['compensation_type']) : null,
    quantity: take('quantity', numberOrNull),
    price_per_share: form.kind === 'equity_compensation_issuance' && form.compensationType === 'rsu' ? null : take('pricePerShare', numberOrNull),
    amount: take('amount', numberOrNull),
    vesting_terms_id: take('vestingTermsId', orNull),
    vesting_starts_on: form.vestingTermsId === '' ? null : take('vestingStartsOn', orNull),
    convertible_type: form.kind === 'convertible_issuance' ? (form.convertibleType as NewCapTransaction['convertible_type']) : null,
    valuation_cap: take('valuationCap', numberOrNull),
    discount_percent: take('discountPercent', numberOrNull),
    note: orNull(form.note),
  };
}
