// Theme definitions (spec 000 §3). Checking and deriving themes (the schema and the colour maths)
// is in @fikrspace/theme/design, which no page needs to start.
export * from './shades';
export type { ThemeBreakpoints, ThemeColors, ThemeComponents, ThemeDefinition, ThemeMetadata, ThemeTokens, ThemeTypography } from './theme-schema';
export { NON_TEXT_CONTRAST_AA, TEXT_CONTRAST_AA } from './contrast-rules';
export { DARK_SUFFIX, darkVariantId } from './theme-ids';
export { BRAND_PRIMARY, BRAND_SECONDARY, BUILT_IN_BRAND_COLORS, BUILT_IN_THEMES, BUILT_IN_THEME_IDS, DEFAULT_THEME_ID, STARTUP_THEME_ID, builtInTheme } from './built-in-themes';
export type { BrandColors } from './brand-colors';
export { portalThemeOverrides, type PortalWithThemeOverride } from './portal-theme-overrides';

// Applying a theme to the page
export { CSS_VARIABLE_PREFIX, applyCssVariables, themeCssVariables } from './css-variables';
export { renderThemeDefaultsCss } from './theme-defaults-css';

// The theme manager (spec 000 §4, §8)
export { THEME_MESSAGES } from './theme-messages';
export { CACHED_THEMES_KEY, THEME_DARK_KEY, THEME_ID_KEY } from './theme-storage';
export { THEME_ROW_COLUMNS, type ThemeRow } from './theme-rows';
export { IMPORTED_TAG, createThemeManager, type OrganizationBranding, type ThemeManager, type ThemeManagerOptions, type ThemeRowsLoader, type ThemeState } from './theme-manager';
export {
  applyOrganizationBranding,
  exportTheme,
  getThemeState,
  importTheme,
  loadThemes,
  resetOrganizationBranding,
  selectTheme,
  setPortalThemeOverride,
  subscribeToTheme,
  themeManager,
} from './page-theme-manager';

// Light, dark and system (spec 000 §4)
export {
  DEFAULT_THEME_MODE,
  THEME_MODES,
  THEME_MODE_KEY,
  changeThemeMode,
  createThemeModeController,
  getThemeMode,
  isThemeMode,
  readThemeMode,
  resolveTheme,
  startThemeMode,
  subscribeToThemeMode,
  type ThemeMode,
  type ThemeModeController,
} from './theme-mode';

// Theme-system layouts and config files (spec 000 §2, §3, §7)
export {
  THEME_COMPONENT_NAMES,
  ThemeExtendsCycleError,
  createThemeLayoutRegistry,
  registerThemeComponents,
  resolveThemeComponent,
  setThemeParent,
  subscribeToThemeLayouts,
  themeLayoutsVersion,
  themeLineage,
  type ThemeComponent,
  type ThemeComponentLoader,
  type ThemeComponentName,
  type ThemeLayoutComponents,
  type ThemeLayoutRegistry,
} from './theme-layouts';
export {
  FALLBACK_THEME_CONFIG,
  createThemeConfigLoader,
  loadThemeConfig,
  loadThemeConfigLineage,
  themeConfigName,
  type LoadedThemeConfig,
  type ThemeConfig,
} from './theme-config';
