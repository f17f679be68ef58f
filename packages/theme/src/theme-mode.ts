import type { ThemeName } from '@fikrspace/app-store';
import type { ThemeManager } from './theme-manager';
import { themeManager } from './page-theme-manager';
import { THEME_MODE_KEY, browserStorage, readItem, writeItem, type KeyValueStorage } from './theme-storage';

export type ThemeMode = 'light' | 'dark' | 'system';

export const THEME_MODES: readonly ThemeMode[] = ['light', 'dark', 'system'];
export { THEME_MODE_KEY };
/** The shell starts dark (spec 000 §4, spec 001 §2.12). */
export const DEFAULT_THEME_MODE: ThemeMode = 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark' || value === 'system';
}

export function readThemeMode(storage: Pick<Storage, 'getItem'> | undefined = browserStorage()): ThemeMode {
  const stored = readItem(storage as KeyValueStorage | undefined, THEME_MODE_KEY);
  return isThemeMode(stored) ? stored : DEFAULT_THEME_MODE;
}

export function resolveTheme(mode: ThemeMode, prefersDark: boolean): ThemeName {
  if (mode === 'system') return prefersDark ? 'dark' : 'light';
  return mode;
}

export interface ThemeModeController {
  getMode: () => ThemeMode;
  subscribe: (listener: () => void) => () => void;
  /** Applies the stored mode and follows the OS (system mode) and other tabs live. */
  start: () => () => void;
  change: (mode: ThemeMode) => void;
}

export interface ThemeModeOptions {
  manager?: Pick<ThemeManager, 'setDarkMode'>;
  storage?: KeyValueStorage;
  matchMedia?: (query: string) => MediaQueryList;
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Light, dark or system, stored under `user-theme` (spec 000 §4). A change shows at once,
 * without the reload the spec describes: every remote reads the same variables and the same
 * `dark` class, so nothing needs a fresh page to pick the mode up.
 */
export function createThemeModeController({
  manager = themeManager,
  storage = browserStorage(),
  matchMedia = typeof window === 'undefined' ? undefined : window.matchMedia?.bind(window),
  window: target = typeof window === 'undefined' ? undefined : window,
}: ThemeModeOptions = {}): ThemeModeController {
  const listeners = new Set<() => void>();
  let mode = readThemeMode(storage);
  let media: MediaQueryList | undefined;

  const prefersDark = () => (media ?? matchMedia?.(DARK_QUERY))?.matches ?? false;

  function show(next: ThemeMode): void {
    const changed = next !== mode;
    mode = next;
    manager.setDarkMode(resolveTheme(mode, prefersDark()) === 'dark');
    if (changed) for (const listener of listeners) listener();
  }

  return {
    getMode: () => mode,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: () => {
      media = matchMedia?.(DARK_QUERY);
      show(readThemeMode(storage));
      const onSystemChange = () => {
        if (mode === 'system') show(mode);
      };
      // Another tab changed the mode: follow it, as the choice is the browser's, not the tab's.
      const onStorage = (event: StorageEvent) => {
        if (event.key === THEME_MODE_KEY) show(readThemeMode(storage));
      };
      media?.addEventListener?.('change', onSystemChange);
      target?.addEventListener('storage', onStorage);
      return () => {
        media?.removeEventListener?.('change', onSystemChange);
        target?.removeEventListener('storage', onStorage);
      };
    },
    change: (next) => {
      writeItem(storage, THEME_MODE_KEY, next);
      show(next);
    },
  };
}

const pageThemeMode = createThemeModeController();

/** Applies the stored mode at start-up and follows the OS live in system mode; returns a stop function. */
export const startThemeMode = pageThemeMode.start;
/** Stores a new mode and shows it at once. */
export function changeThemeMode(mode: ThemeMode): void {
  pageThemeMode.change(mode);
}
export const getThemeMode = pageThemeMode.getMode;
export const subscribeToThemeMode = pageThemeMode.subscribe;
