import type { BudgetLineInput } from './api/save-budget-lines';
import { BUDGET_AMOUNT_LIMIT, BUDGET_CATEGORIES, BUDGET_NOTE_MAX_LENGTH, type BudgetCategory } from './budget-model';
import { parseNumber } from './numbers';
import type { RunwayScenario } from './runway-model';
import { z } from './zod';

/**
 * The forms of the finances: a month's budget and actuals, and a runway scenario (zod, with
 * react-hook-form). Each field is what was typed, read as the month form reads a number in the
 * reader's language; a message is a problem code the form words in that language, and what was
 * typed stays in the field.
 */

export type BudgetProblem = 'notANumber' | 'outOfRange' | 'negative' | 'budgetRequired' | 'actualNotYet' | 'noteLong' | 'fundingMonthRequired';

type Read = { ok: true; value: number | null } | { ok: false; problem: BudgetProblem };

/** An amount of money: empty, or a number from 0 to the table's limit. */
function readAmount(text: string, languageDecimal: string): Read {
  if (text.trim() === '') return { ok: true, value: null };
  const parsed = parseNumber(text, { languageDecimal });
  if (!parsed.ok) return { ok: false, problem: parsed.problem === 'outOfRange' ? 'outOfRange' : 'notANumber' };
  if (parsed.value < 0) return { ok: false, problem: 'negative' };
  if (parsed.value > BUDGET_AMOUNT_LIMIT) return { ok: false, problem: 'outOfRange' };
  return { ok: true, value: parsed.value };
}

export interface BudgetLineFields {
  budgeted: string;
  actual: string;
  note: string;
}

export type BudgetMonthValues = { lines: Record<BudgetCategory, BudgetLineFields> };

/**
 * A month's lines, one per category. A category left empty has no line; one with an actual or a
 * note needs its budget (0 when there is none); a month that has not begun takes no actual.
 */
export function budgetMonthSchema(languageDecimal: string, actualsOpen: boolean) {
  const line = z.object({ budgeted: z.string(), actual: z.string(), note: z.string() }).superRefine((fields, context) => {
    const budgeted = readAmount(fields.budgeted, languageDecimal);
    const actual = readAmount(fields.actual, languageDecimal);
    if (!budgeted.ok) context.addIssue({ code: 'custom', path: ['budgeted'], message: budgeted.problem });
    if (!actual.ok) context.addIssue({ code: 'custom', path: ['actual'], message: actual.problem });
    else if (!actualsOpen && actual.value !== null) context.addIssue({ code: 'custom', path: ['actual'], message: 'actualNotYet' });
    if (budgeted.ok && budgeted.value === null && (fields.actual.trim() !== '' || fields.note.trim() !== '')) context.addIssue({ code: 'custom', path: ['budgeted'], message: 'budgetRequired' });
    if (fields.note.trim().length > BUDGET_NOTE_MAX_LENGTH) context.addIssue({ code: 'custom', path: ['note'], message: 'noteLong' });
  });
  return z.object({ lines: z.object(Object.fromEntries(BUDGET_CATEGORIES.map((category) => [category, line])) as Record<BudgetCategory, typeof line>) });
}

/** The line a valid category's fields make, or null when they are all empty. */
export function budgetLineOf(category: BudgetCategory, fields: BudgetLineFields, languageDecimal: string): BudgetLineInput | null {
  const budgeted = readAmount(fields.budgeted, languageDecimal);
  const actual = readAmount(fields.actual, languageDecimal);
  const note = fields.note.trim();
  if (!budgeted.ok || !actual.ok || budgeted.value === null) return null;
  return { category, budgeted: budgeted.value, actual: actual.value, note: note === '' ? null : note };
}

export interface ScenarioFields {
  burnChangePercent: string;
  revenueGrowthPercent: string;
  fundingAmount: string;
  /** A month (`YYYY-MM-01`), or empty. */
  fundingMonth: string;
}

/** How far a scenario may move burn and growth, in percent. */
export const BURN_CHANGE_LIMITS = [-100, 1000] as const;
export const REVENUE_GROWTH_LIMITS = [-100, 100] as const;

function readPercent(text: string, [lowest, highest]: readonly [number, number], languageDecimal: string): Read {
  if (text.trim() === '') return { ok: true, value: 0 };
  const parsed = parseNumber(text.trim().replace(/\s*[%\u066a]$/, ''), { languageDecimal });
  if (!parsed.ok) return { ok: false, problem: 'notANumber' };
  return parsed.value < lowest || parsed.value > highest ? { ok: false, problem: 'outOfRange' } : { ok: true, value: parsed.value };
}

/** A scenario's fields: percentages within their limits (empty is 0), funding an amount with its month. */
export function scenarioSchema(languageDecimal: string) {
  return z.object({ burnChangePercent: z.string(), revenueGrowthPercent: z.string(), fundingAmount: z.string(), fundingMonth: z.string() }).superRefine((fields, context) => {
    const burn = readPercent(fields.burnChangePercent, BURN_CHANGE_LIMITS, languageDecimal);
    const growth = readPercent(fields.revenueGrowthPercent, REVENUE_GROWTH_LIMITS, languageDecimal);
    const funding = readAmount(fields.fundingAmount, languageDecimal);
    if (!burn.ok) context.addIssue({ code: 'custom', path: ['burnChangePercent'], message: burn.problem });
    if (!growth.ok) context.addIssue({ code: 'custom', path: ['revenueGrowthPercent'], message: growth.problem });
    if (!funding.ok) context.addIssue({ code: 'custom', path: ['fundingAmount'], message: funding.problem });
    else if ((funding.value ?? 0) > 0 && fields.fundingMonth === '') context.addIssue({ code: 'custom', path: ['fundingMonth'], message: 'fundingMonthRequired' });
  });
}

/** The scenario valid fields describe, or null while any is not valid. */
export function scenarioOf(fields: ScenarioFields, languageDecimal: string): RunwayScenario | null {
  if (!scenarioSchema(languageDecimal).safeParse(fields).success) return null;
  const burn = readPercent(fields.burnChangePercent, BURN_CHANGE_LIMITS, languageDecimal);
  const growth = readPercent(fields.revenueGrowthPercent, REVENUE_GROWTH_LIMITS, languageDecimal);
  const funding = readAmount(fields.fundingAmount, languageDecimal);
  if (!burn.ok || !growth.ok || !funding.ok) return null;
  return { burnChangePercent: burn.value ?? 0, revenueGrowthPercent: growth.value ?? 0, fundingAmount: funding.value ?? 0, fundingMonth: fields.fundingMonth === '' ? null : fields.fundingMonth };
}
