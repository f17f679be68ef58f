import type { Tables } from '@fikrspace/db';
import { Constants, type Enums } from '@fikrspace/db/types';

/**
 * Fikr OS's model: row types derived from the generated database types, the closed lists, the
 * limits of the tables' checks (supabase/migrations/20261130100000_strategy_okrs.sql) and the few
 * sums the page does itself. Progress of key results, objectives and periods comes from the
 * database's views; the page only previews a check-in and averages a strategic objective's
 * objectives, the same way.
 */

export const PERIOD_COLUMNS = ['id', 'organization_id', 'name', 'starts_on', 'ends_on'] as const;
export type StrategicPeriod = Pick<Tables<'strategic_periods'>, (typeof PERIOD_COLUMNS)[number]>;

export const VALUE_STREAM_COLUMNS = ['id', 'organization_id', 'name', 'description', 'position'] as const;
export type ValueStream = Pick<Tables<'value_streams'>, (typeof VALUE_STREAM_COLUMNS)[number]>;

export const STRATEGIC_OBJECTIVE_COLUMNS = ['id', 'organization_id', 'period_id', 'value_stream_id', 'title', 'description', 'position'] as const;
export type StrategicObjective = Pick<Tables<'strategic_objectives'>, (typeof STRATEGIC_OBJECTIVE_COLUMNS)[number]>;

export const OBJECTIVE_COLUMNS = ['id', 'organization_id', 'period_id', 'strategic_objective_id', 'owner_id', 'title', 'description', 'position'] as const;
export type Objective = Pick<Tables<'objectives'>, (typeof OBJECTIVE_COLUMNS)[number]>;

export const KEY_RESULT_COLUMNS = ['id', 'organization_id', 'period_id', 'objective_id', 'title', 'unit', 'start_value', 'target_value', 'current_value', 'confidence', 'metric_key', 'position'] as const;
export type KeyResult = Pick<Tables<'key_results'>, (typeof KEY_RESULT_COLUMNS)[number]>;

export const CHECK_IN_COLUMNS = ['id', 'organization_id', 'key_result_id', 'checked_on', 'value', 'confidence', 'comment', 'source', 'metric_period', 'author_id', 'created_at'] as const;
export type CheckIn = Pick<Tables<'key_result_check_ins'>, (typeof CHECK_IN_COLUMNS)[number]>;

export const EPIC_COLUMNS = ['id', 'organization_id', 'objective_id', 'title', 'description', 'status', 'position'] as const;
export type Epic = Pick<Tables<'epics'>, (typeof EPIC_COLUMNS)[number]>;

export type Confidence = Enums<'key_result_confidence'>;
export type KeyResultUnit = Enums<'key_result_unit'>;
export type EpicStatus = Enums<'epic_status'>;

/** The database's enums, in their order, as generated from the migrations. */
export const CONFIDENCES: readonly Confidence[] = Constants.public.Enums.key_result_confidence;
export const KEY_RESULT_UNITS: readonly KeyResultUnit[] = Constants.public.Enums.key_result_unit;
export const EPIC_STATUSES: readonly EpicStatus[] = Constants.public.Enums.epic_status;

/** Limits that mirror the tables' checks. */
export const NAME_MAX_LENGTH = 120;
export const TITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 2000;
export const VALUE_STREAM_DESCRIPTION_MAX_LENGTH = 1000;
export const COMMENT_MAX_LENGTH = 2000;
export const VALUE_LIMIT = 1e15;

/** The reported metrics a key result may follow (the catalogue's; derived ones are never submitted). */
export const FOLLOWABLE_METRICS = ['revenue', 'mrr', 'gross_margin', 'cash', 'burn', 'customers', 'active_users', 'headcount', 'new_hires', 'funds_raised'] as const;

/** A member who may own an objective, by name. */
export interface StrategyMember {
  userId: string;
  name: string;
}

export interface KeyResultView extends KeyResult {
  /** 0..1 from start to target, as the database computes it. */
  progress: number | null;
}

export interface ObjectiveView extends Objective {
  /** The mean of its key results' progress; null without key results. */
  progress: number | null;
  keyResults: KeyResultView[];
}

export interface PeriodSummary extends StrategicPeriod {
  /** The mean of its objectives' progress; null while none has a key result. */
  progress: number | null;
  objectives: number;
}

/** One period as the page shows it, with the periods to pick from and what the whole organization shares. */
export interface StrategyOverview {
  /** Every period, the latest first. */
  periods: PeriodSummary[];
  /** The period shown; null when there is none. */
  period: PeriodSummary | null;
  valueStreams: ValueStream[];
  strategicObjectives: StrategicObjective[];
  objectives: ObjectiveView[];
  /** The organization's epics: the period's objectives', and those linked to none. */
  epics: Epic[];
}

/** `YYYY-MM-DD` of a date in the viewer's calendar. */
export function isoDate(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/**
 * The period to show first: the one under way today, else the latest that has begun, else the
 * first planned; none without periods. `periods` come the latest first.
 */
export function defaultPeriodId(periods: readonly StrategicPeriod[], today: string): string | null {
  const current = periods.find((period) => period.starts_on <= today && today <= period.ends_on);
  const begun = periods.find((period) => period.starts_on <= today);
  return (current ?? begun ?? periods.at(-1))?.id ?? null;
}

/** The way from start to target a value is, clamped to 0..1 and rounded as the database rounds it. */
export function keyResultProgress(keyResult: Pick<KeyResult, 'start_value' | 'target_value'>, value: number): number {
  const span = keyResult.target_value - keyResult.start_value;
  if (span === 0 || !Number.isFinite(value)) return 0;
  return round4(Math.min(1, Math.max(0, (value - keyResult.start_value) / span)));
}

/** The mean of the progresses there are, rounded to four places; null when there is none. */
export function meanProgress(values: ReadonlyArray<number | null>): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0 ? null : round4(known.reduce((sum, value) => sum + value, 0) / known.length);
}

/** A progress as a whole percentage for the page; null stays null. */
export function progressPercent(progress: number | null): number | null {
  return progress === null ? null : Math.round(progress * 100);
}

/** How many key results of the objectives stand at each confidence. */
export function confidenceCounts(objectives: readonly ObjectiveView[]): Record<Confidence, number> {
  const counts = Object.fromEntries(CONFIDENCES.map((confidence) => [confidence, 0])) as Record<Confidence, number>;
  for (const objective of objectives) for (const keyResult of objective.keyResults) counts[keyResult.confidence] += 1;
  return counts;
}

/** Rows grouped by a key, in their order; rows without one under null. */
export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
