import type { TablesInsert } from '@fikrspace/db';
import { z } from './zod';
import { isCalendarDay } from './calendar-day';
import {
  FUNDING_ROUND_INSTRUMENTS,
  INVESTOR_NAME_MAX_LENGTH,
  MOVABLE_STAGES,
  NEXT_STEP_MAX_LENGTH,
  PASS_REASON_MAX_LENGTH,
  ROUND_NAME_MAX_LENGTH,
  ROUND_NOTES_MAX_LENGTH,
  SETTABLE_ROUND_STATUSES,
  type FundingRound,
  type FundingRoundInstrument,
  type RoundInvestor,
} from './funding-model';

/**
 * The round and investor forms (zod, with react-hook-form). Every field is text as the form holds
 * it; the instrument decides which terms a round shows, the stage what an investor needs. A
 * message is a problem code the form words in the reader's language (`fundraising.problems.*`);
 * the database checks the same and more, and its refusal is shown as it is.
 */
export type FundingProblem = 'required' | 'positive' | 'percent' | 'date' | 'currency' | 'email' | 'tooLong' | 'closeBeforeOpen' | 'ticketAboveTarget';

const text = z.string().trim();
const isAmount = (value: string) => /^\d+(\.\d{1,2})?$/.test(value) && Number(value) > 0;
const isPrice = (value: string) => /^\d+(\.\d{1,8})?$/.test(value) && Number(value) > 0;
const isPercent = (value: string) => /^\d+(\.\d+)?$/.test(value) && Number(value) < 100;
const isEmail = (value: string) => /^[^@\s]+@[^@\s]+$/.test(value) && value.length <= 320;
const orNull = (value: string) => (value === '' ? null : value);
const numberOrNull = (value: string) => (value === '' ? null : Number(value));

/* A round. */

const roundValues = z.object({
  name: text,
  instrument: z.enum(FUNDING_ROUND_INSTRUMENTS),
  // Codes are upper case; `usd` is taken as USD.
  currency: text.toUpperCase(),
  targetAmount: text,
  minimumTicket: text,
  preMoneyValuation: text,
  pricePerShare: text,
  shareClassId: text,
  valuationCap: text,
  discountPercent: text,
  interestRatePercent: text,
  maturesOn: text,
  opensOn: text,
  targetCloseOn: text,
  status: z.enum(SETTABLE_ROUND_STATUSES),
  notes: text,
});
export type RoundFormValues = z.infer<typeof roundValues>;

export const EMPTY_ROUND_FORM: RoundFormValues = {
  name: '',
  instrument: 'priced_equity',
  currency: 'USD',
  targetAmount: '',
  minimumTicket: '',
  preMoneyValuation: '',
  pricePerShare: '',
  shareClassId: '',
  valuationCap: '',
  discountPercent: '',
  interestRatePercent: '',
  maturesOn: '',
  opensOn: '',
  targetCloseOn: '',
  status: 'planning',
  notes: '',
};

/** The terms each instrument carries; the others are sent empty. */
export function termsOf(instrument: FundingRoundInstrument): ReadonlyArray<keyof RoundFormValues> {
  switch (instrument) {
    case 'priced_equity':
      return ['preMoneyValuation', 'pricePerShare', 'shareClassId'];
    case 'safe_post_money':
    case 'safe_pre_money':
      return ['valuationCap', 'discountPercent'];
    case 'convertible_note':
      return ['valuationCap', 'discountPercent', 'interestRatePercent', 'maturesOn'];
  }
}

