import { parseShadeReference, PALETTES, SHADES } from './shades';
import type { BrandRoles, InteractiveRoles } from './theme-roles';
import type { ThemeDefinition } from './theme-schema';

/*
 * Every token becomes a custom property on the page's root element, named `--fs-<group>-<name>`.
 * The Tailwind theme in @fikrspace/ui maps its colour names onto these, so the shell and every
 * remote follow the active theme without being rebuilt.
 */

export const CSS_VARIABLE_PREFIX = '--fs-';

/** The value of a colour role: a shade of the theme's scales reads that shade's variable. */
function colorValue(value: string): string {
  const reference = parseShadeReference(value);
  return reference ? `var(${CSS_VARIABLE_PREFIX}color-${reference.palette}-${reference.shade})` : value;
}

/**
 * Brand and button roles. Every theme the manager holds carries them (a theme from outside the
 * code gets them from `withRoles` when it is read); choosing them needs the contrast maths, which
 * is not part of a page's start-up.
 */
function rolesOf(theme: ThemeDefinition): { brand: BrandRoles; interactive: InteractiveRoles } {
  const { brand, interactive } = theme.components;
  if (!brand || !interactive) throw new Error(`Theme ${theme.id} has no brand or button colours: read it with withRoles first`);
  return { brand, interactive };
}

export function themeCssVariables(theme: ThemeDefinition): Record<string, string> {
  const { colors, typography, spacing, borders, shadows, animations, breakpoints, zIndices } = theme.tokens;
  const { brand, interactive } = rolesOf(theme);
  const variables: Record<string, string> = {};
  const set = (name: string, value: string | number) => {
    variables[`${CSS_VARIABLE_PREFIX}${name}`] = String(value);
  };
  const setAll = (group: string, values: Record<string, string | number>) => {
    for (const [name, value] of Object.entries(values)) set(`${group}-${name}`, value);
  };

  for (const palette of PALETTES) for (const shade of SHADES) set(`color-${palette}-${shade}`, colors[palette][shade]);
  setAll('bg', colors.background);
  setAll('text', colors.text);
  set('brand', colorValue(brand.primary));
  set('brand-strong', colorValue(brand.strong));
  set('brand-secondary', colorValue(brand.secondary));
  set('interactive', colorValue(interactive.background));
  set('on-interactive', colorValue(interactive.foreground));
  setAll('font', typography.fonts);
  setAll('font-size', typography.sizes);
  setAll('font-weight', typography.weights);
  setAll('line-height', typography.lineHeights);
  setAll('letter-spacing', typography.letterSpacing);
  setAll('spacing', spacing);
  setAll('radius', borders.radius);
  setAll('border-width', borders.widths);
  setAll('shadow', shadows);
  setAll('duration', animations.durations);
  setAll('ease', animations.easings);
  setAll('breakpoint', breakpoints);
  setAll('z', zIndices);
  return variables;
}

/** The names written by the last call per element, so a theme with fewer tokens leaves none behind. */
const applied = new WeakMap<HTMLElement, Set<string>>();

export function applyCssVariables(root: HTMLElement, variables: Record<string, string>): void {
  const previous = applied.get(root) ?? new Set<string>();
  for (const name of previous) if (!(name in variables)) root.style.removeProperty(name);
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
  applied.set(root, new Set(Object.keys(variables)));
}

export function clearCssVariables(root: HTMLElement): void {
  for (const name of applied.get(root) ?? []) root.style.removeProperty(name);
  applied.delete(root);
}
