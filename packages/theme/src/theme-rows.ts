import { BUILT_IN_THEME_IDS } from './built-in-themes';
import type { ThemeDefinition, ThemeMetadata } from './theme-schema';
import { validateThemeDefinition } from './theme-validation';

/** A row of `public.cms_themes` as the database returns it. */
export interface ThemeRow {
  id: string;
  name: string;
  description: string | null;
  base_theme_id: string | null;
  is_dark: boolean;
  tokens: unknown;
  components?: unknown;
  utilities?: unknown;
  metadata?: unknown;
  created_at?: string | null;
  updated_at?: string | null;
}

/** The columns the loader should select. */
export const THEME_ROW_COLUMNS = 'id, name, description, base_theme_id, is_dark, tokens, components, utilities, metadata, created_at, updated_at';

export interface CustomThemes {
  themes: ThemeDefinition[];
  /** Dark rows that name the light theme they belong to: light id to dark id. */
  darkVariants: Map<string, string>;
  skipped: { id: string; reason: string }[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Metadata as stored may leave fields out; what is missing gets a neutral value and the dark flag
 * comes from the row's own column. Unknown keys are dropped.
 */
export function normalizeMetadata(raw: unknown, defaults: { isDark: boolean; created?: string | null; updated?: string | null; extraTags?: string[] }): ThemeMetadata {
  const source = isRecord(raw) ? raw : {};
  const text = (key: string, fallback: string) => (typeof source[key] === 'string' && source[key] ? (source[key] as string) : fallback);
  const now = new Date().toISOString();
  const tags = Array.isArray(source.tags) ? source.tags.filter((tag): tag is string => typeof tag === 'string') : [];
  for (const tag of defaults.extraTags ?? []) if (!tags.includes(tag)) tags.push(tag);
  return {
    version: text('version', '1.0.0'),
    created: text('created', defaults.created ?? now),
    updated: text('updated', defaults.updated ?? defaults.created ?? now),
    author: text('author', ''),
    isDefault: source.isDefault === true,
    isDark: defaults.isDark,
    tags,
  };
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
    themes.push(result.theme);
    if (row.is_dark && typeof row.base_theme_id === 'string') darkVariants.set(row.base_theme_id, row.id);
  }
  return { themes, darkVariants, skipped };
}