export const roundFormSchema = roundValues.superRefine((form, context) => {
  const problem = (path: keyof RoundFormValues, message: FundingProblem) => context.addIssue({ code: 'custom', path: [path], message });
  if (form.name === '') problem('name', 'required');
  else if (form.name.length > ROUND_NAME_MAX_LENGTH) problem('name', 'tooLong');
  if (!/^[A-Z]{3}$/.test(form.currency)) problem('currency', 'currency');
  if (form.targetAmount === '') problem('targetAmount', 'required');
  else if (!isAmount(form.targetAmount)) problem('targetAmount', 'positive');
  if (form.minimumTicket !== '') {
    if (!isAmount(form.minimumTicket)) problem('minimumTicket', 'positive');
    else if (isAmount(form.targetAmount) && Number(form.minimumTicket) > Number(form.targetAmount)) problem('minimumTicket', 'ticketAboveTarget');
  }
  const terms = new Set(termsOf(form.instrument));
  for (const field of ['preMoneyValuation', 'valuationCap'] as const) if (terms.has(field) && form[field] !== '' && !isAmount(form[field])) problem(field, 'positive');
  if (terms.has('pricePerShare') && form.pricePerShare !== '' && !isPrice(form.pricePerShare)) problem('pricePerShare', 'positive');
  if (terms.has('discountPercent') && form.discountPercent !== '' && !isPercent(form.discountPercent)) problem('discountPercent', 'percent');
  if (terms.has('interestRatePercent') && form.interestRatePercent !== '' && !/^\d+(\.\d{1,3})?$/.test(form.interestRatePercent)) problem('interestRatePercent', 'positive');
  for (const field of ['opensOn', 'targetCloseOn', ...(terms.has('maturesOn') ? (['maturesOn'] as const) : [])] as const) {
    if (form[field] !== '' && !isCalendarDay(form[field])) problem(field, 'date');
  }
  if (isCalendarDay(form.opensOn) && isCalendarDay(form.targetCloseOn) && form.targetCloseOn < form.opensOn) problem('targetCloseOn', 'closeBeforeOpen');
  if (form.notes.length > ROUND_NOTES_MAX_LENGTH) problem('notes', 'tooLong');
});

/** The columns a round is written with. */
export type RoundRow = Omit<TablesInsert<'funding_rounds'>, 'id' | 'organization_id' | 'closed_on' | 'created_at' | 'created_by' | 'updated_at'>;

/** What the database is sent: the instrument's terms, every other term empty. */
export function toRoundRow(form: RoundFormValues): RoundRow {
  const terms = new Set(termsOf(form.instrument));
  const term = <T>(field: keyof RoundFormValues, convert: (value: string) => T) => (terms.has(field) ? convert(form[field]) : null);
  return {
    name: form.name,
    instrument: form.instrument,
    currency: form.currency,
    target_amount: Number(form.targetAmount),
    minimum_ticket: numberOrNull(form.minimumTicket),
    pre_money_valuation: term('preMoneyValuation', numberOrNull),
    price_per_share: term('pricePerShare', numberOrNull),
    share_class_id: term('shareClassId', orNull),
    valuation_cap: term('valuationCap', numberOrNull),
    discount_percent: term('discountPercent', numberOrNull),
    interest_rate_percent: term('interestRatePercent', numberOrNull),
    matures_on: term('maturesOn', orNull),
    opens_on: orNull(form.opensOn),
    target_close_on: orNull(form.targetCloseOn),
    status: form.status,
    notes: orNull(form.notes),
  };
}

const shown = (value: number | string | null) => (value === null ? '' : String(value));

/** A round as the form edits it. */
export function fromRound(round: FundingRound): RoundFormValues {
  return {
    name: round.name,
    instrument: round.instrument,
    currency: round.currency,
    targetAmount: shown(round.target_amount),
    minimumTicket: shown(round.minimum_ticket),
    preMoneyValuation: shown(round.pre_money_valuation),
    pricePerShare: shown(round.price_per_share),
    shareClassId: shown(round.share_class_id),
    valuationCap: shown(round.valuation_cap),
    discountPercent: shown(round.discount_percent),
    interestRatePercent: shown(round.interest_rate_percent),
    maturesOn: shown(round.matures_on),
    opensOn: shown(round.opens_on),
    targetCloseOn: shown(round.target_close_on),
    // A closed round is not edited by this form; its status stays what it was.
    status: round.status === 'closed' ? 'open' : round.status,
    notes: shown(round.notes),
  };
}

/* An investor. */

