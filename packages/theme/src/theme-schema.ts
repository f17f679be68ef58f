import { z } from './zod';
import { PALETTES, SHADES, parseShadeReference, type PaletteName, type Shade } from './shades';

/*
 * The theme definition of spec 000 §3 as a schema. Built-in themes are checked against it in
 * tests; themes from the database and imported files are checked at run time, because their
 * values end up in the page's CSS. zod/mini keeps the shell's start-up bundle small.
 */

const HEX_MESSAGE = 'must be a hex colour such as #1a2b3c';
const hex6 = z.string().check(z.regex(/^#[0-9a-f]{6}$/i, HEX_MESSAGE));
/** Backgrounds and text may carry an opacity (#rrggbbaa), the overlay usually does. */
const hexWithAlpha = z.string().check(z.regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i, HEX_MESSAGE));

/**
 * A free CSS value (a length, a font list, a shadow). It becomes a custom property, so nothing that
 * could end the declaration or fetch a resource is allowed.
 */
const cssValue = z.string().check(
  z.minLength(1, 'must not be empty'),
  z.maxLength(300, 'is too long'),
  z.regex(/^[^;{}<>\\]*$/, 'must not contain ; { } < > or \\'),
  z.refine((value) => !/url\s*\(|expression\s*\(|@import/i.test(value), 'must not load anything'),
);
const tokenName = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lower-case letters, digits and dashes'));
const cssRecord = z.record(tokenName, cssValue);
const pxValue = z.string().check(z.regex(/^\d+(?:\.\d+)?px$/, 'must be a length in px'));

export const colorScaleSchema = z.strictObject(Object.fromEntries(SHADES.map((shade) => [shade, hex6])) as Record<Shade, typeof hex6>);

const paletteSchemas = Object.fromEntries(PALETTES.map((palette) => [palette, colorScaleSchema])) as Record<PaletteName, typeof colorScaleSchema>;

export const themeColorsSchema = z.strictObject({
  ...paletteSchemas,
  background: z.strictObject({ primary: hexWithAlpha, secondary: hexWithAlpha, tertiary: hexWithAlpha, overlay: hexWithAlpha }),
  text: z.strictObject({ primary: hexWithAlpha, secondary: hexWithAlpha, tertiary: hexWithAlpha, disabled: hexWithAlpha, inverse: hexWithAlpha }),
});

export const themeTypographySchema = z.strictObject({
  fonts: z.strictObject({ heading: cssValue, body: cssValue, mono: cssValue }),
  sizes: cssRecord,
  weights: z.record(tokenName, z.number().check(z.int(), z.gte(1), z.lte(1000))),
  lineHeights: z.record(tokenName, z.union([z.number().check(z.gte(0)), cssValue])),
  letterSpacing: cssRecord,
});

/** Spec 000 §9: the six breakpoints every theme shares with the build's media queries. */
export const themeBreakpointsSchema = z.strictObject({ xs: pxValue, sm: pxValue, md: pxValue, lg: pxValue, xl: pxValue, '2xl': pxValue });

export const themeTokensSchema = z.strictObject({
  colors: themeColorsSchema,
  typography: themeTypographySchema,
  spacing: cssRecord,
  borders: z.strictObject({ radius: cssRecord, widths: cssRecord }),
  shadows: cssRecord,
  animations: z.strictObject({ durations: cssRecord, easings: cssRecord }),
  breakpoints: themeBreakpointsSchema,
  zIndices: z.record(tokenName, z.number().check(z.int())),
});

/** A shade of the theme's own scales (`primary.400`) or a hex colour. */
const colorValue = z.string().check(
  z.refine((value) => parseShadeReference(value) !== null || /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value), 'must be a shade such as primary.500 or a hex colour'),
);

/**
 * Which colours play the roles the components know: `brand` is what the `bg-brand`,
 * `text-brand-strong` and `bg-secondary` classes paint, `interactive` the button and link colour
 * with its label. Other component tokens a theme brings are kept as they are.
 */
export const themeComponentsSchema = z.looseObject({
  brand: z.optional(z.strictObject({ primary: colorValue, strong: colorValue, secondary: colorValue })),
  interactive: z.optional(z.strictObject({ background: colorValue, foreground: colorValue })),
});

export const themeMetadataSchema = z.strictObject({
  version: z.string().check(z.regex(/^\d+\.\d+\.\d+(?:[-+][0-9a-z.-]+)?$/i, 'must be a version such as 1.0.0')),
  created: z.string().check(z.minLength(1, 'must not be empty')),
  updated: z.string().check(z.minLength(1, 'must not be empty')),
  author: z.string(),
  isDefault: z.boolean(),
  isDark: z.boolean(),
  tags: z.array(z.string().check(z.maxLength(40, 'is too long'))),
});

/** Theme ids are the database's (`cms_themes.id` check): lower case, digits and dashes. */
export const themeIdSchema = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lower-case letters, digits and dashes'), z.maxLength(64, 'is too long'));

export const themeDefinitionSchema = z.strictObject({
  id: themeIdSchema,
  name: z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(120, 'is too long')),
  description: z.string(),
  tokens: themeTokensSchema,
  components: themeComponentsSchema,
  utilities: z.record(z.string(), z.unknown()),
  metadata: themeMetadataSchema,
});

export type ThemeColors = z.infer<typeof themeColorsSchema>;
export type ThemeTypography = z.infer<typeof themeTypographySchema>;
export type ThemeBreakpoints = z.infer<typeof themeBreakpointsSchema>;
export type ThemeTokens = z.infer<typeof themeTokensSchema>;
export type ThemeComponents = z.infer<typeof themeComponentsSchema>;
export type ThemeMetadata = z.infer<typeof themeMetadataSchema>;
export type ThemeDefinition = z.infer<typeof themeDefinitionSchema>;
