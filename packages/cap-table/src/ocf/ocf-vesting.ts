import { Fraction } from 'fraction.js';
import type { VestingTerms } from '../ledger-model';
import type { OcfItem, OcfVestingCondition } from './ocf-types';
import { readFraction, tag } from './ocf-values';

/**
 * The ledger's vesting terms and OCF's. A ledger schedule vests nothing before its cliff, then the
 * grant's share of every whole period since the start (public.vested_quantity): in OCF, a start
 * condition, a cliff condition with what has accrued by then, and the periods after it, each a
 * relative trigger on the one before. Reading OCF back, any chain of relative conditions that vests
 * the same amounts on the same days is such a schedule; anything else (events, absolute dates,
 * branches, uneven portions) is not, and the terms are reported.
 */

export type Schedule = Pick<VestingTerms, 'period_unit' | 'period_length' | 'cliff_length' | 'total_length'>;

export const START_CONDITION_ID = 'vesting-start';
const MONTH_DAY = 'VESTING_START_DAY_OR_LAST_DAY_OF_MONTH';

/** Each day a schedule vests (in its units after the start) and what has vested by then. */
export function scheduleEvents({ period_length: period, cliff_length: cliff, total_length: total }: Schedule): { offset: number; vested: Fraction }[] {
  const periods = total / period;
  const events: { offset: number; vested: Fraction }[] = [];
  const atCliff = Math.floor(cliff / period);
  if (cliff > 0 && atCliff >= 1) events.push({ offset: cliff, vested: new Fraction(atCliff, periods) });
  for (let k = atCliff + 1; k <= periods; k++) events.push({ offset: k * period, vested: new Fraction(k, periods) });
  return events;
}

/** Plain English for the terms' required description (data of the package, not page text). */
function describe({ period_unit: unit, period_length: period, cliff_length: cliff, total_length: total }: Schedule): string {
  const units = (count: number) => `${count} ${unit === 'months' ? 'month' : 'day'}${count === 1 ? '' : 's'}`;
  return `Vests over ${units(total)}, a share every ${units(period)}${cliff > 0 ? `, after a cliff of ${units(cliff)}` : ''}.`;
}

export function termsToOcf(terms: VestingTerms): OcfItem {
  const type: 'MONTHS' | 'DAYS' = terms.period_unit === 'months' ? 'MONTHS' : 'DAYS';
  const relative = (length: number, occurrences: number, after: string) => ({
    type: 'VESTING_SCHEDULE_RELATIVE' as const,
    period: { length, type, occurrences, ...(type === 'MONTHS' ? { day_of_month: MONTH_DAY } : {}) },
    relative_to_condition_id: after,
  });
  const events = scheduleEvents(terms);
  const periods = terms.total_length / terms.period_length;
  const conditions: OcfVestingCondition[] = [{ id: START_CONDITION_ID, quantity: '0', trigger: { type: 'VESTING_START_DATE' }, next_condition_ids: [] }];
  const chain = (condition: OcfVestingCondition) => {
    (conditions.at(-1) as OcfVestingCondition).next_condition_ids = [condition.id];
    conditions.push(condition);
  };
  let previousOffset = 0;
  let index = 0;
  const first = events[0];
  if (first && terms.cliff_length > 0 && first.offset === terms.cliff_length) {
    chain({ id: 'cliff', portion: { numerator: first.vested.mul(periods).toString(), denominator: String(periods) }, trigger: relative(first.offset, 1, START_CONDITION_ID), next_condition_ids: [] });
    previousOffset = first.offset;
    index = 1;
  }
  const rest = events.slice(index);
  const gap = rest[0] ? rest[0].offset - previousOffset : 0;
  if (rest.length > 0 && gap !== terms.period_length) {
    // A cliff that is not a whole number of periods: the first period after it is shorter.
    chain({ id: 'first-period', portion: { numerator: '1', denominator: String(periods) }, trigger: relative(gap, 1, (conditions.at(-1) as OcfVestingCondition).id), next_condition_ids: [] });
    rest.shift();
  }
  if (rest.length > 0) {
    chain({ id: 'periods', portion: { numerator: '1', denominator: String(periods) }, trigger: relative(terms.period_length, rest.length, (conditions.at(-1) as OcfVestingCondition).id), next_condition_ids: [] });
  }
  // A cliff of less than a period, or of exactly one, vests as no cliff does: the tag keeps it as written.
  return { object_type: 'VESTING_TERMS', id: terms.id, name: terms.name, description: describe(terms), allocation_type: 'CUMULATIVE_ROUND_DOWN', vesting_conditions: conditions, comments: [tag('cliff_length', String(terms.cliff_length))] };
}

export type ScheduleReading = { schedule: Schedule; startConditionId: string; rounding: string | null } | { problem: 'vestingShape' };

const NOT_A_SCHEDULE = { problem: 'vestingShape' } as const;