const investorValues = z.object({
  investorName: text,
  contactEmail: text,
  stage: z.enum(MOVABLE_STAGES),
  expectedAmount: text,
  committedAmount: text,
  nextStep: text,
  nextStepOn: text,
  passReason: text,
});
export type InvestorFormValues = z.infer<typeof investorValues>;

export const EMPTY_INVESTOR_FORM: InvestorFormValues = { investorName: '', contactEmail: '', stage: 'contacted', expectedAmount: '', committedAmount: '', nextStep: '', nextStepOn: '', passReason: '' };

export const investorFormSchema = investorValues.superRefine((form, context) => {
  const problem = (path: keyof InvestorFormValues, message: FundingProblem) => context.addIssue({ code: 'custom', path: [path], message });
  if (form.investorName === '') problem('investorName', 'required');
  else if (form.investorName.length > INVESTOR_NAME_MAX_LENGTH) problem('investorName', 'tooLong');
  if (form.contactEmail !== '' && !isEmail(form.contactEmail)) problem('contactEmail', 'email');
  if (form.expectedAmount !== '' && !isAmount(form.expectedAmount)) problem('expectedAmount', 'positive');
  if (form.committedAmount !== '' && !isAmount(form.committedAmount)) problem('committedAmount', 'positive');
  if (form.stage === 'committed' && form.committedAmount === '') problem('committedAmount', 'required');
  if (form.stage === 'passed' && form.passReason === '') problem('passReason', 'required');
  if (form.passReason.length > PASS_REASON_MAX_LENGTH) problem('passReason', 'tooLong');
  if (form.nextStep.length > NEXT_STEP_MAX_LENGTH) problem('nextStep', 'tooLong');
  if (form.nextStepOn !== '' && !isCalendarDay(form.nextStepOn)) problem('nextStepOn', 'date');
});

/** The columns an investor is written with. */
export type InvestorRow = Pick<
  TablesInsert<'funding_round_investors'>,
  'investor_name' | 'contact_email' | 'stage' | 'expected_amount' | 'committed_amount' | 'next_step' | 'next_step_on' | 'pass_reason'
>;

/** What the database is sent; a reason to pass is kept only while the investor has passed. */
export function toInvestorRow(form: InvestorFormValues): InvestorRow {
  return {
    investor_name: form.investorName,
    contact_email: orNull(form.contactEmail),
    stage: form.stage,
    expected_amount: numberOrNull(form.expectedAmount),
    committed_amount: numberOrNull(form.committedAmount),
    next_step: orNull(form.nextStep),
    next_step_on: orNull(form.nextStepOn),
    pass_reason: form.stage === 'passed' ? orNull(form.passReason) : null,
  };
}

/** An investor as the form edits it. */
export function fromInvestor(investor: RoundInvestor): InvestorFormValues {
  return {
    investorName: investor.investor_name,
    contactEmail: shown(investor.contact_email),
    stage: investor.stage === 'closed' ? 'committed' : investor.stage,
    expectedAmount: shown(investor.expected_amount),
    committedAmount: shown(investor.committed_amount),
    nextStep: shown(investor.next_step),
    nextStepOn: shown(investor.next_step_on),
    passReason: shown(investor.pass_reason),
  };
}

/* What a move along the pipeline asks for. */

export const passReasonSchema = z.object({ reason: text }).superRefine((form, context) => {
  if (form.reason === '') context.addIssue({ code: 'custom', path: ['reason'], message: 'required' satisfies FundingProblem });
  else if (form.reason.length > PASS_REASON_MAX_LENGTH) context.addIssue({ code: 'custom', path: ['reason'], message: 'tooLong' satisfies FundingProblem });
});

export const commitAmountSchema = z.object({ amount: text }).superRefine((form, context) => {
  if (form.amount === '') context.addIssue({ code: 'custom', path: ['amount'], message: 'required' satisfies FundingProblem });
  else if (!isAmount(form.amount)) context.addIssue({ code: 'custom', path: ['amount'], message: 'positive' satisfies FundingProblem });
});
