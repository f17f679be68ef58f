import {
  COMMENT_MAX_LENGTH,
  CONFIDENCES,
  DESCRIPTION_MAX_LENGTH,
  EPIC_STATUSES,
  KEY_RESULT_UNITS,
  NAME_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  VALUE_LIMIT,
  VALUE_STREAM_DESCRIPTION_MAX_LENGTH,
  type Confidence,
  type EpicStatus,
  type KeyResultUnit,
} from './model';
import { z } from './zod';

/**
 * Fikr OS's forms (zod, with react-hook-form). Fields are text as the form holds them, so what was
 * typed stays when it is refused; a message is a problem code worded in the reader's language
 * (`problems.*`). The tables check the same limits (supabase/migrations/20261130100000_strategy_okrs.sql).
 */

const text = (max: number) => z.string().trim().min(1, 'required').max(max, 'tooLong');
const optionalText = (max: number) => z.string().trim().max(max, 'tooLong');
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'day');
const amount = z
  .string()
  .trim()
  .regex(/^-?\d+(\.\d+)?$/, 'number')
  .refine((value) => Math.abs(Number(value)) <= VALUE_LIMIT, 'tooLarge');

export const periodSchema = z
  .object({ name: text(NAME_MAX_LENGTH), startsOn: day, endsOn: day })
  .superRefine((form, context) => {
    if (form.endsOn <= form.startsOn) context.addIssue({ code: 'custom', path: ['endsOn'], message: 'endsBeforeStart' });
  });
export type PeriodForm = z.infer<typeof periodSchema>;

export const valueStreamSchema = z.object({ name: text(NAME_MAX_LENGTH), description: optionalText(VALUE_STREAM_DESCRIPTION_MAX_LENGTH) });
export type ValueStreamForm = z.infer<typeof valueStreamSchema>;
export const EMPTY_VALUE_STREAM: ValueStreamForm = { name: '', description: '' };

export const strategicObjectiveSchema = z.object({ title: text(TITLE_MAX_LENGTH), valueStreamId: z.string(), description: optionalText(DESCRIPTION_MAX_LENGTH) });
export type StrategicObjectiveForm = z.infer<typeof strategicObjectiveSchema>;
export const EMPTY_STRATEGIC_OBJECTIVE: StrategicObjectiveForm = { title: '', valueStreamId: '', description: '' };

export const objectiveSchema = z.object({ title: text(TITLE_MAX_LENGTH), strategicObjectiveId: z.string(), ownerId: z.string(), description: optionalText(DESCRIPTION_MAX_LENGTH) });
export type ObjectiveForm = z.infer<typeof objectiveSchema>;
export const EMPTY_OBJECTIVE: ObjectiveForm = { title: '', strategicObjectiveId: '', ownerId: '', description: '' };

export const keyResultSchema = z
  .object({
    title: text(TITLE_MAX_LENGTH),
    unit: z.enum(KEY_RESULT_UNITS as [KeyResultUnit, ...KeyResultUnit[]]),
    startValue: amount,
    targetValue: amount,
    metricKey: z.string(),
  })
  .superRefine((form, context) => {
    if (form.startValue !== '' && form.targetValue !== '' && Number(form.startValue) === Number(form.targetValue)) context.addIssue({ code: 'custom', path: ['targetValue'], message: 'targetIsStart' });
  });
export type KeyResultForm = z.infer<typeof keyResultSchema>;
export const EMPTY_KEY_RESULT: KeyResultForm = { title: '', unit: 'number', startValue: '0', targetValue: '', metricKey: '' };

/** A check-in speaks for today or a day before (`today`: the viewer's calendar day). */
export const checkInSchema = (today: string) =>
  z
    .object({ value: amount, confidence: z.enum(CONFIDENCES as [Confidence, ...Confidence[]]), checkedOn: day, comment: optionalText(COMMENT_MAX_LENGTH) })
    .superRefine((form, context) => {
      if (form.checkedOn > today) context.addIssue({ code: 'custom', path: ['checkedOn'], message: 'futureDay' });
    });
export type CheckInForm = z.infer<ReturnType<typeof checkInSchema>>;

export const epicSchema = z.object({
  title: text(TITLE_MAX_LENGTH),
  objectiveId: z.string(),
  status: z.enum(EPIC_STATUSES as [EpicStatus, ...EpicStatus[]]),
  description: optionalText(DESCRIPTION_MAX_LENGTH),
});
export type EpicForm = z.infer<typeof epicSchema>;
export const EMPTY_EPIC: EpicForm = { title: '', objectiveId: '', status: 'planned', description: '' };

/** An empty choice or text is nothing. */
export const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());
