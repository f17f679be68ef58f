import { SHADES } from './shades';
import { darkVariantId } from './theme-ids';
import { brandRolesFor, interactiveRolesFor, scalesOf, shadeOf, surfacesFor } from './theme-roles';
import type { ThemeDefinition } from './theme-schema';

/**
 * The dark variant of a light theme (spec 000 §3): the same scales, dark backgrounds from the
 * neutral scale, light text, and brand and button colours moved to lighter shades where the
 * light theme's would not reach WCAG AA on a dark page.
 */
export function deriveDarkVariant(theme: ThemeDefinition): ThemeDefinition {
  const scales = scalesOf(theme.tokens.colors);
  const surfaces = surfacesFor(scales, 'dark');
  const lightBrand = theme.components.brand;
  const brand = brandRolesFor(scales, {
    primary: shadeOf(lightBrand?.primary, '400'),
    secondary: shadeOf(lightBrand?.secondary, '900'),
    strongOffset: lightBrand ? Math.max(0, SHADES.indexOf(shadeOf(lightBrand.strong, '600')) - SHADES.indexOf(shadeOf(lightBrand.primary, '400'))) : 2,
  });
  const interactive = interactiveRolesFor(scales, surfaces.background.primary, shadeOf(brand.primary, '400'), 'dark');
  const tags = theme.metadata.tags.filter((tag) => tag !== 'light' && tag !== 'dark');
  return {
    ...theme,
    id: darkVariantId(theme.id),
    name: `${theme.name} Dark`,
    tokens: { ...theme.tokens, colors: { ...theme.tokens.colors, ...surfaces }, shadows: deepenShadows(theme.tokens.shadows) },
    components: { ...theme.components, brand, interactive },
    metadata: { ...theme.metadata, isDark: true, isDefault: false, tags: [...tags, 'dark'] },
  };
}

/**
 * A shadow of the same strength disappears on a dark page: black shadows get four times the
 * opacity, at most 0.6.
 */
export function deepenShadows(shadows: ThemeDefinition['tokens']['shadows']): ThemeDefinition['tokens']['shadows'] {
  return Object.fromEntries(
    Object.entries(shadows).map(([name, value]) => [
      name,
      value.replace(/rgb\(0 0 0 \/ (\d*\.?\d+)\)/g, (_match, alpha: string) => `rgb(0 0 0 / ${Number(Math.min(0.6, Number(alpha) * 4).toFixed(2))})`),
    ]),
  );
}
