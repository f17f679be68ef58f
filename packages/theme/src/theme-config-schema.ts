import { z } from './zod';
import { themeIdSchema } from './theme-schema';
import { describeIssue, formatIssues } from './validation-messages';

const hex = z.string().check(z.regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, 'must be a hex colour such as #1a2b3c'));
const text = (max: number) => z.string().check(z.maxLength(max, 'is too long'));

/** Spec 000 §3 "Theme config file", served at /themes/{name}/theme.json. */
export const themeConfigSchema = z.strictObject({
  name: themeIdSchema,
  version: z.string().check(z.regex(/^\d+\.\d+\.\d+(?:[-+][0-9a-z.-]+)?$/i, 'must be a version such as 1.0.0')),
  description: text(500),
  author: text(120),
  license: text(60),
  extends: z.optional(z.nullable(themeIdSchema)),
  requires: z.optional(z.strictObject({ templates: z.optional(z.array(text(60))) })),
  colors: z.optional(z.strictObject({ primary: z.optional(hex), secondary: z.optional(hex), accent: z.optional(hex) })),
});

export type ThemeConfig = z.infer<typeof themeConfigSchema>;

export type ThemeConfigValidation = { success: true; config: ThemeConfig } | { success: false; reason: string };

export function validateThemeConfig(input: unknown, expectedName?: string): ThemeConfigValidation {
  const result = themeConfigSchema.safeParse(input, { error: describeIssue });
  if (!result.success) return { success: false, reason: formatIssues(result.error.issues) };
  if (expectedName !== undefined && result.data.name !== expectedName) return { success: false, reason: `name is ${result.data.name}, not ${expectedName}` };
  if (result.data.extends === result.data.name) return { success: false, reason: 'extends names the theme itself' };
  return { success: true, config: result.data };
}
