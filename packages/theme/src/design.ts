// @fikrspace/theme/design: checking and deriving themes, for the pages that edit them and for
// tests. It holds the schema (zod) and the colour maths (culori), so it is a separate entry that
// no page's start-up imports; the theme manager loads what it needs of it on demand.
export * from './theme-schema';
export { validateThemeDefinition, type ThemeValidation } from './theme-validation';
export { themeConfigSchema, validateThemeConfig, type ThemeConfigValidation } from './theme-config-schema';
export { generateColorScale, naturalShade, type ScaleOptions } from './color-scale';
export { contrastRatio, isHexColor } from './color-math';
export { resolveColor, scalesOf, withRoles } from './theme-roles';
export { buildTheme, type ThemeRecipe, type ScaleSource } from './build-theme';
export { deriveDarkVariant } from './dark-variant';
export { overlayBrandColors, parseBrandColors } from './brand-overlay';
export { customThemesFromRows, type CustomThemes } from './custom-themes';
