import { describe, expect, it } from 'vitest';
import type { MathsResult } from './result';
import { exitWaterfall, type ClassHolding, type PreferredClass, type ShareClass, type Waterfall, type WaterfallInput } from './waterfall';

function paid(result: MathsResult<Waterfall>): Waterfall {
  if (!result.ok) throw new Error(result.problem);
  return result.value;
}

const amountsOf = (waterfall: Waterfall) => Object.fromEntries(waterfall.stakeholders.map(({ stakeholderId, amount }) => [stakeholderId, amount]));

/**
 * "Liquidation Preference Calculation Table V1 (English Version)", Scribd document 6879756
 * (https://ja.scribd.com/document/6879756/Liquidation-Preference-Calculation-English-Version):
 * a $5M Series A at $10M pre-money, so management holds 2/3 and investors 1/3 (here 10,000,000
 * common and 5,000,000 Series A at $1.00). The table pays, in whole dollars, a "plain vanilla"
 * 1x non-participating Series A and a "negotiated" 2x participating one capped at 3x.
 */
const management: ClassHolding = { stakeholderId: 'management', classId: 'common', shares: 10_000_000 };
const investors: ClassHolding = { stakeholderId: 'investors', classId: 'series-a', shares: 5_000_000 };
const seriesA = (terms: Partial<PreferredClass>): ShareClass => ({ id: 'series-a', kind: 'preferred', seniority: 1, issuePrice: 1, preferenceMultiple: 1, participating: false, ...terms });
const scribdTable = (seriesATerms: Partial<PreferredClass>, exitValue: number): WaterfallInput => ({
  exitValue,
  classes: [{ id: 'common', kind: 'common' }, seriesA(seriesATerms)],
  holdings: [management, investors],
});

