import { BUILT_IN_THEMES, renderThemeDefaultsCss, themeCssVariables } from '@fikrspace/theme';
import { describe, expect, it } from 'vitest';
import { readTextFile } from './testing/read-text-file.mjs';

// Every source file of the apps and packages, to find the colour names the components use.
const sources = import.meta.glob(['../../../apps/*/src/**/*.{ts,tsx}', '../../../packages/*/src/**/*.{ts,tsx}', '!**/*.test.*', '!**/node_modules/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;
const tokensCss = readTextFile(new URL('./tokens.css', import.meta.url));

describe('the theme variables in CSS', () => {
  it('start with the fikr-space values the theme package computes (rewritten with -u)', async () => {
    await expect(renderThemeDefaultsCss()).toMatchFileSnapshot('./theme-defaults.css');
  });

  it('read by tokens.css are written by the theme package for every built-in theme', () => {
    const read = new Set([...tokensCss.matchAll(/var\((--fs-[a-z0-9-]+)\)/g)].map((match) => match[1]!));
    expect(read.size).toBeGreaterThan(80);
    for (const theme of BUILT_IN_THEMES) {
      const written = Object.keys(themeCssVariables(theme));
      expect([...read].filter((name) => !written.includes(name)), theme.id).toEqual([]);
    }
  });

  it('cover every Tailwind colour name the apps and packages use', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const used = new Set<string>();
    const palette = /\b(?:bg|text|border|ring|from|via|to|divide|outline|fill|stroke|decoration|shadow|accent|caret|placeholder|ring-offset)-([a-z]+)-(?:50|[1-9]00|950)\b/g;
    for (const source of Object.values(sources)) for (const match of source.matchAll(palette)) used.add(match[1]!);
    expect(used).toContain('slate');
    const unmapped = [...used].filter((name) => !tokensCss.includes(`--color-${name}-500: var(--fs-color-`));
    expect(unmapped).toEqual([]);
  });
});
