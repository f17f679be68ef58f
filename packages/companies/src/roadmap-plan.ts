import type { Milestone, MilestoneStatus } from './model';
import { OPEN_MILESTONE_STATUSES } from './model';

/**
 * The roadmap's arithmetic, apart from any page: milestones grouped by the calendar quarter of
 * their target date, and each quarter's progress against its plan. Days are `YYYY-MM-DD` texts
 * (calendar.ts), compared as strings; `today` is the reader's.
 *
 * - planned: the quarter's milestones but the dropped ones (a dropped milestone left the plan);
 * - done, and done on time (completed on or before the target date);
 * - due: planned milestones whose date has come; the share of those done is progress against
 *   what was due, where the bar of done against planned is progress against the whole quarter;
 * - late: not done, not dropped, and the date has passed;
 * - at risk: marked at risk and not yet late (a late one is listed once, as late).
 */

/** The fields of a milestone the arithmetic reads. */
export type PlanMilestone = Pick<Milestone, 'id' | 'title' | 'status' | 'target_on' | 'completed_on'>;

export interface Quarter {
  /** `2026-Q4`: sorts as the quarters follow each other. */
  key: string;
  year: number;
  quarter: 1 | 2 | 3 | 4;
  /** Its first and last days. */
  start: string;
  end: string;
}

export interface QuarterPlan<M extends PlanMilestone> {
  quarter: Quarter;
  /** By target date, then title. */
  milestones: M[];
}

export interface QuarterProgress<M extends PlanMilestone> extends QuarterPlan<M> {
  planned: number;
  done: number;
  doneOnTime: number;
  due: number;
  doneOfDue: number;
  late: M[];
  atRisk: M[];
  /** Done of planned, in whole percent; null when nothing is planned. */
  percentDone: number | null;
  /** Done of what was due, in whole percent; null while nothing is due. */
  percentDoneOfDue: number | null;
  /** Done on time of done, in whole percent; null while nothing is done. */
  onTimeRate: number | null;
}

const QUARTER_END = ['03-31', '06-30', '09-30', '12-31'] as const;

/** The calendar quarter a day falls in. */
export function quarterOf(day: string): Quarter {
  const year = Number(day.slice(0, 4));
  const quarter = (Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1) as Quarter['quarter'];
  const firstMonth = String(quarter * 3 - 2).padStart(2, '0');
  return { key: `${year}-Q${quarter}`, year, quarter, start: `${year}-${firstMonth}-01`, end: `${year}-${QUARTER_END[quarter - 1]}` };
}

const isOpen = (status: MilestoneStatus) => (OPEN_MILESTONE_STATUSES as readonly MilestoneStatus[]).includes(status);

/** Not done, not dropped, and its date has passed. */
export function isLate(milestone: Pick<Milestone, 'status' | 'target_on'>, today: string): boolean {
  return isOpen(milestone.status) && milestone.target_on < today;
}

const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 100));

/** The quarters that hold milestones, oldest first, each with its milestones by date. */
export function groupByQuarter<M extends PlanMilestone>(milestones: readonly M[]): QuarterPlan<M>[] {
  const byKey = new Map<string, QuarterPlan<M>>();
  const sorted = [...milestones].sort((a, b) => a.target_on.localeCompare(b.target_on) || a.title.localeCompare(b.title));
  for (const milestone of sorted) {
    const quarter = quarterOf(milestone.target_on);
    const group = byKey.get(quarter.key) ?? { quarter, milestones: [] };
    group.milestones.push(milestone);
    byKey.set(quarter.key, group);
  }
  return [...byKey.values()].sort((a, b) => a.quarter.key.localeCompare(b.quarter.key));
}

/** Each quarter's progress against its plan, as of `today`. */
export function progressOf<M extends PlanMilestone>({ quarter, milestones }: QuarterPlan<M>, today: string): QuarterProgress<M> {
  const plan = milestones.filter((milestone) => milestone.status !== 'dropped');
  const done = plan.filter((milestone) => milestone.status === 'done');
  const due = plan.filter((milestone) => milestone.target_on <= today);
  const late = plan.filter((milestone) => isLate(milestone, today));
  const doneOnTime = done.filter((milestone) => milestone.completed_on !== null && milestone.completed_on <= milestone.target_on).length;
  const doneOfDue = due.filter((milestone) => milestone.status === 'done').length;
  return {
    quarter,
    milestones,
    planned: plan.length,
    done: done.length,
    doneOnTime,
    due: due.length,
    doneOfDue,
    late,
    atRisk: plan.filter((milestone) => milestone.status === 'at_risk' && !isLate(milestone, today)),
    percentDone: percent(done.length, plan.length),
    percentDoneOfDue: percent(doneOfDue, due.length),
    onTimeRate: percent(doneOnTime, done.length),
  };
}

/** The progress of every quarter that holds milestones, oldest first. */
export function progressByQuarter<M extends PlanMilestone>(milestones: readonly M[], today: string): QuarterProgress<M>[] {
  return groupByQuarter(milestones).map((group) => progressOf(group, today));
}
