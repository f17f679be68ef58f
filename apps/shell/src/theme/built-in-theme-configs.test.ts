import { BUILT_IN_BRAND_COLORS, resolveThemeComponent, setThemeParent, themeLineage, type ThemeComponentName } from '@fikrspace/theme';
import { validateThemeConfig } from '@fikrspace/theme/design';
import { describe, expect, it } from 'vitest';
import { registerBuiltInThemeLayouts } from './register-theme-layouts';

// The files the shell serves at /themes/{name}/theme.json.
const files = import.meta.glob<unknown>('../../public/themes/*/theme.json', { eager: true, import: 'default' });
const fileOf = (name: string) => files[`../../public/themes/${name}/theme.json`];

describe('built-in theme config files', () => {
  registerBuiltInThemeLayouts();

  it.each(Object.keys(BUILT_IN_BRAND_COLORS))('%s has a valid file naming the colours its theme is built from', (name) => {
    const result = validateThemeConfig(fileOf(name), name);
    if (!result.success) throw new Error(result.reason);
    expect(result.config.colors).toEqual(BUILT_IN_BRAND_COLORS[name as keyof typeof BUILT_IN_BRAND_COLORS]);
    expect(result.config.extends ?? null).toBe(name === 'default' ? null : 'default');
  });

  it.each(Object.keys(BUILT_IN_BRAND_COLORS))('%s gets every template it requires from the shared layouts', (name) => {
    const result = validateThemeConfig(fileOf(name), name);
    const required = result.success ? (result.config.requires?.templates ?? []) : [];
    expect(required.length).toBeGreaterThan(0);
    for (const template of required) expect(resolveThemeComponent(name, template as ThemeComponentName), template).toBeDefined();
  });

  it('lets the brand themes and the dark variants fall back to the default layouts', async () => {
    expect(themeLineage('fikr-space-dark')).toEqual(['fikr-space-dark', 'fikr-space', 'default']);
    const loaded = await resolveThemeComponent('fikr-space-dark', 'portalLayout')!();
    const { PortalLayout } = await import('@fikrspace/ui');
    expect(loaded.default).toBe(PortalLayout);
  });

  it("gives minimal its own footer, and themes extending minimal inherit it, while the others keep the default's", async () => {
    const { MinimalFooter, SiteFooter } = await import('@fikrspace/ui');
    const footerOf = async (themeId: string) => (await resolveThemeComponent(themeId, 'fullPageFooter')!()).default;
    expect(await footerOf('minimal')).toBe(MinimalFooter);
    expect(await footerOf('minimal-dark')).toBe(MinimalFooter);
    expect(await footerOf('corporate')).toBe(SiteFooter);
    setThemeParent('minimal-campaign', 'minimal');
    expect(await footerOf('minimal-campaign')).toBe(MinimalFooter);
    expect((await resolveThemeComponent('minimal-campaign', 'portalLayout')!()).default).toBe((await import('@fikrspace/ui')).PortalLayout);
  });
});
