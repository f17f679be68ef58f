import { wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_THEMES } from './built-in-themes';
import { resolveColor, scalesOf, withRoles } from './theme-roles';
import type { ThemeDefinition } from './theme-schema';

/** WCAG 2 AA: 4.5:1 for text, 3:1 for a control against the page. */
const TEXT = 4.5;
const CONTROL = 3;

interface Pair {
  theme: string;
  pair: string;
  foreground: string;
  background: string;
  minimum: number;
}

function pairsOf(theme: ThemeDefinition): Pair[] {
  const { background, text } = theme.tokens.colors;
  const scales = scalesOf(theme.tokens.colors);
  const { brand, interactive } = withRoles(theme).components;
  if (!brand || !interactive) throw new Error(`${theme.id} has no roles`);
  const color = (value: string) => resolveColor(scales, value);
  const pair = (name: string, foreground: string, on: string, minimum: number): Pair => ({ theme: theme.id, pair: name, foreground, background: on, minimum });
  const surfaces = ['primary', 'secondary', 'tertiary'] as const;
  return [
    ...surfaces.map((surface) => pair(`text primary on background ${surface}`, text.primary, background[surface], TEXT)),
    ...surfaces.map((surface) => pair(`text secondary on background ${surface}`, text.secondary, background[surface], TEXT)),
    pair('text tertiary on background primary', text.tertiary, background.primary, TEXT),
    pair('interactive against background primary', color(interactive.background), background.primary, CONTROL),
    pair('button label on interactive', color(interactive.foreground), color(interactive.background), TEXT),
    // How the components use the brand colours today (bg-brand text-slate-950, bg-secondary
    // text-white, text-brand and text-indigo-100 on bg-secondary heroes).
    pair('neutral 950 label on brand', scales.neutral['950'], color(brand.primary), TEXT),
    pair('white label on brand secondary', '#ffffff', color(brand.secondary), TEXT),
    pair('brand on brand secondary', color(brand.primary), color(brand.secondary), TEXT),
    pair('accent 100 on brand secondary', scales.accent['100'], color(brand.secondary), TEXT),
  ];
}

const PAIRS = BUILT_IN_THEMES.flatMap(pairsOf);

describe('WCAG AA contrast of every built-in theme', () => {
  it('covers all eight themes', () => {
    expect(new Set(PAIRS.map((pair) => pair.theme)).size).toBe(8);
  });

  it.each(PAIRS.map((pair) => [pair.theme, pair.pair, pair] as const))('%s: %s', (_theme, _pair, { foreground, background, minimum }) => {
    expect(wcagContrast(foreground, background)).toBeGreaterThanOrEqual(minimum);
  });
});
