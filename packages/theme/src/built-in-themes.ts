import BUILT_IN_THEME_FILE from './built-in-themes.json' with { type: 'json' };
import { expandThemes, type ThemeFileEntry } from './theme-file';
import type { ThemeDefinition } from './theme-schema';

/** Spec 000 §9: the primary brand colour. */
export const BRAND_PRIMARY = '#00fb95';
/** Spec 001 §1: the brand's secondary colour. */
export const BRAND_SECONDARY = '#2d1b69';

/** The theme every fallback ends at (spec 000 §4 "falls back to the default theme"). */
export const DEFAULT_THEME_ID = 'default';
/** Spec 000 §4 and 001 §2.12: the theme {product}-space is activated at start-up; the product is fikr. */
export const STARTUP_THEME_ID = 'fikr-space';

/** The colours each built-in theme is generated from; its theme.json file names the same ones. */
export const BUILT_IN_BRAND_COLORS = {
  default: { primary: BRAND_PRIMARY, secondary: '#064e3b', accent: '#14b8a6' },
  'fikr-space': { primary: BRAND_PRIMARY, secondary: BRAND_SECONDARY, accent: '#8b5cf6' },
  minimal: { primary: '#737373', secondary: '#262626', accent: '#71717a' },
  corporate: { primary: '#2563eb', secondary: '#1e3a8a', accent: '#0891b2' },
} as const;

/**
 * The four built-in themes, each followed by its derived dark variant (`<id>-dark`), as
 * built-in-recipes.ts makes them. They are read from a file rather than built while the page
 * loads, which would bring the colour maths and its library into every page's start-up; the file
 * holds each theme as what differs from another (theme-file.ts).
 */
export const BUILT_IN_THEMES: readonly ThemeDefinition[] = expandThemes(BUILT_IN_THEME_FILE as ThemeFileEntry[]);

export const BUILT_IN_THEME_IDS: ReadonlySet<string> = new Set(BUILT_IN_THEMES.map((theme) => theme.id));

export function builtInTheme(id: string): ThemeDefinition | undefined {
  return BUILT_IN_THEMES.find((theme) => theme.id === id);
}
