import { describe, expect, it } from 'vitest';
import { EMPTY_INVESTOR_FORM, EMPTY_ROUND_FORM, investorFormSchema, roundFormSchema, toInvestorRow, toRoundRow, type InvestorFormValues, type RoundFormValues } from './funding-schema';

const problems = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('the round form', () => {
  const valid: RoundFormValues = { ...EMPTY_ROUND_FORM, name: 'Series A', targetAmount: '6000000', pricePerShare: '2.22', opensOn: '2026-10-01', targetCloseOn: '2027-01-31' };

  it.each([
    [{}, {}],
    [{ name: '', targetAmount: '' }, { name: 'required', targetAmount: 'required' }],
    [{ targetAmount: '-1', currency: 'US' }, { targetAmount: 'positive', currency: 'currency' }],
    [{ currency: 'aed' }, {}],
    [{ minimumTicket: '7000000' }, { minimumTicket: 'ticketAboveTarget' }],
    [{ targetCloseOn: '2026-09-30' }, { targetCloseOn: 'closeBeforeOpen' }],
    [{ opensOn: '2026-02-30' }, { opensOn: 'date' }],
    [{ instrument: 'safe_post_money', discountPercent: '100' }, { discountPercent: 'percent' }],
    // A term the instrument does not carry is not checked: it is not sent.
    [{ instrument: 'safe_post_money', pricePerShare: 'x' }, {}],
  ] as const)('with %o says %o', (change, expected) => {
    expect(problems(roundFormSchema.safeParse({ ...valid, ...change }))).toEqual(expected);
  });

  it('sends the instrument’s terms and empties the others', () => {
    const row = toRoundRow({ ...valid, instrument: 'convertible_note', valuationCap: '10000000', interestRatePercent: '6', maturesOn: '2028-06-30', pricePerShare: '2.22' });
    expect(row).toMatchObject({ instrument: 'convertible_note', valuation_cap: 10_000_000, interest_rate_percent: 6, matures_on: '2028-06-30', price_per_share: null, share_class_id: null, target_amount: 6_000_000 });
  });
});

describe('the investor form', () => {
  const valid: InvestorFormValues = { ...EMPTY_INVESTOR_FORM, investorName: 'Oasis Ventures' };

  it.each([
    [{}, {}],
    [{ investorName: '' }, { investorName: 'required' }],
    [{ stage: 'passed' }, { passReason: 'required' }],
    [{ stage: 'committed' }, { committedAmount: 'required' }],
    [{ contactEmail: 'not an address' }, { contactEmail: 'email' }],
    [{ nextStepOn: 'tomorrow' }, { nextStepOn: 'date' }],
  ] as const)('with %o says %o', (change, expected) => {
    expect(problems(investorFormSchema.safeParse({ ...valid, ...change }))).toEqual(expected);
  });

  it('keeps a reason to pass only while the investor has passed', () => {
    expect(toInvestorRow({ ...valid, stage: 'meeting', passReason: 'Old reason' }).pass_reason).toBeNull();
    expect(toInvestorRow({ ...valid, stage: 'passed', passReason: 'Too early' }).pass_reason).toBe('Too early');
  });
});
