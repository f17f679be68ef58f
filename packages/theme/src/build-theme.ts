import { BASE_ANIMATIONS, BASE_BORDERS, BASE_SPACING, BASE_TYPOGRAPHY, BASE_Z_INDICES, BREAKPOINTS, LIGHT_SHADOWS } from './base-tokens';
import { generateColorScale } from './color-scale';
import { brandRolesFor, interactiveRolesFor, surfacesFor, type Scales } from './theme-roles';
import type { ColorScale, PaletteName, Shade } from './shades';
import type { ThemeDefinition, ThemeTokens } from './theme-schema';

/** One colour a scale is generated from, optionally pinned to the shade that carries it. */
export interface ScaleSource {
  base: string;
  anchor?: Shade;
}

export interface ThemeRecipe {
  id: string;
  name: string;
  description: string;
  tags: string[];
  isDefault?: boolean;
  /** A scale is generated from a source, or given whole. */
  colors: Record<PaletteName, ScaleSource | ColorScale>;
  /** The shades the brand roles start from (see theme-roles); by default the anchors. */
  brand?: { primary?: Shade; secondary?: Shade };
  typography?: Partial<ThemeTokens['typography']>;
  borders?: ThemeTokens['borders'];
  author?: string;
  version?: string;
  /** Fixed, so a built-in theme is the same object on every load. */
  created?: string;
}

const BUILT_IN_DATE = '2026-11-22T00:00:00.000Z';

function scaleFrom(source: ScaleSource | ColorScale): ColorScale {
  if (!('base' in source)) return source;
  return generateColorScale(source.base, source.anchor ? { anchor: source.anchor } : {});
}

function anchorOf(source: ScaleSource | ColorScale, fallback: Shade): Shade {
  return 'base' in source && source.anchor ? source.anchor : fallback;
}

/** A light theme from a handful of colours: scales, surfaces and roles that meet WCAG AA. */
export function buildTheme(recipe: ThemeRecipe): ThemeDefinition {
  const scales = Object.fromEntries(Object.entries(recipe.colors).map(([name, source]) => [name, scaleFrom(source)])) as Scales;
  const primaryAnchor = recipe.brand?.primary ?? anchorOf(recipe.colors.primary, '500');
  const surfaces = surfacesFor(scales, 'light');
  const brand = brandRolesFor(scales, { primary: primaryAnchor, secondary: recipe.brand?.secondary ?? anchorOf(recipe.colors.secondary, '900') });
  const interactive = interactiveRolesFor(scales, surfaces.background.primary, anchorOf(recipe.colors.primary, primaryAnchor), 'light');
  const created = recipe.created ?? BUILT_IN_DATE;
  return {
    id: recipe.id,
    name: recipe.name,
    description: recipe.description,
    tokens: {
      colors: { ...scales, ...surfaces },
      typography: { ...BASE_TYPOGRAPHY, ...recipe.typography },
      spacing: BASE_SPACING,
      borders: recipe.borders ?? BASE_BORDERS,
      shadows: LIGHT_SHADOWS,
      animations: BASE_ANIMATIONS,
      breakpoints: BREAKPOINTS,
      zIndices: BASE_Z_INDICES,
    },
    components: { brand, interactive },
    utilities: {},
    metadata: {
      version: recipe.version ?? '1.0.0',
      created,
      updated: created,
      author: recipe.author ?? 'FikrSpace',
      isDefault: recipe.isDefault ?? false,
      isDark: false,
      tags: [...recipe.tags, 'light'],
    },
  };
}
