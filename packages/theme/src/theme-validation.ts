import { themeDefinitionSchema, type ThemeDefinition } from './theme-schema';
import { describeIssue, formatIssues } from './validation-messages';

export type ThemeValidation = { success: true; theme: ThemeDefinition } | { success: false; reason: string };

/** Checks a theme from outside the code (database, import, cache) against spec 000 §3. */
export function validateThemeDefinition(input: unknown): ThemeValidation {
  const result = themeDefinitionSchema.safeParse(input, { error: describeIssue });
  return result.success ? { success: true, theme: result.data } : { success: false, reason: formatIssues(result.error.issues) };
}
