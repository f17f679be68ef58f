import { describe, expect, it } from 'vitest';
import { emptyScenarioForm, formFromTerms, numberFrom, parseScenarioTerms, scenarioFormSchema, type ScenarioFormValues } from './round-scenario-schema';

const filled = (changes: Partial<ScenarioFormValues> = {}): ScenarioFormValues => ({
  ...emptyScenarioForm('2026-12-15'),
  name: 'Series A',
  newMoney: '3,000,000',
  preMoneyValuation: '12000000',
  investors: [
    { stakeholderId: '', name: 'Gulf Horizon Ventures', amount: '2500000' },
    { stakeholderId: 'oasis', name: '', amount: '500000.00' },
  ],
  ...changes,
});

const problemsOf = (values: ScenarioFormValues) => {
  const parsed = scenarioFormSchema.safeParse(values);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the round modeler’s form', () => {
  it('turns typed text into the stored terms, and back', () => {
    const parsed = scenarioFormSchema.parse(filled());
    expect(parsed.terms).toEqual({
      newMoney: 3_000_000,
      preMoneyValuation: 12_000_000,
      pool: { mode: 'target', percent: 10 },
      poolTiming: 'pre-money',
      closingDate: '2026-12-15',
      investors: [
        { name: 'Gulf Horizon Ventures', amount: 2_500_000 },
        { stakeholderId: 'oasis', amount: 500_000 },
      ],
    });
    expect(parseScenarioTerms(parsed.terms)).toEqual(parsed.terms);
    expect(scenarioFormSchema.parse(formFromTerms('Series A', parsed.terms)).terms).toEqual(parsed.terms);
  });

  it.each([
    ['an empty name', { name: '' }, ['name: name']],
    ['money in words', { newMoney: 'three million' }, ['newMoney: positive']],
    ['no valuation', { preMoneyValuation: '' }, ['preMoneyValuation: required']],
    ['a pool target of 100 %', { poolValue: '100' }, ['poolValue: percent']],
    ['a top-up in part shares', { poolMode: 'shares' as const, poolValue: '1000.5' }, ['poolValue: wholePositive']],
    ['a day that does not exist', { closingDate: '2026-02-30' }, ['closingDate: date']],
    [
      'an investor both chosen and named, and amounts short of the money',
      { investors: [{ stakeholderId: 'oasis', name: 'Someone', amount: '100' }] },
      ['investors.0.name: investorChoice', 'investors: investorsDoNotAddUp'],
    ],
  ])('says what is wrong with %s', (_case, changes, problems) => {
    expect(problemsOf(filled(changes))).toEqual(problems);
  });

  it('reads stored terms it cannot use as none', () => {
    expect(parseScenarioTerms({ newMoney: 'lots' })).toBeNull();
    expect(parseScenarioTerms(null)).toBeNull();
  });

  it.each([
    ['2500000', 2_500_000],
    ['2,500,000.50', 2_500_000.5],
    ['2 500 000', 2_500_000],
    ['-5', null],
    ['1e6', null],
    ['', null],
  ])('reads %j as %j', (typed, value) => {
    expect(numberFrom(typed)).toBe(value);
  });
});
