import { z } from 'zod';
import { REQUEST_LIMITS, SUPPORT_CATEGORIES, SUPPORT_PRIORITIES, type NewSupportRequest } from './model';

/**
 * The request form's validation, the same rules as the table's checks, so a member learns what is
 * missing beside the field rather than from a refused save. Messages are keys of the context's
 * texts (`invalid.*`), translated where they are shown.
 */

export interface SupportRequestFormValues {
  subject: string;
  body: string;
  category: string;
  priority: string;
}

const trimmedBetween = (min: number, max: number, message: string) => z.string().trim().min(min, message).max(max, message);

export const supportRequestSchema = z.object({
  subject: trimmedBetween(REQUEST_LIMITS.subjectMin, REQUEST_LIMITS.subjectMax, 'invalid.subject'),
  body: trimmedBetween(REQUEST_LIMITS.bodyMin, REQUEST_LIMITS.bodyMax, 'invalid.body'),
  category: z.string().pipe(z.enum(SUPPORT_CATEGORIES, { error: 'invalid.category' })),
  priority: z.string().pipe(z.enum(SUPPORT_PRIORITIES, { error: 'invalid.priority' })),
});

export type SupportRequestFormOutput = z.output<typeof supportRequestSchema>;

/** An empty form: the category to choose, the usual priority. */
export const EMPTY_REQUEST: SupportRequestFormValues = { subject: '', body: '', category: '', priority: 'normal' };

export function toNewRequest(values: SupportRequestFormOutput): NewSupportRequest {
  return { subject: values.subject, body: values.body, category: values.category, priority: values.priority };
}
