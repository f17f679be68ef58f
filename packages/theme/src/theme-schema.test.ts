import { describe, expect, it } from 'vitest';
import { BUILT_IN_THEMES, builtInTheme } from './built-in-themes';
import { SHADES } from './shades';
import { validateThemeDefinition } from './theme-validation';

const fikrSpace = builtInTheme('fikr-space')!;

/** The reason a copy of fikr-space is refused once the value at `path` is replaced (or removed). */
function reasonFor(path: string[], value: unknown, remove = false): string {
  const theme = JSON.parse(JSON.stringify(fikrSpace)) as Record<string, unknown>;
  const parent = path.slice(0, -1).reduce((node, key) => node[key] as Record<string, unknown>, theme);
  const key = path.at(-1)!;
  if (remove) delete parent[key];
  else parent[key] = value;
  const result = validateThemeDefinition(theme);
  if (result.success) throw new Error('expected the theme to be refused');
  return result.reason;
}

describe('theme definition schema (spec 000 §3)', () => {
  it.each(BUILT_IN_THEMES.map((theme) => [theme.id, theme] as const))('accepts the built-in theme %s', (_id, theme) => {
    expect(validateThemeDefinition(theme)).toEqual({ success: true, theme });
  });

  it('has the fields of the spec, eight scales of eleven shades and the surfaces', () => {
    expect(Object.keys(fikrSpace).sort()).toEqual(['components', 'description', 'id', 'metadata', 'name', 'tokens', 'utilities']);
    expect(Object.keys(fikrSpace.tokens).sort()).toEqual(['animations', 'borders', 'breakpoints', 'colors', 'shadows', 'spacing', 'typography', 'zIndices']);
    expect(Object.keys(fikrSpace.tokens.colors).sort()).toEqual(['accent', 'background', 'error', 'info', 'neutral', 'primary', 'secondary', 'success', 'text', 'warning']);
    expect(Object.keys(fikrSpace.tokens.colors.primary)).toEqual([...SHADES]);
    expect(Object.keys(fikrSpace.tokens.colors.background)).toEqual(['primary', 'secondary', 'tertiary', 'overlay']);
    expect(Object.keys(fikrSpace.tokens.colors.text)).toEqual(['primary', 'secondary', 'tertiary', 'disabled', 'inverse']);
    expect(Object.keys(fikrSpace.tokens.typography).sort()).toEqual(['fonts', 'letterSpacing', 'lineHeights', 'sizes', 'weights']);
    expect(Object.keys(fikrSpace.tokens.typography.fonts).sort()).toEqual(['body', 'heading', 'mono']);
    expect(Object.keys(fikrSpace.metadata).sort()).toEqual(['author', 'created', 'isDark', 'isDefault', 'tags', 'updated', 'version']);
  });

  it('holds the breakpoints of spec 000 §9', () => {
    expect(fikrSpace.tokens.breakpoints).toEqual({ xs: '475px', sm: '640px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px' });
  });

  it.each([
    ['a shade that is not hex', 'tokens.colors.primary.500', 'green', 'tokens.colors.primary.500 must be a hex colour such as #1a2b3c'],
    ['a missing shade', 'tokens.colors.neutral.950', undefined, 'tokens.colors.neutral.950 is required'],
    ['a missing scale', 'tokens.colors.info', undefined, 'tokens.colors.info is required'],
    ['an unknown colour group', 'tokens.colors.tertiary', {}, 'tokens.colors has unknown key tertiary'],
    ['a font list that ends the declaration', 'tokens.typography.fonts.body', 'Inter; color: red', 'tokens.typography.fonts.body must not contain ; { } < > or \\'],
    ['a shadow that loads a URL', 'tokens.shadows.md', 'url(https://example.com/x.png)', 'tokens.shadows.md must not load anything'],
    ['a breakpoint in rem', 'tokens.breakpoints.md', '48rem', 'tokens.breakpoints.md must be a length in px'],
    ['an id with capitals', 'id', 'Fikr Space', 'id must be lower-case letters, digits and dashes'],
    ['an empty name', 'name', '  ', 'name must not be empty'],
    ['a dark flag that is text', 'metadata.isDark', 'yes', 'metadata.isDark must be a boolean'],
    ['a brand role naming no shade', 'components.brand.primary', 'primary.450', 'components.brand.primary must be a shade such as primary.500 or a hex colour'],
  ] as const)('refuses %s with a readable reason', (_case, path, value, reason) => {
    expect(reasonFor(path.split('.'), value, value === undefined)).toBe(reason);
  });

  it('keeps component tokens it does not know', () => {
    const theme = { ...fikrSpace, components: { ...fikrSpace.components, card: { radius: 'lg' } } };
    const result = validateThemeDefinition(theme);
    expect(result.success && result.theme.components.card).toEqual({ radius: 'lg' });
  });
});
