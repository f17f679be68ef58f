/**
 * What every cap-table calculation returns: its value, or the reason it has none. A page shows
 * `problem` as it is, or words its own message from `code` in the reader's language; nothing here
 * throws on bad input.
 */

export type MathsProblemCode =
  | 'notANumber'
  | 'negativeAmount'
  | 'notPositive'
  | 'notWholeShares'
  | 'percentOutOfRange'
  | 'invalidDate'
  | 'dateOrder'
  | 'missingIssueDate'
  | 'investorsDoNotAddUp'
  | 'duplicateId'
  | 'unknownClass'
  | 'noSharesOutstanding'
  | 'poolTargetImpossible'
  | 'poolChoice'
  | 'roundImpossible'
  | 'priceRoundsToZero'
  | 'participationCapBelowPreference'
  | 'nobodyToPay'
  | 'conversionUnsettled';

export type MathsResult<T> = { ok: true; value: T } | { ok: false; problem: string; code: MathsProblemCode };

export type MathsProblem = Extract<MathsResult<never>, { ok: false }>;

export function refuse(code: MathsProblemCode, problem: string): MathsProblem {
  return { ok: false, problem, code };
}

export function succeed<T>(value: T): MathsResult<T> {
  return { ok: true, value };
}