describe('the exit waterfall', () => {
  it.each([
    // Below the $5M preference (not in the table): the investors take all $4M.
    { exitValue: 4_000_000, management: 0, investors: 4_000_000, converted: false },
    // The table: $5M → $0 / $5,000,000.
    { exitValue: 5_000_000, management: 0, investors: 5_000_000, converted: false },
    // Between: $10M → $5,000,000 / $5,000,000; converting would give the investors only $3.33M.
    { exitValue: 10_000_000, management: 5_000_000, investors: 5_000_000, converted: false },
    // Above the $15M break-even the investors convert: $20M → $13,333,333 / $6,666,667 in the
    // table; to the cent 13,333,333.33 and 6,666,666.67 (the leftover cent to the larger remainder).
    { exitValue: 20_000_000, management: 13_333_333.33, investors: 6_666_666.67, converted: true },
    // $100M → $66,666,667 / $33,333,333.
    { exitValue: 100_000_000, management: 66_666_666.67, investors: 33_333_333.33, converted: true },
  ])('1x non-participating at an exit of $exitValue', ({ exitValue, converted, ...expected }) => {
    const waterfall = paid(exitWaterfall(scribdTable({}, exitValue)));
    expect(amountsOf(waterfall)).toEqual(expected);
    expect(waterfall.classes.find((shareClass) => shareClass.classId === 'series-a')?.converted).toBe(converted);
  });

  it.each([
    // The table's "negotiated" columns: a 2x preference ($10M), participating, capped at 3x ($15M in all).
    // $5M → the whole exit against a $10M preference.
    { exitValue: 5_000_000, management: 0, investors: 5_000_000, converted: false },
    // $10M → exactly the preference.
    { exitValue: 10_000_000, management: 0, investors: 10_000_000, converted: false },
    // $20M → $10M preference + 1/3 of the $10M left: $13,333,333 / $6,666,667 for management.
    { exitValue: 20_000_000, management: 6_666_666.67, investors: 13_333_333.33, converted: false },
    // $30M → $10M + 1/3 of $20M would be $16.67M: capped at $15M, management $15M.
    { exitValue: 30_000_000, management: 15_000_000, investors: 15_000_000, converted: false },
    // $40M → still capped: $15M / $25M.
    { exitValue: 40_000_000, management: 25_000_000, investors: 15_000_000, converted: false },
    // $50M → 1/3 as common is $16,666,667, above the cap: the investors convert; management $33,333,333.
    { exitValue: 50_000_000, management: 33_333_333.33, investors: 16_666_666.67, converted: true },
  ])('2x participating capped at 3x at an exit of $exitValue', ({ exitValue, converted, ...expected }) => {
    const waterfall = paid(exitWaterfall(scribdTable({ preferenceMultiple: 2, participating: true, participationCapMultiple: 3 }, exitValue)));
    expect(amountsOf(waterfall)).toEqual(expected);
    expect(waterfall.classes.find((shareClass) => shareClass.classId === 'series-a')?.converted).toBe(converted);
  });

  /**
   * Constructed: founders 6,000,000 common; Series A 2,000,000 at $1.00 (1x non-participating,
   * seniority 1); Series B 1,000,000 at $2.00 (1x non-participating, seniority 2, paid first);
   * 1,000,000 options at $0.50 and 100,000 warrants at $5.00.
   */
  const stack = (exitValue: number, seriesBSeniority = 2): WaterfallInput => ({
    exitValue,
    classes: [
      { id: 'common', kind: 'common' },
      { id: 'series-a', kind: 'preferred', seniority: 1, issuePrice: 1, preferenceMultiple: 1, participating: false },
      { id: 'series-b', kind: 'preferred', seniority: seriesBSeniority, issuePrice: 2, preferenceMultiple: 1, participating: false },
      { id: 'options', kind: 'option', exercisePrice: 0.5 },
      { id: 'warrants', kind: 'warrant', exercisePrice: 5 },
    ],
    holdings: [
      { stakeholderId: 'founders', classId: 'common', shares: 6_000_000 },
      { stakeholderId: 'fund-a', classId: 'series-a', shares: 2_000_000 },
      { stakeholderId: 'fund-b', classId: 'series-b', shares: 1_000_000 },
      { stakeholderId: 'employees', classId: 'options', shares: 1_000_000 },
      { stakeholderId: 'lender', classId: 'warrants', shares: 100_000 },
    ],
  });

  it.each([
    // $3M: Series B's $2M first, Series A gets the remaining $1M of its $2M; nothing for common.
    { case: 'senior first at $3M', input: stack(3_000_000), expected: { founders: 0, 'fund-a': 1_000_000, 'fund-b': 2_000_000, employees: 0, lender: 0 }, value: 0 },
    // $3M with A and B at one seniority: $4M of preferences share $3M pro rata, $1.5M each.
    { case: 'equal seniority pro rata at $3M', input: stack(3_000_000, 1), expected: { founders: 0, 'fund-a': 1_500_000, 'fund-b': 1_500_000, employees: 0, lender: 0 }, value: 0 },
    // $15M: B keeps its $2M; A converts: (15M − 2M + 0.5M of option strikes) / 9M shares = $1.50
    // a share, A $3M; founders $9M; options 1M × (1.50 − 0.50) = $1M; warrants out of the money.
    // B converting would get only (15.5M / 10M) × 1M = $1.55M.
    { case: 'A converts, B does not, at $15M', input: stack(15_000_000), expected: { founders: 9_000_000, 'fund-a': 3_000_000, 'fund-b': 2_000_000, employees: 1_000_000, lender: 0 }, value: 1.5 },
    // $59.6M: everyone converts and the warrants are in the money:
    // (59.6M + 0.5M + 0.5M) / 10.1M = $6.00; options 1M × 5.50, warrants 100,000 × 1.00.
    { case: 'all convert, warrants in the money, at $59.6M', input: stack(59_600_000), expected: { founders: 36_000_000, 'fund-a': 12_000_000, 'fund-b': 6_000_000, employees: 5_500_000, lender: 100_000 }, value: 6 },
  ])('$case', ({ input, expected, value }) => {
    const waterfall = paid(exitWaterfall(input));
    expect(amountsOf(waterfall)).toEqual(expected);
    expect(waterfall.commonValuePerShare).toBe(value);
  });

  it.each([1, 999_999.99, 3_333_333.33, 10_500_000.01, 19_500_000, 45_000_000.03, 123_456_789.12])('pays out exactly the exit value of %s, to the cent', (exitValue) => {
    const waterfall = paid(exitWaterfall(stack(exitValue)));
    const cents = (amounts: { amount: number }[]) => amounts.reduce((total, { amount }) => total + Math.round(amount * 100), 0);
    expect(cents(waterfall.holdings)).toBe(Math.round(exitValue * 100));
    expect(cents(waterfall.classes)).toBe(Math.round(exitValue * 100));
    expect(cents(waterfall.stakeholders)).toBe(Math.round(exitValue * 100));
  });

  it('reports each class’s preference and whether it converted', () => {
    const waterfall = paid(exitWaterfall(stack(15_000_000)));
    expect(waterfall.classes).toEqual([
      { classId: 'common', converted: false, shares: 6_000_000, preference: 0, amount: 9_000_000 },
      { classId: 'series-a', converted: true, shares: 2_000_000, preference: 0, amount: 3_000_000 },
      { classId: 'series-b', converted: false, shares: 1_000_000, preference: 2_000_000, amount: 2_000_000 },
      { classId: 'options', converted: false, shares: 1_000_000, preference: 0, amount: 1_000_000 },
      { classId: 'warrants', converted: false, shares: 100_000, preference: 0, amount: 0 },
    ]);
  });
});
