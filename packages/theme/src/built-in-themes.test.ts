import { describe, expect, it } from 'vitest';
import { BRAND_PRIMARY, BRAND_SECONDARY, BUILT_IN_THEMES, STARTUP_THEME_ID, builtInTheme } from './built-in-themes';
import { deriveDarkVariant } from './dark-variant';
import { TAILWIND_EMERALD, TAILWIND_SLATE } from './tailwind-reference-scales';
import { resolveColor, scalesOf } from './theme-roles';

describe('built-in themes (spec 000 §3)', () => {
  it('are default, fikr-space, minimal and corporate, each with its dark variant', () => {
    expect(BUILT_IN_THEMES.map((theme) => theme.id)).toEqual(['default', 'default-dark', 'fikr-space', 'fikr-space-dark', 'minimal', 'minimal-dark', 'corporate', 'corporate-dark']);
    for (const theme of BUILT_IN_THEMES) expect(theme.metadata.isDark).toBe(theme.id.endsWith('-dark'));
    expect(BUILT_IN_THEMES.filter((theme) => theme.metadata.isDefault).map((theme) => theme.id)).toEqual(['default']);
  });

  it('derive each dark variant from the light theme, with the -dark id and name', () => {
    for (const id of ['default', 'fikr-space', 'minimal', 'corporate']) {
      const light = builtInTheme(id)!;
      expect(builtInTheme(`${id}-dark`)).toEqual(deriveDarkVariant(light));
      expect(deriveDarkVariant(light)).toMatchObject({ id: `${id}-dark`, name: `${light.name} Dark`, description: light.description });
      expect(deriveDarkVariant(light).tokens.colors.primary).toEqual(light.tokens.colors.primary);
      expect(deriveDarkVariant(light).metadata.tags).toContain('dark');
    }
  });

  it('activate fikr-space at start-up (spec 001 §2.12, the product is fikr)', () => {
    expect(STARTUP_THEME_ID).toBe('fikr-space');
  });

  it('carry the brand colours: #00fb95 at primary 400 of default and fikr-space, #2d1b69 as the fikr-space secondary', () => {
    for (const id of ['default', 'fikr-space']) {
      const theme = builtInTheme(id)!;
      expect(theme.tokens.colors.primary['400']).toBe(BRAND_PRIMARY);
      expect(resolveColor(scalesOf(theme.tokens.colors), theme.components.brand!.primary)).toBe(BRAND_PRIMARY);
    }
    const fikrSpace = builtInTheme('fikr-space')!;
    expect(resolveColor(scalesOf(fikrSpace.tokens.colors), fikrSpace.components.brand!.secondary)).toBe(BRAND_SECONDARY);
    expect(builtInTheme('fikr-space-dark')!.components.brand).toEqual(fikrSpace.components.brand);
  });

  it('keep the look fikr-space had before themes: slate neutrals, emerald success, a white page', () => {
    const theme = builtInTheme('fikr-space')!;
    expect(theme.tokens.colors.neutral).toEqual(TAILWIND_SLATE);
    expect(theme.tokens.colors.success).toEqual(TAILWIND_EMERALD);
    expect(theme.tokens.colors.background.primary).toBe('#ffffff');
    expect(theme.tokens.colors.text.primary).toBe(TAILWIND_SLATE['900']);
    expect(builtInTheme('fikr-space-dark')!.tokens.colors.background.primary).toBe(TAILWIND_SLATE['950']);
  });

  it('give a purple accent to fikr-space, grey tones to minimal and blue to corporate', () => {
    const hue = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
      return { r: r!, g: g!, b: b! };
    };
    const accent = hue(builtInTheme('fikr-space')!.tokens.colors.accent['600']);
    expect(accent.b).toBeGreaterThan(accent.g);
    expect(accent.r).toBeGreaterThan(accent.g);
    const grey = hue(builtInTheme('minimal')!.tokens.colors.primary['500']);
    expect(new Set([grey.r, grey.g, grey.b]).size).toBe(1);
    const blue = hue(builtInTheme('corporate')!.tokens.colors.primary['600']);
    expect(blue.b).toBeGreaterThan(blue.r + 100);
  });
});
