// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { builtInTheme } from './built-in-themes';
import { applyCssVariables, themeCssVariables } from './css-variables';
import { PALETTES, SHADES } from './shades';
import { withRoles } from './theme-roles';

const fikrSpace = builtInTheme('fikr-space')!;

describe('theme tokens as CSS variables', () => {
  it('names every scale shade, surface and role under --fs-', () => {
    const variables = themeCssVariables(fikrSpace);
    for (const palette of PALETTES) for (const shade of SHADES) expect(variables[`--fs-color-${palette}-${shade}`]).toBe(fikrSpace.tokens.colors[palette][shade]);
    expect(variables['--fs-bg-primary']).toBe('#ffffff');
    expect(variables['--fs-text-primary']).toBe(fikrSpace.tokens.colors.text.primary);
    expect(variables['--fs-brand']).toBe('var(--fs-color-primary-400)');
    expect(variables['--fs-brand-secondary']).toBe('var(--fs-color-secondary-900)');
    expect(variables['--fs-interactive']).toBe('var(--fs-color-primary-700)');
    expect(variables['--fs-font-body']).toContain("'Inter'");
    expect(variables['--fs-radius-lg']).toBe('0.5rem');
    expect(variables['--fs-shadow-sm']).toContain('rgb(0 0 0 / 0.1)');
    expect(variables['--fs-breakpoint-2xl']).toBe('1536px');
    expect(variables['--fs-z-sidebar']).toBe('40');
    expect(variables['--fs-font-weight-semibold']).toBe('600');
  });

  it('writes them on the element and removes those a later theme does not have', () => {
    const root = document.createElement('html');
    applyCssVariables(root, { '--fs-a': '1px', '--fs-b': '#000000' });
    applyCssVariables(root, { '--fs-a': '2px' });
    expect(root.style.getPropertyValue('--fs-a')).toBe('2px');
    expect(root.style.getPropertyValue('--fs-b')).toBe('');
  });

  it('gives a theme without brand roles some that meet the contrast rules through withRoles', () => {
    const { brand: _brand, interactive: _interactive, ...components } = fikrSpace.components;
    const variables = themeCssVariables(withRoles({ ...fikrSpace, components }));
    expect(variables['--fs-brand']).toMatch(/^var\(--fs-color-primary-\d+\)$/);
    expect(variables['--fs-interactive']).toMatch(/^var\(--fs-color-primary-\d+\)$/);
  });

  it('refuses a theme without brand roles rather than guessing colours that may not meet them', () => {
    const { brand: _brand, ...components } = fikrSpace.components;
    expect(() => themeCssVariables({ ...fikrSpace, components })).toThrow('Theme fikr-space has no brand or button colours');
  });
});
