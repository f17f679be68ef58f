import { z } from 'zod';
import { REASON_MAX_LENGTH, REASON_MIN_LENGTH, type MetricDefinition } from './model';
import { parseMetricValue } from './numbers';

/**
 * The month form's validation (zod, with react-hook-form): each field is what was typed, empty or
 * a value of its metric read as the CSV import reads it. A message is a problem code the form
 * words in the reader's language; what was typed stays in the field.
 */

const valueField = (unit: MetricDefinition['unit'], languageDecimal: string) =>
  z.string().superRefine((text, context) => {
    if (text.trim() === '') return;
    const parsed = parseMetricValue(text, unit, { languageDecimal });
    if (!parsed.ok) context.addIssue({ code: 'custom', message: parsed.problem });
  });

/** The values of one month, by metric key, for the metrics a member reports. */
export function monthValuesSchema(definitions: readonly MetricDefinition[], languageDecimal: string) {
  return z.object({ values: z.object(Object.fromEntries(definitions.map((definition) => [definition.key, valueField(definition.unit, languageDecimal)]))) });
}

export type MonthValues = { values: Record<string, string> };

/** A correction of one value of a submitted month: the new value (empty removes it) and why. */
export function correctionSchema(unit: MetricDefinition['unit'], languageDecimal: string) {
  return z.object({
    value: valueField(unit, languageDecimal),
    reason: z.string().trim().min(REASON_MIN_LENGTH, 'reasonShort').max(REASON_MAX_LENGTH, 'reasonLong'),
  });
}

export type CorrectionValues = { value: string; reason: string };

/** The number a valid field holds, or null when it is empty. */
export function fieldValue(text: string, unit: MetricDefinition['unit'], languageDecimal: string): number | null {
  const parsed = parseMetricValue(text, unit, { languageDecimal });
  return parsed.ok ? parsed.value : null;
}
