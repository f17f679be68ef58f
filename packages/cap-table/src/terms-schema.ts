import { z } from './zod';

/**
 * The forms that describe the company before anything is issued: a share class, an equity plan,
 * vesting terms (zod, with react-hook-form). Fields are text as the form holds them; a message is
 * a problem code worded in the reader's language (`ledger.problems.*`). The tables check the same
 * limits (supabase/migrations/20261129100000_cap_table_ledger.sql).
 */
const name = z.string().trim().min(1, 'required').max(120, 'tooLong');
const whole = z.string().trim().regex(/^\d+$/, 'wholePositive').refine((value) => Number(value) > 0 && Number.isSafeInteger(Number(value)), 'wholePositive');
const wholeOrZero = z.string().trim().regex(/^\d+$/, 'wholePositive').refine((value) => Number.isSafeInteger(Number(value)), 'wholePositive');
const price = z.string().trim().regex(/^(\d+(\.\d+)?)?$/, 'positive');

export const shareClassSchema = z
  .object({
    name,
    classType: z.enum(['common', 'preferred']),
    authorizedShares: whole,
    pricePerShare: price,
    seniority: wholeOrZero,
    preferenceMultiple: z.string().trim().regex(/^\d+(\.\d+)?$/, 'positive'),
    participating: z.boolean(),
    participationCap: price,
  })
  .superRefine((form, context) => {
    if (form.classType === 'common' && form.participating) context.addIssue({ code: 'custom', path: ['participating'], message: 'commonParticipating' });
  });
export type ShareClassForm = z.infer<typeof shareClassSchema>;
export const EMPTY_SHARE_CLASS: ShareClassForm = { name: '', classType: 'preferred', authorizedShares: '', pricePerShare: '', seniority: '1', preferenceMultiple: '1', participating: false, participationCap: '' };

export const equityPlanSchema = z.object({ name, shareClassId: z.string().min(1, 'required'), sharesReserved: whole });
export type EquityPlanForm = z.infer<typeof equityPlanSchema>;
export const EMPTY_EQUITY_PLAN: EquityPlanForm = { name: '', shareClassId: '', sharesReserved: '' };

export const vestingTermsSchema = z
  .object({ name, periodUnit: z.enum(['months', 'days']), periodLength: whole, cliffLength: wholeOrZero, totalLength: whole })
  .superRefine((form, context) => {
    const [period, cliff, total] = [Number(form.periodLength), Number(form.cliffLength), Number(form.totalLength)];
    if (cliff > total) context.addIssue({ code: 'custom', path: ['cliffLength'], message: 'cliffAfterEnd' });
    if (period > 0 && total % period !== 0) context.addIssue({ code: 'custom', path: ['totalLength'], message: 'notWholePeriods' });
  });
export type VestingTermsForm = z.infer<typeof vestingTermsSchema>;
export const EMPTY_VESTING_TERMS: VestingTermsForm = { name: '', periodUnit: 'months', periodLength: '1', cliffLength: '12', totalLength: '48' };
