import { z } from './zod';
import { isCalendarDay } from './calendar-day';

/**
 * A round scenario's terms, as `cap_round_scenarios.terms` stores them and the modeler's form
 * edits them. Stored terms are read back through `parseScenarioTerms`, so a row written by another
 * version (or by hand) shows as a scenario that cannot be read rather than breaking the page.
 */
const money = z.number().finite().positive();
const investor = z.union([
  // A stakeholder row's id; the conversion checks it is this company's.
  z.object({ stakeholderId: z.string().min(1).max(64), amount: money }),
  z.object({ name: z.string().trim().min(1).max(200), amount: money }),
]);
const pool = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('none') }),
  z.object({ mode: z.literal('target'), percent: z.number().finite().min(0).lt(100) }),
  z.object({ mode: z.literal('shares'), shares: z.number().int().positive() }),
]);

export const scenarioTermsSchema = z.object({
  newMoney: money,
  preMoneyValuation: money,
  pool,
  poolTiming: z.enum(['pre-money', 'post-money']),
  closingDate: z.string().refine(isCalendarDay),
  investors: z.array(investor).min(1).max(50),
});

export type ScenarioTerms = z.infer<typeof scenarioTermsSchema>;
export type ScenarioInvestor = ScenarioTerms['investors'][number];

export function parseScenarioTerms(value: unknown): ScenarioTerms | null {
  const parsed = scenarioTermsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The form: every number is text as typed, so a half-typed value is kept and worded back, never
 * lost. A message is a problem code the form words in the reader's language (`modeler.problems.*`).
 */
export type ScenarioProblem = 'required' | 'positive' | 'wholePositive' | 'percent' | 'date' | 'investorsDoNotAddUp' | 'investorChoice' | 'name';

const text = z.string().trim();
const formInvestor = z.object({ stakeholderId: text, name: text, amount: text });
const formValues = z.object({
  name: text,
  newMoney: text,
  preMoneyValuation: text,
  poolMode: z.enum(['none', 'target', 'shares']),
  poolValue: text,
  poolTiming: z.enum(['pre-money', 'post-money']),
  closingDate: text,
  investors: z.array(formInvestor),
});

export type ScenarioFormValues = z.infer<typeof formValues>;

export const emptyScenarioForm = (closingDate: string): ScenarioFormValues => ({
  name: '',
  newMoney: '',
  preMoneyValuation: '',
  poolMode: 'target',
  poolValue: '10',
  poolTiming: 'pre-money',
  closingDate,
  investors: [{ stakeholderId: '', name: '', amount: '' }],
});

/** A number as a form field holds it: digits with an optional decimal point; thousands separators are allowed and ignored. */
export function numberFrom(value: string): number | null {
  const cleaned = value.replace(/[,\s\u066C\u00A0]/g, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

const centsOf = (value: number) => Math.round(value * 100);

/** The form's values checked and turned into stored terms, or the problem of each field. */
export const scenarioFormSchema = formValues.transform((values, context): ScenarioFormValues & { terms: ScenarioTerms } => {
  const problem = (path: (string | number)[], message: ScenarioProblem) => context.addIssue({ code: 'custom', path, message });
  if (values.name === '') problem(['name'], 'name');
  const positive = (field: 'newMoney' | 'preMoneyValuation') => {
    const value = numberFrom(values[field]);
    if (values[field] === '') problem([field], 'required');
    else if (value === null || value <= 0) problem([field], 'positive');
    return value ?? 0;
  };
  const newMoney = positive('newMoney');
  const preMoneyValuation = positive('preMoneyValuation');
  let termsPool: ScenarioTerms['pool'] = { mode: 'none' };
  if (values.poolMode !== 'none') {
    const value = numberFrom(values.poolValue);
    if (values.poolValue === '') problem(['poolValue'], 'required');
    else if (values.poolMode === 'target' && (value === null || value >= 100)) problem(['poolValue'], 'percent');
    else if (values.poolMode === 'shares' && (value === null || !Number.isInteger(value) || value <= 0)) problem(['poolValue'], 'wholePositive');
    termsPool = values.poolMode === 'target' ? { mode: 'target', percent: value ?? 0 } : { mode: 'shares', shares: value ?? 0 };
  }
  if (!isCalendarDay(values.closingDate)) problem(['closingDate'], 'date');
  const investors: ScenarioInvestor[] = values.investors.map((row, index) => {
    const amount = numberFrom(row.amount);
    if (row.amount === '') problem(['investors', index, 'amount'], 'required');
    else if (amount === null || amount <= 0) problem(['investors', index, 'amount'], 'positive');
    if ((row.stakeholderId === '') === (row.name === '')) problem(['investors', index, 'name'], 'investorChoice');
    return row.stakeholderId ? { stakeholderId: row.stakeholderId, amount: amount ?? 0 } : { name: row.name, amount: amount ?? 0 };
  });
  if (investors.length === 0) problem(['investors'], 'required');
  const invested = investors.reduce((sum, row) => sum + centsOf(row.amount), 0);
  if (newMoney > 0 && investors.every((row) => row.amount > 0) && invested !== centsOf(newMoney)) problem(['investors'], 'investorsDoNotAddUp');
  return { ...values, terms: { newMoney, preMoneyValuation, pool: termsPool, poolTiming: values.poolTiming, closingDate: values.closingDate, investors } };
});

/** Stored terms back into the form, to open a saved scenario for editing. */
export function formFromTerms(name: string, terms: ScenarioTerms): ScenarioFormValues {
  return {
    name,
    newMoney: String(terms.newMoney),
    preMoneyValuation: String(terms.preMoneyValuation),
    poolMode: terms.pool.mode,
    poolValue: terms.pool.mode === 'target' ? String(terms.pool.percent) : terms.pool.mode === 'shares' ? String(terms.pool.shares) : '',
    poolTiming: terms.poolTiming,
    closingDate: terms.closingDate,
    investors: terms.investors.map((row) => ('stakeholderId' in row ? { stakeholderId: row.stakeholderId, name: '', amount: String(row.amount) } : { stakeholderId: '', name: row.name, amount: String(row.amount) })),
  };
}
