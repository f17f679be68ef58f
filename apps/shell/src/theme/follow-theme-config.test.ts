import type * as theme from '@fikrspace/theme';
import { builtInTheme, importTheme, selectTheme, type LoadedThemeConfig } from '@fikrspace/theme';
import { describe, expect, it, vi } from 'vitest';
import { followThemeConfig } from './follow-theme-config';

const lineage = vi.hoisted(() => vi.fn((name: string): Promise<LoadedThemeConfig[]> => Promise.resolve([{ config: { name, version: '1.0.0', description: '', author: '', license: '' }, source: name, problems: [] }])));

vi.mock('@fikrspace/theme', async (importOriginal) => ({ ...(await importOriginal<typeof theme>()), loadThemeConfigLineage: lineage }));

describe("following the active theme's config file", () => {
  it('never reads a built-in theme’s file, and reads a custom theme’s when the page changes to it', async () => {
    lineage.mockClear();
    const stop = followThemeConfig({ warn: vi.fn() });
    selectTheme('corporate');
    selectTheme('minimal');
    await importTheme({ id: 'dune', name: 'Dune', tokens: builtInTheme('minimal')!.tokens });
    expect(lineage).not.toHaveBeenCalled();
    selectTheme('dune');
    expect(lineage).toHaveBeenCalledWith('dune');
    selectTheme('dune');
    expect(lineage).toHaveBeenCalledTimes(1);
    stop();
  });

  it('reports templates a custom theme requires that nothing provides', async () => {
    lineage.mockClear();
    lineage.mockResolvedValueOnce([{ config: { name: 'sahara', version: '1.0.0', description: '', author: '', license: '', requires: { templates: ['homePage', 'pricingPage'] } }, source: 'sahara', problems: [] }]);
    const warn = vi.fn();
    await importTheme({ id: 'sahara', name: 'Sahara', tokens: builtInTheme('minimal')!.tokens });
    selectTheme('sahara');
    const stop = followThemeConfig({ warn });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Theme sahara requires templates nothing provides: homePage, pricingPage'));
    stop();
  });
});
