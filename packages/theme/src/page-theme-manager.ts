import { appStore } from '@fikrspace/app-store';
import { createThemeManager } from './theme-manager';

/**
 * The page's one theme manager. `@fikrspace/theme` is a federation singleton, so the shell and
 * every remote share this instance and its state. The app store mirrors whether the theme on
 * screen is light or dark, as components read it from there.
 */
export const themeManager = createThemeManager({
  onApply: (theme) => appStore.getState().setTheme(theme.metadata.isDark ? 'dark' : 'light'),
});

export const getThemeState = themeManager.getState;
export const subscribeToTheme = themeManager.subscribe;
export const loadThemes = themeManager.loadThemes;
export const selectTheme = themeManager.selectTheme;
export const importTheme = themeManager.importTheme;
export const exportTheme = themeManager.exportTheme;
export const applyOrganizationBranding = themeManager.applyOrganizationBranding;
export const resetOrganizationBranding = themeManager.resetOrganizationBranding;
export const setPortalThemeOverride = themeManager.setPortalThemeOverride;
