import { describe, expect, it } from 'vitest';
import { THEME_COMPONENT_NAMES, ThemeExtendsCycleError, createThemeLayoutRegistry, type ThemeComponentLoader } from './theme-layouts';

/** A loader that stands for "the layout of this theme". */
function layout(name: string): ThemeComponentLoader {
  const component = () => name;
  return () => Promise.resolve({ default: component });
}

async function nameOf(loader: ThemeComponentLoader | undefined): Promise<unknown> {
  const module = await loader?.();
  return (module?.default as (() => string) | undefined)?.();
}

describe('theme-system layouts (spec 000 §2)', () => {
  it('knows the seven components a theme may provide', () => {
    expect(THEME_COMPONENT_NAMES).toEqual(['defaultLayout', 'homePage', 'portalLayout', 'productPage', 'simplePage', 'fullPageFooter', 'fullPageMenu']);
  });

  it("gives a theme its own component first, then its parent's, then the default theme's", async () => {
    const registry = createThemeLayoutRegistry('default');
    registry.register('default', { defaultLayout: layout('default layout'), portalLayout: layout('default portal'), fullPageFooter: layout('default footer') });
    registry.register('brand', { portalLayout: layout('brand portal') }, { extends: 'default' });
    registry.register('campaign', { homePage: layout('campaign home') }, { extends: 'brand' });

    expect(await nameOf(registry.resolve('campaign', 'homePage'))).toBe('campaign home');
    expect(await nameOf(registry.resolve('campaign', 'portalLayout'))).toBe('brand portal');
    expect(await nameOf(registry.resolve('campaign', 'fullPageFooter'))).toBe('default footer');
    expect(registry.lineage('campaign')).toEqual(['campaign', 'brand', 'default']);
  });

  it('falls back to the default theme for a theme nobody registered', async () => {
    const registry = createThemeLayoutRegistry('default');
    registry.register('default', { simplePage: layout('default simple') });
    expect(await nameOf(registry.resolve('unknown', 'simplePage'))).toBe('default simple');
    expect(registry.resolve('unknown', 'fullPageMenu')).toBeUndefined();
  });

  it('lets a dark variant use its light theme’s layouts', async () => {
    const registry = createThemeLayoutRegistry('default');
    registry.register('brand', { portalLayout: layout('brand portal') }, { extends: 'default' });
    expect(await nameOf(registry.resolve('brand-dark', 'portalLayout'))).toBe('brand portal');
  });

  it('refuses an extends that would loop', () => {
    const registry = createThemeLayoutRegistry('default');
    registry.setParent('a', 'b');
    registry.setParent('b', 'c');
    expect(() => registry.setParent('c', 'a')).toThrow(ThemeExtendsCycleError);
    expect(() => registry.setParent('c', 'a')).toThrow('Theme c cannot extend a: a already extends c');
    expect(() => registry.setParent('a', 'a')).toThrow(ThemeExtendsCycleError);
    expect(registry.lineage('c')).toEqual(['c', 'default']);
  });

  it('tells its listeners when a theme registers components or changes parent, and not when nothing changed', () => {
    const registry = createThemeLayoutRegistry('default');
    let calls = 0;
    const stop = registry.subscribe(() => (calls += 1));
    const start = registry.version();
    registry.register('brand', { portalLayout: layout('brand portal') });
    registry.setParent('campaign', 'brand');
    registry.setParent('campaign', 'brand');
    expect(calls).toBe(2);
    expect(registry.version()).toBe(start + 2);
    stop();
    registry.setParent('campaign', null);
    expect(calls).toBe(2);
  });
});
