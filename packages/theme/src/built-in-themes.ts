import { buildTheme } from './build-theme';
import { deriveDarkVariant } from './dark-variant';
import type { ThemeDefinition } from './theme-schema';
import { TAILWIND_AMBER, TAILWIND_EMERALD, TAILWIND_RED, TAILWIND_SKY, TAILWIND_SLATE } from './tailwind-reference-scales';

/** Spec 000 §9: the primary brand colour. */
export const BRAND_PRIMARY = '#00fb95';
/** Spec 001 §1: the brand's secondary colour. */
export const BRAND_SECONDARY = '#2d1b69';

/** The theme every fallback ends at (spec 000 §4 "falls back to the default theme"). */
export const DEFAULT_THEME_ID = 'default';
/** Spec 000 §4 and 001 §2.12: the theme {product}-space is activated at start-up; the product is fikr. */
export const STARTUP_THEME_ID = 'fikr-space';

/** Status colours mean the same in every theme, so alerts stay recognisable whatever the brand. */
const STATUS_SCALES = { success: TAILWIND_EMERALD, warning: TAILWIND_AMBER, error: TAILWIND_RED, info: TAILWIND_SKY };

/*
 * #00fb95 sits at shade 400 of its scale. It is very light (OKLCH lightness 0.87): at 500 the
 * shades 50 to 400 would be squeezed into near-white, while at 400 the 600 shade lands on the
 * darker green the components already used (#00b56b) and 700 is a green that holds text.
 */
const BRAND_GREEN = { base: BRAND_PRIMARY, anchor: '400' } as const;

/** The colours each built-in theme is generated from; its theme.json file names the same ones. */
export const BUILT_IN_BRAND_COLORS = {
  default: { primary: BRAND_PRIMARY, secondary: '#064e3b', accent: '#14b8a6' },
  'fikr-space': { primary: BRAND_PRIMARY, secondary: BRAND_SECONDARY, accent: '#8b5cf6' },
  minimal: { primary: '#737373', secondary: '#262626', accent: '#71717a' },
  corporate: { primary: '#2563eb', secondary: '#1e3a8a', accent: '#0891b2' },
} as const;
const colorsOf = BUILT_IN_BRAND_COLORS;

const defaultTheme = buildTheme({
  id: DEFAULT_THEME_ID,
  name: 'Default',
  description: 'The green brand theme.',
  tags: ['brand', 'green'],
  isDefault: true,
  colors: {
    primary: BRAND_GREEN,
    secondary: { base: colorsOf.default.secondary, anchor: '900' },
    accent: { base: colorsOf.default.accent, anchor: '500' },
    neutral: { base: '#6b7280', anchor: '500' },
    ...STATUS_SCALES,
  },
});

const fikrSpaceTheme = buildTheme({
  id: STARTUP_THEME_ID,
  name: 'Fikr Space',
  description: 'The brand theme with a purple accent.',
  tags: ['brand', 'purple'],
  colors: {
    primary: BRAND_GREEN,
    secondary: { base: colorsOf['fikr-space'].secondary, anchor: '900' },
    accent: { base: colorsOf['fikr-space'].accent, anchor: '600' },
    // Slate, as the components were drawn with before themes existed.
    neutral: TAILWIND_SLATE,
    ...STATUS_SCALES,
  },
});

const minimalTheme = buildTheme({
  id: 'minimal',
  name: 'Minimal',
  description: 'Quiet grey tones.',
  tags: ['grey'],
  colors: {
    primary: { base: colorsOf.minimal.primary, anchor: '500' },
    secondary: { base: colorsOf.minimal.secondary, anchor: '800' },
    accent: { base: colorsOf.minimal.accent, anchor: '500' },
    neutral: { base: '#737373', anchor: '500' },
    ...STATUS_SCALES,
  },
  brand: { primary: '300' },
  borders: {
    radius: { xs: '0.125rem', sm: '0.125rem', md: '0.25rem', lg: '0.375rem', xl: '0.5rem', '2xl': '0.75rem', '3xl': '1rem', '4xl': '1.5rem' },
    widths: { thin: '1px', thick: '2px' },
  },
});

const corporateTheme = buildTheme({
  id: 'corporate',
  name: 'Corporate',
  description: 'Corporate blue.',
  tags: ['blue'],
  colors: {
    primary: { base: colorsOf.corporate.primary, anchor: '600' },
    secondary: { base: colorsOf.corporate.secondary, anchor: '900' },
    accent: { base: colorsOf.corporate.accent, anchor: '600' },
    neutral: { base: '#64748b', anchor: '500' },
    ...STATUS_SCALES,
  },
  brand: { primary: '400' },
});

const LIGHT_THEMES = [defaultTheme, fikrSpaceTheme, minimalTheme, corporateTheme];

/** The four built-in themes, each followed by its derived dark variant (`<id>-dark`). */
export const BUILT_IN_THEMES: readonly ThemeDefinition[] = LIGHT_THEMES.flatMap((theme) => [theme, deriveDarkVariant(theme)]);

export const BUILT_IN_THEME_IDS: ReadonlySet<string> = new Set(BUILT_IN_THEMES.map((theme) => theme.id));

export function builtInTheme(id: string): ThemeDefinition | undefined {
  return BUILT_IN_THEMES.find((theme) => theme.id === id);
}
