import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_MODE, THEME_MODE_KEY, readThemeMode, resolveTheme } from './index';

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
});
