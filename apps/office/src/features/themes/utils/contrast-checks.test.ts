import { BUILT_IN_THEMES, themeCssVariables } from '@fikrspace/theme';
import { contrastRatio, resolveColor, scalesOf } from '@fikrspace/theme/design';
import { describe, expect, it } from 'vitest';
import { contrastChecks, resolveVariable, truncatedRatio } from './contrast-checks';

describe('contrast of what the preview paints', () => {
  it('follows var() references to the colour, and gives up on a loop or a missing name', () => {
    const variables = { '--a': 'var(--b)', '--b': ' var(--c) ', '--c': '#112233', '--loop': 'var(--loop)', '--dangling': 'var(--nowhere)' };
    expect(resolveVariable(variables, '--a')).toBe('#112233');
    expect(resolveVariable(variables, '--loop')).toBeNull();
    expect(resolveVariable(variables, '--dangling')).toBeNull();
    expect(resolveVariable(variables, '--unknown')).toBeNull();
  });

  it.each(BUILT_IN_THEMES.map((theme) => [theme.id, theme] as const))('measures %s: text at 4.5:1, the interactive colour at 3:1, all passing', (_id, theme) => {
    const checks = contrastChecks(themeCssVariables(theme));
    expect(checks.map((check) => check.id)).toEqual(['text-primary', 'text-secondary', 'text-tertiary', 'interactive', 'interactive-label']);
    const { background, text } = theme.tokens.colors;
    expect(checks[0]).toMatchObject({ foreground: text.primary, background: background.primary, required: 4.5, ratio: contrastRatio(text.primary, background.primary) });
    const interactive = resolveColor(scalesOf(theme.tokens.colors), theme.components.interactive!.background);
    expect(checks[3]).toMatchObject({ foreground: interactive, background: background.primary, required: 3 });
    expect(checks[4]).toMatchObject({ background: interactive, required: 4.5 });
    expect(checks.every((check) => check.passes)).toBe(true);
  });

  it('reports a pair below the level', () => {
    const theme = BUILT_IN_THEMES[0]!;
    const pale = { ...theme, tokens: { ...theme.tokens, colors: { ...theme.tokens.colors, text: { ...theme.tokens.colors.text, secondary: '#eeeeee' } } } };
    const secondary = contrastChecks(themeCssVariables(pale)).find((check) => check.id === 'text-secondary');
    expect(secondary).toMatchObject({ foreground: '#eeeeee', passes: false });
  });

  it('cuts ratios to two decimals rather than rounding them up to a pass', () => {
    expect(truncatedRatio(4.4999)).toBe(4.49);
    expect(truncatedRatio(21)).toBe(21);
  });
});
