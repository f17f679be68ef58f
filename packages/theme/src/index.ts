import { appStore, type ThemeName } from '@fikrspace/app-store';

export type ThemeMode = 'light' | 'dark' | 'system';

export const THEME_MODE_KEY = 'user-theme';
/** The shell starts dark (spec 000 §4). */
export const DEFAULT_THEME_MODE: ThemeMode = 'dark';
export const ACTIVE_THEME_ID = 'fikr-space';
export const THEME_RELOAD_DELAY_MS = 500;

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function readThemeMode(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): ThemeMode {
  const stored = storage?.getItem(THEME_MODE_KEY);
  return stored === 'light' || stored === 'dark' || stored === 'system' ? stored : DEFAULT_THEME_MODE;
}

export function resolveTheme(mode: ThemeMode, prefersDark: boolean): ThemeName {
  if (mode === 'system') return prefersDark ? 'dark' : 'light';
  return mode;
}

function applyResolvedTheme(theme: ThemeName): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.dataset.theme = ACTIVE_THEME_ID;
  root.style.colorScheme = theme;
  appStore.getState().setTheme(theme);
}

/**
 * Applies the stored mode at start-up and, in system mode, follows the OS preference live.
 * Returns a function that stops following it.
 */
export function startThemeMode(): () => void {
  const media = window.matchMedia?.(DARK_QUERY);
  const apply = () => applyResolvedTheme(resolveTheme(readThemeMode(), media?.matches ?? false));
  apply();
  const onChange = () => {
    if (readThemeMode() === 'system') apply();
  };
  media?.addEventListener?.('change', onChange);
  return () => media?.removeEventListener?.('change', onChange);
}

/**
 * Stores a new mode, shows it at once, and reloads after 500 ms as the spec requires so every
 * theme-dependent asset and remote starts from the same mode.
 */
export function changeThemeMode(mode: ThemeMode, reload: () => void = () => window.location.reload()): void {
  safeStorage()?.setItem(THEME_MODE_KEY, mode);
  applyResolvedTheme(resolveTheme(mode, window.matchMedia?.(DARK_QUERY).matches ?? false));
  window.setTimeout(reload, THEME_RELOAD_DELAY_MS);
}

function safeStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
