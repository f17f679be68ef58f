import type { ThemeMetadata } from './theme-schema';

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

export function isRecord(value: unknown): value is Record<string, unknown> {
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
