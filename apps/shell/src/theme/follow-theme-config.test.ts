import type * as theme from '@fikrspace/theme';
import { selectTheme, type LoadedThemeConfig } from '@fikrspace/theme';
import { describe, expect, it, vi } from 'vitest';
import { followThemeConfig } from './follow-theme-config';

const lineage = vi.hoisted(() => vi.fn((name: string): Promise<LoadedThemeConfig[]> => Promise.resolve([{ config: { name, version: '1.0.0', description: '', author: '', license: '' }, source: name, problems: [] }])));

vi.mock('@fikrspace/theme', async (importOriginal) => ({ ...(await importOriginal<typeof theme>()), loadThemeConfigLineage: lineage }));

describe("following the active theme's config file", () => {
  it('reads a built-in theme’s file only once the page is shown, then each theme the page changes to', async () => {
    lineage.mockClear();
    let show: (value?: unknown) => void = () => undefined;
    const stop = followThemeConfig({ warn: vi.fn() }, new Promise((resolve) => (show = resolve)));
    selectTheme('corporate');
    await Promise.resolve();
    expect(lineage).not.toHaveBeenCalled();
    show();
    await vi.waitFor(() => expect(lineage).toHaveBeenCalledWith('corporate'));
    selectTheme('minimal');
    expect(lineage).toHaveBeenLastCalledWith('minimal');
    expect(lineage).toHaveBeenCalledTimes(2);
    stop();
  });

  it('reports templates a theme requires that nothing provides', async () => {
    lineage.mockClear();
    lineage.mockResolvedValueOnce([{ config: { name: 'default', version: '1.0.0', description: '', author: '', license: '', requires: { templates: ['homePage', 'pricingPage'] } }, source: 'default', problems: [] }]);
    const warn = vi.fn();
    selectTheme('default');
    const stop = followThemeConfig({ warn }, Promise.resolve());
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Theme default requires templates nothing provides: homePage, pricingPage'));
    stop();
  });
});
