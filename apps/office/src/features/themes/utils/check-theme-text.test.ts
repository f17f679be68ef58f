// @vitest-environment jsdom
import { IMPORTED_TAG, THEME_ID_KEY, getThemeState } from '@fikrspace/theme';
import { describe, expect, it } from 'vitest';
import { themeFileText } from '../testing/theme-files';
import { checkThemeText } from './check-theme-text';

describe('checking a theme file with the manager’s import', () => {
  it('words a file without id, name or tokens as the manager does', async () => {
    expect(await checkThemeText('{"name":"No id"}')).toEqual({ ok: false, message: 'Failed to import theme: Invalid theme structure' });
    expect(await checkThemeText('not json at all')).toEqual({ ok: false, message: 'Failed to import theme: Invalid theme structure' });
  });

  it('passes on the schema’s reasons and refuses a built-in id', async () => {
    const broken = JSON.parse(themeFileText());
    broken.tokens.colors.primary['500'] = 'green';
    const result = await checkThemeText(JSON.stringify(broken));
    expect(result).toMatchObject({ ok: false });
    expect(!result.ok && result.message).toMatch(/^Failed to import theme: tokens\.colors\.primary\.500 must be a hex colour/);
    expect(await checkThemeText(themeFileText({ id: 'fikr-space' }))).toEqual({ ok: false, message: 'Failed to import theme: fikr-space is a built-in theme' });
  });

  it('returns the checked theme and leaves the page’s manager and storage alone', async () => {
    const before = getThemeState();
    const stored = localStorage.getItem(THEME_ID_KEY);
    const result = await checkThemeText(themeFileText());
    expect(result).toMatchObject({ ok: true, theme: { id: 'harbour', name: 'Harbour' } });
    expect(result.ok && result.theme.metadata.tags).toContain(IMPORTED_TAG);
    expect(getThemeState()).toBe(before);
    expect(getThemeState().themes.some((theme) => theme.id === 'harbour')).toBe(false);
    expect(localStorage.getItem(THEME_ID_KEY)).toBe(stored);
    expect(localStorage.getItem('cms-cached-themes')).toBeNull();
  });
});
