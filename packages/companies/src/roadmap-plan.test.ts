import { describe, expect, it } from 'vitest';
import type { MilestoneStatus } from './model';
import { groupByQuarter, isLate, progressByQuarter, quarterOf, type PlanMilestone } from './roadmap-plan';

const TODAY = '2026-11-15';

let next = 0;
const milestone = (target_on: string, status: MilestoneStatus, completed_on: string | null = null, title = `Milestone ${++next}`): PlanMilestone => ({ id: `m-${next}`, title, status, target_on, completed_on });

describe('the roadmap’s quarters', () => {
  it.each([
    ['2026-01-01', { key: '2026-Q1', quarter: 1, start: '2026-01-01', end: '2026-03-31' }],
    ['2026-03-31', { key: '2026-Q1', quarter: 1, start: '2026-01-01', end: '2026-03-31' }],
    ['2026-04-01', { key: '2026-Q2', quarter: 2, start: '2026-04-01', end: '2026-06-30' }],
    ['2026-09-30', { key: '2026-Q3', quarter: 3, start: '2026-07-01', end: '2026-09-30' }],
    ['2026-12-31', { key: '2026-Q4', quarter: 4, start: '2026-10-01', end: '2026-12-31' }],
  ])('puts %s in its calendar quarter', (day, quarter) => {
    expect(quarterOf(day)).toEqual({ ...quarter, year: 2026 });
  });

  it('groups milestones by quarter, oldest first, each by date then title, leaving out the quarters without any', () => {
    const plan = [milestone('2027-02-01', 'planned', null, 'B'), milestone('2026-05-20', 'done', '2026-05-18'), milestone('2027-02-01', 'planned', null, 'A'), milestone('2027-01-05', 'planned')];
    const groups = groupByQuarter(plan);
    expect(groups.map((group) => group.quarter.key)).toEqual(['2026-Q2', '2027-Q1']);
    expect(groups[1]!.milestones.map((entry) => [entry.target_on, entry.title])).toEqual([
      ['2027-01-05', plan[3]!.title],
      ['2027-02-01', 'A'],
      ['2027-02-01', 'B'],
    ]);
  });

  it('calls a milestone late once its date has passed and it is neither done nor dropped', () => {
    expect(isLate({ status: 'in_progress', target_on: '2026-11-14' }, TODAY)).toBe(true);
    expect(isLate({ status: 'at_risk', target_on: '2026-11-14' }, TODAY)).toBe(true);
    expect(isLate({ status: 'planned', target_on: TODAY }, TODAY)).toBe(false);
    expect(isLate({ status: 'done', target_on: '2026-01-01' }, TODAY)).toBe(false);
    expect(isLate({ status: 'dropped', target_on: '2026-01-01' }, TODAY)).toBe(false);
  });
});

describe('progress against the plan', () => {
  it('counts each quarter’s planned, done, on time, due, late and at risk', () => {
    const late = milestone('2026-10-20', 'in_progress');
    const lateAtRisk = milestone('2026-11-01', 'at_risk');
    const atRisk = milestone('2026-12-10', 'at_risk');
    const [progress] = progressByQuarter(
      [
        milestone('2026-10-10', 'done', '2026-10-08'),
        milestone('2026-10-31', 'done', '2026-11-03'),
        // Done early, before its date came: done, on time, and not yet due.
        milestone('2026-12-20', 'done', '2026-11-10'),
        late,
        lateAtRisk,
        atRisk,
        milestone('2026-12-30', 'planned'),
        milestone('2026-10-05', 'dropped'),
      ],
      TODAY,
    );
    expect(progress).toMatchObject({ planned: 7, done: 3, doneOnTime: 2, due: 4, doneOfDue: 2, percentDone: 43, percentDoneOfDue: 50, onTimeRate: 67 });
    expect(progress!.late).toEqual([late, lateAtRisk]);
    expect(progress!.atRisk).toEqual([atRisk]);
  });

  it('has no rates for a quarter with nothing done, nothing due or nothing planned', () => {
    const [future, dropped] = progressByQuarter([milestone('2027-02-01', 'planned'), milestone('2027-05-01', 'dropped')], TODAY);
    expect(future).toMatchObject({ planned: 1, done: 0, due: 0, percentDone: 0, percentDoneOfDue: null, onTimeRate: null });
    expect(dropped).toMatchObject({ planned: 0, percentDone: null });
  });
});
