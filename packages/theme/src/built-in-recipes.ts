import { buildTheme, type ScaleSource } from './build-theme';
import { BRAND_PRIMARY, BUILT_IN_BRAND_COLORS, DEFAULT_THEME_ID, STARTUP_THEME_ID } from './built-in-themes';
import { deriveDarkVariant } from './dark-variant';
import type { Shade } from './shades';
import type { ThemeDefinition } from './theme-schema';
import { TAILWIND_AMBER, TAILWIND_EMERALD, TAILWIND_RED, TAILWIND_SKY, TAILWIND_SLATE } from './tailwind-reference-scales';

/*
 * How the built-in themes are made. The page never runs this: built-in-themes.json holds the
 * result, so no colour maths or validation library is part of any page's start-up.
 * built-in-themes-file.test.ts rebuilds the file from these recipes and fails when they differ.
 */

/** Status colours mean the same in every theme, so alerts stay recognisable whatever the brand. */
const STATUS_SCALES = { success: TAILWIND_EMERALD, warning: TAILWIND_AMBER, error: TAILWIND_RED, info: TAILWIND_SKY };

/** A colour pinned to the shade of its scale that carries it. */
function source(base: string, anchor: Shade): ScaleSource {
  return { base, anchor };
}

/*
 * #00fb95 sits at shade 400 of its scale. It is very light (OKLCH lightness 0.87): at 500 the
 * shades 50 to 400 would be squeezed into near-white, while at 400 the 600 shade lands on the
 * darker green the components already used (#00b56b) and 700 is a green that holds text.
 */
const BRAND_GREEN = source(BRAND_PRIMARY, '400');

const colorsOf = BUILT_IN_BRAND_COLORS;

const defaultTheme = buildTheme({
  id: DEFAULT_THEME_ID,
  name: 'Default',
  description: 'The green brand theme.',
  tags: ['brand', 'green'],
  isDefault: true,
  colors: {
    primary: BRAND_GREEN,
    secondary: source(colorsOf.default.secondary, '900'),
    accent: source(colorsOf.default.accent, '500'),
    neutral: source('#6b7280', '500'),
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
    secondary: source(colorsOf['fikr-space'].secondary, '900'),
    accent: source(colorsOf['fikr-space'].accent, '600'),
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
    primary: source(colorsOf.minimal.primary, '500'),
    secondary: source(colorsOf.minimal.secondary, '800'),
    accent: source(colorsOf.minimal.accent, '500'),
    neutral: source('#737373', '500'),
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
    primary: source(colorsOf.corporate.primary, '600'),
    secondary: source(colorsOf.corporate.secondary, '900'),
    accent: source(colorsOf.corporate.accent, '600'),
    neutral: source('#64748b', '500'),
    ...STATUS_SCALES,
  },
  brand: { primary: '400' },
});

const LIGHT_THEMES: ThemeDefinition[] = [defaultTheme, fikrSpaceTheme, minimalTheme, corporateTheme];

/** The four built-in themes, each followed by its derived dark variant (`<id>-dark`). */
export function buildBuiltInThemes(): ThemeDefinition[] {
  return LIGHT_THEMES.flatMap((theme) => [theme, deriveDarkVariant(theme)]);
}