/** OCF vesting terms as a ledger schedule, when they are one; `cliffAsWritten` from the terms' tag. */
export function ocfToSchedule(item: OcfItem, cliffAsWritten: number | null = null): ScheduleReading {
  const conditions = Array.isArray(item.vesting_conditions) ? (item.vesting_conditions as OcfVestingCondition[]) : [];
  const byId = new Map(conditions.filter((condition) => condition && typeof condition.id === 'string').map((condition) => [condition.id, condition]));
  const starts = conditions.filter((condition) => condition?.trigger?.type === 'VESTING_START_DATE');
  const start = starts[0];
  if (starts.length !== 1 || !start || !vestsNothing(start)) return NOT_A_SCHEDULE;

  let unit: 'MONTHS' | 'DAYS' | null = null;
  let offset = 0;
  let vested = new Fraction(0);
  const events: { offset: number; vested: Fraction }[] = [];
  const visited = new Set([start.id]);
  let current = start;
  while (current.next_condition_ids?.length) {
    if (current.next_condition_ids.length !== 1) return NOT_A_SCHEDULE;
    const next = byId.get(current.next_condition_ids[0] as string);
    if (!next || visited.has(next.id) || next.trigger?.type !== 'VESTING_SCHEDULE_RELATIVE' || next.trigger.relative_to_condition_id !== current.id) return NOT_A_SCHEDULE;
    const { length, type, occurrences, day_of_month: day, cliff_installment: cliffAt } = next.trigger.period ?? ({} as never);
    if (!Number.isInteger(length) || length < 1 || !Number.isInteger(occurrences) || occurrences < 1 || (type !== 'MONTHS' && type !== 'DAYS')) return NOT_A_SCHEDULE;
    if ((unit && unit !== type) || (type === 'MONTHS' && day !== undefined && day !== MONTH_DAY)) return NOT_A_SCHEDULE;
    unit = type;
    const portion = next.portion;
    const share = portion && !portion.remainder && next.quantity === undefined ? ratio(portion.numerator, portion.denominator) : null;
    if (!share) return NOT_A_SCHEDULE;
    for (let installment = 1; installment <= occurrences; installment++) {
      offset += length;
      vested = vested.add(share);
      // Installments before a cliff installment accrue and vest with it.
      if (cliffAt !== undefined && cliffAt >= 2 && installment < cliffAt) continue;
      events.push({ offset, vested });
    }
    visited.add(next.id);
    current = next;
  }
  if (visited.size !== conditions.length || !unit || events.length === 0 || !vested.equals(1)) return NOT_A_SCHEDULE;

  const total = offset;
  const last = events.at(-1) as { offset: number };
  const period = events.length > 1 ? last.offset - (events.at(-2) as { offset: number }).offset : total;
  const firstOffset = (events[0] as { offset: number }).offset;
  const schedule: Schedule = { period_unit: unit === 'MONTHS' ? 'months' : 'days', period_length: period, cliff_length: firstOffset === period ? 0 : firstOffset, total_length: total };
  const same = (candidate: Schedule) => {
    const expected = scheduleEvents(candidate);
    return expected.length === events.length && expected.every((event, i) => event.offset === events[i]?.offset && event.vested.equals(events[i]?.vested as Fraction));
  };
  if (total % period !== 0 || schedule.cliff_length > total || !same(schedule)) return NOT_A_SCHEDULE;
  if (cliffAsWritten !== null && cliffAsWritten !== schedule.cliff_length && cliffAsWritten <= total && same({ ...schedule, cliff_length: cliffAsWritten })) schedule.cliff_length = cliffAsWritten;
  const allocation = typeof item.allocation_type === 'string' ? item.allocation_type : null;
  return { schedule, startConditionId: start.id, rounding: allocation === 'CUMULATIVE_ROUND_DOWN' ? null : allocation };
}

function vestsNothing(condition: OcfVestingCondition): boolean {
  if (condition.quantity !== undefined) return readFraction(condition.quantity)?.equals(0) ?? false;
  return condition.portion ? (ratio(condition.portion.numerator, condition.portion.denominator)?.equals(0) ?? false) : true;
}

function ratio(numerator: unknown, denominator: unknown): Fraction | null {
  const top = readFraction(numerator);
  const bottom = readFraction(denominator);
  return top && bottom && !bottom.equals(0) ? top.div(bottom) : null;
}

/**
 * Whole units of a schedule from its start to a day, as public.scheduled_vested counts them:
 * PostgreSQL's age() in months (a month is whole once its day of the month is reached) or days.
 */
export function unitsSince(unit: Schedule['period_unit'], starts: string, asOf: string): number {
  const [y1, m1, d1] = starts.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = asOf.split('-').map(Number) as [number, number, number];
  if (unit === 'days') return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
  return (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0);
}

/** What a schedule has vested of a grant by a day (app.scheduled_vested, in TypeScript). */
export function scheduledVested(quantity: number, schedule: Schedule, starts: string, asOf: string): number {
  if (asOf < starts) return 0;
  const units = unitsSince(schedule.period_unit, starts, asOf);
  if (units < schedule.cliff_length) return 0;
  return Math.floor((quantity * Math.min(units - (units % schedule.period_length), schedule.total_length)) / schedule.total_length);
}
