import type { BrandColors } from './brand-colors';
import { isHexColor, normalizeHex } from './color-math';
import { generateColorScale, naturalShade } from './color-scale';
import type { Shade } from './shades';
import { brandRolesFor, interactiveRolesFor, scalesOf, shadeOf } from './theme-roles';
import type { ThemeDefinition } from './theme-schema';

const OVERLAY_PALETTES = ['primary', 'secondary', 'accent'] as const;

/** The usable colours of a brand kit's `colors` (any other key, or a value that is not hex, is ignored). */
export function parseBrandColors(input: unknown): BrandColors | null {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return null;
  const colors: BrandColors = {};
  for (const key of OVERLAY_PALETTES) {
    const value = (input as Record<string, unknown>)[key];
    if (isHexColor(value) && value.length !== 9) colors[key] = normalizeHex(value);
  }
  return Object.keys(colors).length > 0 ? colors : null;
}

/**
 * A theme with some of its brand scales regenerated from other colours. A colour already in the
 * theme's scale changes nothing (a brand kit that repeats the theme's own colours leaves it as it
 * is); otherwise the scale is rebuilt around it and the brand and button roles are chosen again
 * so they still meet WCAG AA. Neutral and status colours, and so the page surfaces, stay.
 */
export function overlayBrandColors(theme: ThemeDefinition, colors: BrandColors): ThemeDefinition {
  const scales = scalesOf(theme.tokens.colors);
  const anchors: Partial<Record<(typeof OVERLAY_PALETTES)[number], Shade>> = {};
  for (const palette of OVERLAY_PALETTES) {
    const value = colors[palette];
    if (!value) continue;
    const hex = normalizeHex(value);
    if (Object.values(scales[palette]).includes(hex)) continue;
    const anchor = naturalShade(hex);
    scales[palette] = generateColorScale(hex, { anchor });
    anchors[palette] = anchor;
  }
  if (Object.keys(anchors).length === 0) return theme;
  const mode = theme.metadata.isDark ? 'dark' : 'light';
  const brand = brandRolesFor(scales, {
    primary: anchors.primary ?? shadeOf(theme.components.brand?.primary, '400'),
    secondary: anchors.secondary ?? shadeOf(theme.components.brand?.secondary, '900'),
  });
  const start = mode === 'light' ? (anchors.primary ?? shadeOf(theme.components.interactive?.background, '600')) : shadeOf(brand.primary, '400');
  const interactive = interactiveRolesFor(scales, theme.tokens.colors.background.primary, start, mode);
  return {
    ...theme,
    tokens: { ...theme.tokens, colors: { ...theme.tokens.colors, ...scales } },
    components: { ...theme.components, brand, interactive },
  };
}
