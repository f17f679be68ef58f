import { describe, expect, it } from 'vitest';
import { EMPTY_SHARE_CLASS, EMPTY_VESTING_TERMS, shareClassSchema, vestingTermsSchema } from './terms-schema';

const problemsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? {} : Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));

describe('the forms that describe the company', () => {
  it.each([
    ['a class without name or authorized shares', { ...EMPTY_SHARE_CLASS }, { name: 'required', authorizedShares: 'wholePositive' }],
    ['a participating common class', { ...EMPTY_SHARE_CLASS, name: 'Common', classType: 'common' as const, authorizedShares: '1000', participating: true }, { participating: 'commonParticipating' }],
    ['a price with a comma', { ...EMPTY_SHARE_CLASS, name: 'Seed', authorizedShares: '1000', pricePerShare: '0,80' }, { pricePerShare: 'positive' }],
    ['a sound preferred class', { ...EMPTY_SHARE_CLASS, name: 'Seed', authorizedShares: '3000000', pricePerShare: '0.80' }, {}],
  ])('share class: %s', (_case, values, expected) => {
    expect(problemsOf(shareClassSchema.safeParse(values))).toEqual(expected);
  });

  it.each([
    ['the standard four years with a one-year cliff', { ...EMPTY_VESTING_TERMS, name: '4y/1y' }, {}],
    ['a cliff after the end', { ...EMPTY_VESTING_TERMS, name: 'x', cliffLength: '60' }, { cliffLength: 'cliffAfterEnd' }],
    ['a length that is not whole quarters', { ...EMPTY_VESTING_TERMS, name: 'x', periodLength: '3', totalLength: '40' }, { totalLength: 'notWholePeriods' }],
  ])('vesting terms: %s', (_case, values, expected) => {
    expect(problemsOf(vestingTermsSchema.safeParse(values))).toEqual(expected);
  });
});
