import { BUILT_IN_THEME_IDS } from './built-in-themes';
import { withRoles } from './theme-roles';
import { isRecord, normalizeMetadata, type ThemeRow } from './theme-rows';
import type { ThemeDefinition } from './theme-schema';
import { validateThemeDefinition } from './theme-validation';

export interface CustomThemes {
  themes: ThemeDefinition[];
  /** Dark rows that name the light theme they belong to: light id to dark id. */
  darkVariants: Map<string, string>;
  skipped: { id: string; reason: string }[];
}

/**
 * The custom themes among the rows. Rows with a built-in id are left out: those themes come from
 * the code, and the rows exist for the foreign keys. A row whose tokens fail the schema is skipped
 * rather than breaking the list.
 */
export function customThemesFromRows(rows: readonly ThemeRow[]): CustomThemes {
  const themes: ThemeDefinition[] = [];
  const darkVariants = new Map<string, string>();
  const skipped: CustomThemes['skipped'] = [];
  for (const row of rows) {
    if (!isRecord(row) || typeof row.id !== 'string' || BUILT_IN_THEME_IDS.has(row.id)) continue;
    const result = validateThemeDefinition({
      id: row.id,
      name: row.name,
      description: row.description ?? '',
      tokens: row.tokens,
      components: isRecord(row.components) ? row.components : {},
      utilities: isRecord(row.utilities) ? row.utilities : {},
      metadata: normalizeMetadata(row.metadata, { isDark: row.is_dark === true, created: row.created_at, updated: row.updated_at }),
    });
    if (!result.success) {
      skipped.push({ id: row.id, reason: result.reason });
      continue;
    }
    themes.push(withRoles(result.theme));
    if (row.is_dark && typeof row.base_theme_id === 'string') darkVariants.set(row.base_theme_id, row.id);
  }
  return { themes, darkVariants, skipped };
}
