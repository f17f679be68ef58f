import { z } from 'zod';
import { isCalendarDate, localDay } from './calendar';
import { MILESTONE_CATEGORIES, MILESTONE_STATUSES, PLAN_LIMITS, type Milestone, type MilestoneRow } from './model';

/**
 * The milestone form's validation: the table's checks (model.ts names their limits), so a member
 * learns what is wrong beside the field rather than from a refused save. Strings go in, the row to
 * save comes out: trimmed, empty fields as null, and a completion date only on a done milestone.
 * Messages are keys of the context's texts, translated where they are shown. Its own module, with
 * zod, so that only the pages with the form download it.
 */

export interface MilestoneFormValues {
  title: string;
  description: string;
  category: string;
  status: string;
  targetOn: string;
  completedOn: string;
  ownerUserId: string;
}

export type MilestoneField = keyof MilestoneFormValues;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => value || null);

/** A calendar day from `earliest` to `latest`, or '' when `optional`. */
export const planDay = ({ earliest, latest, message, optional = false }: { earliest: string; latest: () => string; message: string; optional?: boolean }) =>
  z
    .string()
    .trim()
    .refine((value) => (optional && value === '') || (isCalendarDate(value) && value >= earliest && value <= latest()), message)
    .transform((value) => value || null);

/** Today in the member's own calendar, the latest day a completion or an achievement may bear. */
export const today = () => localDay(new Date());

/** One of a closed vocabulary, chosen in a select (whose value is any string to the form). */
const choiceOf = <const T extends readonly string[]>(values: T) =>
  z
    .string()
    .refine((value) => (values as readonly string[]).includes(value), 'invalid.option')
    .transform((value) => value as T[number]);

/** The rules the milestone and achievement forms share. */
export const planFields = {
  choiceOf,
  title: z.string().trim().min(1, 'invalid.planTitle').max(PLAN_LIMITS.title, 'invalid.planTitle'),
  description: optionalText(PLAN_LIMITS.description, 'invalid.planDescription'),
  optional: optionalText,
};

export const milestoneSchema = z
  .object({
    title: planFields.title,
    description: planFields.description,
    category: choiceOf(MILESTONE_CATEGORIES),
    status: choiceOf(MILESTONE_STATUSES),
    targetOn: planDay({ earliest: PLAN_LIMITS.earliestDate, latest: () => PLAN_LIMITS.latestTargetDate, message: 'invalid.targetOn' }),
    completedOn: planDay({ earliest: PLAN_LIMITS.earliestDate, latest: today, message: 'invalid.completedOn', optional: true }),
    ownerUserId: z.string().transform((value) => value || null),
  })
  // A done milestone says when it was done; any other keeps no completion date.
  .superRefine((milestone, context) => {
    if (milestone.status === 'done' && milestone.completedOn === null) context.addIssue({ code: 'custom', path: ['completedOn'], message: 'invalid.completedOn' });
  });

export type MilestoneFormOutput = z.output<typeof milestoneSchema>;

/** The validated form as the row the database keeps. */
export function toMilestoneRow(milestone: MilestoneFormOutput): MilestoneRow {
  return {
    title: milestone.title,
    description: milestone.description,
    category: milestone.category,
    status: milestone.status,
    target_on: milestone.targetOn!,
    completed_on: milestone.status === 'done' ? milestone.completedOn : null,
    owner_user_id: milestone.ownerUserId,
  };
}

/** The inputs for a saved milestone, or for a new one: planned, its date left for the member to choose. */
export function toMilestoneFormValues(milestone: Milestone | null): MilestoneFormValues {
  return {
    title: milestone?.title ?? '',
    description: milestone?.description ?? '',
    category: milestone?.category ?? 'product',
    status: milestone?.status ?? 'planned',
    targetOn: milestone?.target_on ?? '',
    completedOn: milestone?.completed_on ?? '',
    ownerUserId: milestone?.owner_user_id ?? '',
  };
}

/** A milestone with a new status: done takes today's date (unless it had one), any other status none. */
export function withStatus(milestone: Milestone, status: Milestone['status']): MilestoneRow {
  return {
    title: milestone.title,
    description: milestone.description,
    category: milestone.category,
    status,
    target_on: milestone.target_on,
    completed_on: status === 'done' ? (milestone.completed_on ?? today()) : null,
    owner_user_id: milestone.owner_user_id,
  };
}
