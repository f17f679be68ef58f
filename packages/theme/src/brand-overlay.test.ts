import { wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { mergeBrandColors } from './brand-colors';
import { overlayBrandColors, parseBrandColors } from './brand-overlay';
import { builtInTheme } from './built-in-themes';
import { deriveDarkVariant } from './dark-variant';
import { portalThemeOverrides } from './portal-theme-overrides';
import { resolveColor, scalesOf } from './theme-roles';
import type { ThemeDefinition } from './theme-schema';

const fikrSpace = builtInTheme('fikr-space')!;

function roleContrasts(theme: ThemeDefinition) {
  const scales = scalesOf(theme.tokens.colors);
  const color = (value: string) => resolveColor(scales, value);
  const { brand, interactive } = theme.components;
  return {
    interactiveOnPage: wcagContrast(color(interactive!.background), theme.tokens.colors.background.primary),
    labelOnInteractive: wcagContrast(color(interactive!.foreground), color(interactive!.background)),
    labelOnBrand: wcagContrast(scales.neutral['950'], color(brand!.primary)),
    whiteOnSecondary: wcagContrast('#ffffff', color(brand!.secondary)),
  };
}

describe('brand colours over a theme', () => {
  it('reads primary, secondary and accent hex values from a brand kit and ignores the rest', () => {
    expect(parseBrandColors({ primary: '#C2410C', secondary: 'navy', accent: '#abc', mentor: '#1e40af' })).toEqual({ primary: '#c2410c', accent: '#aabbcc' });
    expect(parseBrandColors({ logo: 'x.png' })).toBeNull();
    expect(parseBrandColors('#c2410c')).toBeNull();
    expect(mergeBrandColors({ primary: '#111111' }, null, { primary: '#222222', accent: '#333333' })).toEqual({ primary: '#222222', accent: '#333333' });
  });

  it('leaves the theme as it is when the kit repeats its colours (the seeded Fikr Space kit)', () => {
    expect(overlayBrandColors(fikrSpace, { primary: '#00fb95', secondary: '#2d1b69', accent: '#8b5cf6' })).toBe(fikrSpace);
  });

  it('expresses the mentor primary #1e40af as a portal override', () => {
    expect(portalThemeOverrides.mentor).toEqual({ primary: '#1e40af' });
    const mentor = overlayBrandColors(fikrSpace, portalThemeOverrides.mentor);
    expect(Object.values(mentor.tokens.colors.primary)).toContain('#1e40af');
    expect(resolveColor(scalesOf(mentor.tokens.colors), mentor.components.interactive!.background)).toBe('#1e40af');
    expect(mentor.tokens.colors.secondary).toEqual(fikrSpace.tokens.colors.secondary);
  });

  it.each(['#1e40af', '#c2410c', '#fde047', '#0f172a', '#ec4899', '#22d3ee'])('keeps WCAG AA in light and dark with primary %s', (primary) => {
    for (const theme of [overlayBrandColors(fikrSpace, { primary }), deriveDarkVariant(overlayBrandColors(fikrSpace, { primary }))]) {
      const contrasts = roleContrasts(theme);
      expect(contrasts.interactiveOnPage).toBeGreaterThanOrEqual(3);
      expect(contrasts.labelOnInteractive).toBeGreaterThanOrEqual(4.5);
      expect(contrasts.labelOnBrand).toBeGreaterThanOrEqual(4.5);
      expect(contrasts.whiteOnSecondary).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('moves a light secondary to a shade that holds white text', () => {
    const theme = overlayBrandColors(fikrSpace, { secondary: '#a5b4fc' });
    expect(roleContrasts(theme).whiteOnSecondary).toBeGreaterThanOrEqual(4.5);
  });
});
