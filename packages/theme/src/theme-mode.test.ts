// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './testing-storage';
import { DEFAULT_THEME_MODE, THEME_MODE_KEY, createThemeModeController, readThemeMode, resolveTheme } from './theme-mode';

/** A `(prefers-color-scheme: dark)` query whose answer the test changes. */
function fakeMediaQuery(matches: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  return {
    matchMedia: () => query as unknown as MediaQueryList,
    setSystemDark(dark: boolean) {
      query.matches = dark;
      for (const listener of listeners) listener();
    },
    listenerCount: () => listeners.size,
  };
}

function setup(stored: string | null, systemDark = false) {
  const storage = memoryStorage(stored === null ? {} : { [THEME_MODE_KEY]: stored });
  const manager = { setDarkMode: vi.fn(() => true) };
  const media = fakeMediaQuery(systemDark);
  const controller = createThemeModeController({ manager, storage, matchMedia: media.matchMedia, window });
  return { storage, manager, media, controller };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('theme mode (spec 000 §4)', () => {
  it('is stored under user-theme and defaults to dark', () => {
    expect(THEME_MODE_KEY).toBe('user-theme');
    expect(DEFAULT_THEME_MODE).toBe('dark');
    expect(readThemeMode({ getItem: () => null })).toBe('dark');
    expect(readThemeMode({ getItem: () => 'bogus' })).toBe('dark');
    expect(readThemeMode({ getItem: () => 'system' })).toBe('system');
  });

  it.each([
    ['light', false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['system', true, 'dark'],
    ['system', false, 'light'],
  ] as const)('mode %s with OS dark=%s shows %s', (mode, prefersDark, theme) => {
    expect(resolveTheme(mode, prefersDark)).toBe(theme);
  });

  it('shows the stored mode at start-up, dark when nothing is stored', () => {
    const { manager, controller } = setup(null);
    controller.start();
    expect(controller.getMode()).toBe('dark');
    expect(manager.setDarkMode).toHaveBeenLastCalledWith(true);
  });

  it('applies a change at once and stores it, without scheduling a reload', () => {
    vi.useFakeTimers();
    const { storage, manager, controller } = setup('dark');
    controller.start();
    const listener = vi.fn();
    controller.subscribe(listener);
    controller.change('light');
    expect(storage.data.get(THEME_MODE_KEY)).toBe('light');
    expect(manager.setDarkMode).toHaveBeenLastCalledWith(false);
    expect(controller.getMode()).toBe('light');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('follows the OS preference live in system mode', () => {
    const { manager, media, controller } = setup('system', false);
    controller.start();
    expect(manager.setDarkMode).toHaveBeenLastCalledWith(false);
    media.setSystemDark(true);
    expect(manager.setDarkMode).toHaveBeenLastCalledWith(true);
    media.setSystemDark(false);
    expect(manager.setDarkMode).toHaveBeenLastCalledWith(false);
  });

  it('ignores the OS preference outside system mode', () => {
    const { manager, media, controller } = setup('light', false);
    controller.start();
    manager.setDarkMode.mockClear();
    media.setSystemDark(true);
    expect(manager.setDarkMode).not.toHaveBeenCalled();
  });

  it('follows a mode chosen in another tab', () => {
    const { storage, manager, controller } = setup('dark');
    controller.start();
    storage.data.set(THEME_MODE_KEY, 'light');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_MODE_KEY }));
    expect(controller.getMode()).toBe('light');
    expect(manager.setDarkMode).toHaveBeenLastCalledWith(false);
  });

  it('stops listening when stopped', () => {
    const { media, controller } = setup('system');
    const stop = controller.start();
    expect(media.listenerCount()).toBe(1);
    stop();
    expect(media.listenerCount()).toBe(0);
  });
});
