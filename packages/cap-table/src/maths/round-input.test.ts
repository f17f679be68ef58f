import { describe, expect, it } from 'vitest';
import { modelRound, type Convertible, type Position, type Round, type RoundInput } from './round-model';

const positions: Position[] = [
  { stakeholderId: 'founders', kind: 'common', shares: 8_000_000 },
  { stakeholderId: 'plan', kind: 'pool', shares: 1_000_000 },
];
const safe: Convertible = { id: 'safe', stakeholderId: 'angel', kind: 'safe-post-money', principal: 1_000_000, valuationCap: 10_000_000 };
const round: Round = { newMoney: 3_000_000, preMoneyValuation: 12_000_000, targetPoolPercent: 10, poolTiming: 'pre-money', investors: [{ stakeholderId: 'lead', amount: 3_000_000 }], closingDate: '2026-01-01' };
const valid: RoundInput = { positions, convertibles: [safe], round };

const withRound = (changes: Partial<Round>): RoundInput => ({ ...valid, round: { ...round, ...changes } });
const withConvertible = (changes: Partial<Convertible>): RoundInput => ({ ...valid, convertibles: [{ ...safe, ...changes }] });

describe('a round the modeler refuses', () => {
  it.each([
    ['a negative principal', withConvertible({ principal: -1 }), 'negativeAmount'],
    ['a zero pre-money valuation', withRound({ preMoneyValuation: 0 }), 'notPositive'],
    ['no new money', withRound({ newMoney: 0, investors: [] }), 'notPositive'],
    ['a negative investment', withRound({ investors: [{ stakeholderId: 'lead', amount: -3_000_000 }] }), 'negativeAmount'],
    ['a zero valuation cap', withConvertible({ valuationCap: 0 }), 'notPositive'],
    ['a discount of 120 %', withConvertible({ discountPercent: 120 }), 'percentOutOfRange'],
    ['a discount of 100 %', withConvertible({ discountPercent: 100 }), 'percentOutOfRange'],
    ['a negative interest rate', withConvertible({ kind: 'note', interestRatePercent: -2, issueDate: '2025-01-01' }), 'percentOutOfRange'],
    ['a negative pool target', withRound({ targetPoolPercent: -5 }), 'percentOutOfRange'],
    ['a pool target of 100 %', withRound({ targetPoolPercent: 100 }), 'poolTargetImpossible'],
    ['a pool target of 150 %', withRound({ targetPoolPercent: 150 }), 'poolTargetImpossible'],
    ['a pool target that leaves no room for the new money', withRound({ targetPoolPercent: 80 }), 'roundImpossible'],
    ['post-money SAFEs owning the whole company', withConvertible({ valuationCap: 1_000_000 }), 'roundImpossible'],
    ['both a pool target and a top-up in shares', withRound({ poolTopUpShares: 500_000 }), 'poolChoice'],
    ['a top-up in part shares', withRound({ targetPoolPercent: undefined, poolTopUpShares: 10.5 }), 'notWholeShares'],
    ['investors that do not add up to the new money', withRound({ investors: [{ stakeholderId: 'lead', amount: 2_000_000 }] }), 'investorsDoNotAddUp'],
    ['a note accruing interest without an issue date', withConvertible({ kind: 'note', interestRatePercent: 6 }), 'missingIssueDate'],
    ['a note issued after the closing', withConvertible({ kind: 'note', interestRatePercent: 6, issueDate: '2026-02-01' }), 'dateOrder'],
    ['a closing date that is not a day', withRound({ closingDate: '2026-02-30' }), 'invalidDate'],
    ['part shares', { ...valid, positions: [{ stakeholderId: 'founders', kind: 'common', shares: 100.5 }] }, 'notWholeShares'],
    ['nothing but a pool', { ...valid, positions: [{ stakeholderId: 'plan', kind: 'pool', shares: 1_000_000 }] }, 'noSharesOutstanding'],
    ['two convertibles with one id', { ...valid, convertibles: [safe, safe] }, 'duplicateId'],
  ] as const)('%s', (_case, input, code) => {
    const result = modelRound(input);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.code).toBe(code);
    expect(!result.ok && result.problem.length).toBeGreaterThan(10);
  });

  it('words the problem for a page to show', () => {
    expect(modelRound(withRound({ targetPoolPercent: 100 }))).toEqual({
      ok: false,
      code: 'poolTargetImpossible',
      problem: 'The pool cannot be 100 % of the company after the round: it must stay under 100 %.',
    });
    expect(modelRound(withConvertible({ principal: -1 }))).toMatchObject({ problem: 'Convertible safe: the principal cannot be negative (-1).' });
  });

  it('accepts the same round with valid inputs', () => {
    expect(modelRound(valid).ok).toBe(true);
  });
});
