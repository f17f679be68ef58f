import { describe, expect, it } from 'vitest';
import { achievementSchema, toAchievementRow } from './achievement-schema';
import { addDays, isCalendarDate, localDay } from './calendar';
import { milestoneSchema, toMilestoneRow, type MilestoneFormValues } from './milestone-schema';

/** The forms' rules against the table's checks; the pages' tests show the messages. */

const TODAY = localDay(new Date());
const VALID: MilestoneFormValues = { title: '  Launch the Arabic app ', description: '', category: 'product', status: 'planned', targetOn: '2027-03-31', completedOn: '', ownerUserId: '' };
const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the milestone form', () => {
  it('gives the row to save: trimmed, empty texts and owner as null, no completion date unless done', () => {
    const parsed = milestoneSchema.parse({ ...VALID, completedOn: TODAY });
    expect(toMilestoneRow(parsed)).toEqual({ title: 'Launch the Arabic app', description: null, category: 'product', status: 'planned', target_on: '2027-03-31', completed_on: null, owner_user_id: null });
    expect(toMilestoneRow(milestoneSchema.parse({ ...VALID, status: 'done', completedOn: TODAY, ownerUserId: 'u-1' }))).toMatchObject({ completed_on: TODAY, owner_user_id: 'u-1' });
  });

  it.each([
    ['no title', { title: '   ' }, { title: 'invalid.planTitle' }],
    ['a title over 160 characters', { title: 'x'.repeat(161) }, { title: 'invalid.planTitle' }],
    ['a description over 2,000 characters', { description: 'x'.repeat(2001) }, { description: 'invalid.planDescription' }],
    ['no target date', { targetOn: '' }, { targetOn: 'invalid.targetOn' }],
    ['a target date after 2100', { targetOn: '2101-01-01' }, { targetOn: 'invalid.targetOn' }],
    ['a day that does not exist', { targetOn: '2027-02-30' }, { targetOn: 'invalid.targetOn' }],
    ['done without a date', { status: 'done' }, { completedOn: 'invalid.completedOn' }],
    ['done tomorrow', { status: 'done', completedOn: addDays(TODAY, 1) }, { completedOn: 'invalid.completedOn' }],
    ['a status the table does not know', { status: 'paused' }, { status: 'invalid.option' }],
  ])('refuses %s', (_case, change, expected) => {
    expect(messages(milestoneSchema.safeParse({ ...VALID, ...change }))).toEqual(expected);
  });
});

describe('the achievement form', () => {
  it('gives the row to save, and refuses a date after today or before 2000', () => {
    const values = { kind: 'award', title: 'Best pitch', awardedBy: ' Flat6Labs Demo Day ', achievedOn: '2025-05-12', description: '', milestoneId: '' };
    expect(toAchievementRow(achievementSchema.parse(values))).toEqual({ kind: 'award', title: 'Best pitch', awarded_by: 'Flat6Labs Demo Day', achieved_on: '2025-05-12', description: null, milestone_id: null });
    expect(messages(achievementSchema.safeParse({ ...values, achievedOn: addDays(TODAY, 1) }))).toEqual({ achievedOn: 'invalid.achievedOn' });
    expect(messages(achievementSchema.safeParse({ ...values, achievedOn: '1999-12-31' }))).toEqual({ achievedOn: 'invalid.achievedOn' });
  });
});

describe('calendar days', () => {
  it('knows a real day from a mistyped one, and moves across months and years', () => {
    expect([isCalendarDate('2028-02-29'), isCalendarDate('2027-02-29'), isCalendarDate('2027-13-01'), isCalendarDate('27-01-01')]).toEqual([true, false, false, false]);
    expect([addDays('2026-12-31', 1), addDays('2026-03-01', -1)]).toEqual(['2027-01-01', '2026-02-28']);
  });
});
