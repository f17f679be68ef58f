import { getThemeMode, getThemeState, subscribeToTheme, subscribeToThemeMode, type ThemeMode, type ThemeState } from '@fikrspace/theme';
import { useSyncExternalStore } from 'react';

/*
 * React's view of the theme manager. The hooks live here rather than in @fikrspace/theme, which
 * has no React dependency: this package depends on it, and a dependency the other way would be
 * a cycle.
 */

/** The active theme, the list of themes, the dark flag and the manager's last error. */
export function useThemeState(): ThemeState {
  return useSyncExternalStore(subscribeToTheme, getThemeState, getThemeState);
}

/** The mode the person chose: light, dark or system. */
export function useThemeMode(): ThemeMode {
  return useSyncExternalStore(subscribeToThemeMode, getThemeMode, getThemeMode);
}
