import { describe, expect, it } from 'vitest';
import { BASE_SCENARIO, fundingMonthChoices, projectRunway, runwayBasis, type RunwayBasis, type RunwayScenario } from './runway-model';
import type { SeriesIndex } from './series';

const basis = (overrides: Partial<RunwayBasis> = {}): RunwayBasis => ({ month: '2026-09-01', cash: 100_000, burn: 10_000, burnMonths: 3, revenue: 0, ...overrides });
const scenario = (overrides: Partial<RunwayScenario> = {}): RunwayScenario => ({ ...BASE_SCENARIO, ...overrides });

describe('projectRunway', () => {
  it.each([
    ['the base: cash over burn', basis(), scenario(), { kind: 'runsOut', months: 10, cashZeroMonth: '2027-07-01' }, 10_000],
    ['a part of the last month', basis({ cash: 95_000 }), scenario(), { kind: 'runsOut', months: 9.5, cashZeroMonth: '2027-07-01' }, 10_000],
    ['burn cut by a fifth', basis(), scenario({ burnChangePercent: -20 }), { kind: 'runsOut', months: 12.5, cashZeroMonth: '2027-10-01' }, 8_000],
    ['burn up by a quarter', basis(), scenario({ burnChangePercent: 25 }), { kind: 'runsOut', months: 8, cashZeroMonth: '2027-05-01' }, 12_500],
    ['a round in month 6', basis(), scenario({ fundingAmount: 50_000, fundingMonth: '2027-03-01' }), { kind: 'runsOut', months: 15, cashZeroMonth: '2027-12-01' }, 10_000],
    ['a round after the cash ran out comes too late', basis(), scenario({ fundingAmount: 50_000, fundingMonth: '2028-01-01' }), { kind: 'runsOut', months: 10, cashZeroMonth: '2027-07-01' }, 10_000],
    ['zero burn: not burning', basis({ burn: 0 }), scenario(), { kind: 'notBurning' }, 0],
    ['negative burn (cash growing): not burning', basis({ burn: -5_000 }), scenario(), { kind: 'notBurning' }, -5_000],
    ['a negative burn cut by 20 % still grows the cash', basis({ burn: -5_000 }), scenario({ burnChangePercent: -20 }), { kind: 'notBurning' }, -4_000],
    ['no cash and a burn: out at once', basis({ cash: 0 }), scenario(), { kind: 'runsOut', months: 0, cashZeroMonth: '2026-09-01' }, 10_000],
    ['negative cash: out at once', basis({ cash: -1_000 }), scenario(), { kind: 'runsOut', months: 0, cashZeroMonth: '2026-09-01' }, 10_000],
    ['revenue growth that turns the burn around lasts past the horizon', basis({ revenue: 20_000 }), scenario({ revenueGrowthPercent: 10 }), { kind: 'beyondHorizon', horizonMonths: 120 }, 8_000],
    ['revenue shrinking raises the burn', basis({ revenue: 20_000 }), scenario({ revenueGrowthPercent: -50 }), { kind: 'runsOut', months: 4, cashZeroMonth: '2027-01-01' }, 20_000],
  ] as const)('%s', (_case, from, what, outcome, startingBurn) => {
    const projection = projectRunway(from, what);
    expect(projection.outcome).toEqual(outcome);
    expect(projection.startingBurn).toBeCloseTo(startingBurn, 6);
  });

  it('stops at the horizon it is given', () => {
    expect(projectRunway(basis({ cash: 1e9 }), BASE_SCENARIO, 24).outcome).toEqual({ kind: 'beyondHorizon', horizonMonths: 24 });
  });
});

describe('runwayBasis', () => {
  const index: SeriesIndex = new Map([
    [
      'cash',
      new Map([
        ['2026-08-01', 120_000],
        ['2026-09-01', 110_000],
        ['2026-10-01', 100_000],
      ]),
    ],
    [
      'burn',
      new Map([
        ['2026-06-01', 40_000],
        ['2026-07-01', 6_000],
        ['2026-08-01', 9_000],
        ['2026-09-01', 12_000],
        ['2026-10-01', 10_000],
      ]),
    ],
    ['revenue', new Map([['2026-09-01', 4_000]])],
  ]);
  const submitted = (period: string) => ({ period, status: 'submitted' as const });

  it('starts from the latest submitted month with cash and burn, averaging the burn of up to three submitted months', () => {
    const periods = [{ period: '2026-10-01', status: 'draft' as const }, submitted('2026-09-01'), submitted('2026-08-01'), submitted('2026-07-01'), submitted('2026-06-01')];
    expect(runwayBasis(index, periods)).toEqual({ month: '2026-09-01', cash: 110_000, burn: 9_000, burnMonths: 3, revenue: 4_000 });
  });

  it('averages fewer months when fewer are submitted, and has no revenue where none is reported', () => {
    expect(runwayBasis(index, [submitted('2026-08-01')])).toEqual({ month: '2026-08-01', cash: 120_000, burn: 9_000, burnMonths: 1, revenue: 0 });
  });

  it('has no basis without a submitted month that has both cash and burn', () => {
    expect(runwayBasis(index, [{ period: '2026-10-01', status: 'draft' }])).toBeNull();
    expect(runwayBasis(index, [submitted('2026-07-01')])).toBeNull();
  });
});

it('offers a round in any of the 24 months after the basis month', () => {
  const months = fundingMonthChoices(basis());
  expect([months.length, months[0], months[23]]).toEqual([24, '2026-10-01', '2028-09-01']);
});
