import { useMemo } from 'react';
import type { CapTableSnapshot } from '../../ledger-model';
import { modelRound } from '../../maths/round-model';
import type { MathsResult } from '../../maths/result';
import type { RoundModel } from '../../maths/round-types';
import { roundInputFrom } from '../../round-scenario-model';
import type { ScenarioTerms } from '../../round-scenario-schema';

/** A scenario's round on today's table, recomputed only when the terms or the table change. */
export function useModeledRound(snapshot: CapTableSnapshot, terms: ScenarioTerms | null): MathsResult<RoundModel> | null {
  return useMemo(() => (terms ? modelRound(roundInputFrom(snapshot, terms)) : null), [snapshot, terms]);
}

/** Several saved scenarios on the same table, for the comparison. */
export function useModeledRounds(snapshot: CapTableSnapshot, scenarios: readonly { id: string; terms: ScenarioTerms | null }[]) {
  return useMemo(() => scenarios.map((scenario) => ({ id: scenario.id, result: scenario.terms ? modelRound(roundInputFrom(snapshot, scenario.terms)) : null })), [snapshot, scenarios]);
}
