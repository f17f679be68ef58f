import { buildTheme, type ScaleSource } from './build-theme';
import PRECOMPUTED_SCALES from './built-in-scales.json' with { type: 'json' };
import { deriveDarkVariant } from './dark-variant';
import type { ColorScale, Shade } from './shades';
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

const scaleSources: ScaleSource[] = [];

/** Where a source's scale is kept in built-in-scales.json. */
export const scaleKey = ({ base, anchor }: ScaleSource) => `${base}@${anchor ?? ''}`;

/**
 * A colour of a built-in theme with its scale generated ahead of time: generating the scales
 * while this module loaded took 11 to 27 ms of each cold page load's main thread on a 2-core
 * machine. built-in-scales.test.ts regenerates each one and fails when the file differs.
 */
function precomputed(base: string, anchor: Shade): ScaleSource {
  const source = { base, anchor };
  scaleSources.push(source);
  return { ...source, scale: (PRECOMPUTED_SCALES as Record<string, ColorScale | undefined>)[scaleKey(source)] };
}

/*
 * #00fb95 sits at shade 400 of its scale. It is very light (OKLCH lightness 0.87): at 500 the
 * shades 50 to 400 would be squeezed into near-white, while at 400 the 600 shade lands on the
 * darker green the components already used (#00b56b) and 700 is a green that holds text.
 */
const BRAND_GREEN = precomputed(BRAND_PRIMARY, '400');

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
    secondary: precomputed(colorsOf.default.secondary, '900'),
    accent: precomputed(colorsOf.default.accent, '500'),
    neutral: precomputed('#6b7280', '500'),
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
    secondary: precomputed(colorsOf['fikr-space'].secondary, '900'),
    accent: precomputed(colorsOf['fikr-space'].accent, '600'),
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
    primary: precomputed(colorsOf.minimal.primary, '500'),
    secondary: precomputed(colorsOf.minimal.secondary, '800'),
    accent: precomputed(colorsOf.minimal.accent, '500'),
    neutral: precomputed('#737373', '500'),
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
    primary: precomputed(colorsOf.corporate.primary, '600'),
    secondary: precomputed(colorsOf.corporate.secondary, '900'),
    accent: precomputed(colorsOf.corporate.accent, '600'),
    neutral: precomputed('#64748b', '500'),
    ...STATUS_SCALES,
  },
  brand: { primary: '400' },
});

const LIGHT_THEMES = [defaultTheme, fikrSpaceTheme, minimalTheme, corporateTheme];

/** The four built-in themes, each followed by its derived dark variant (`<id>-dark`). */
export const BUILT_IN_THEMES: readonly ThemeDefinition[] = LIGHT_THEMES.flatMap((theme) => [theme, deriveDarkVariant(theme)]);

/** Every colour a built-in theme's scales are generated from. */
export const BUILT_IN_SCALE_SOURCES: readonly ScaleSource[] = scaleSources;

export const BUILT_IN_THEME_IDS: ReadonlySet<string> = new Set(BUILT_IN_THEMES.map((theme) => theme.id));

export function builtInTheme(id: string): ThemeDefinition | undefined {
  return BUILT_IN_THEMES.find((theme) => theme.id === id);
}
