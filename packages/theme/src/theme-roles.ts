import { contrastRatio, withAlpha } from './color-math';
import { NON_TEXT_CONTRAST_AA, TEXT_CONTRAST_AA, WHITE } from './contrast-rules';
import { SHADES, parseShadeReference, shadeReference, type ColorScale, type PaletteName, type Shade, type ShadeReference } from './shades';
import type { ThemeColors, ThemeComponents, ThemeDefinition } from './theme-schema';

/*
 * Which shade plays which part (page backgrounds, text, the brand colour, buttons) is chosen by
 * contrast, so every theme, built in, derived or branded by an organization, meets WCAG AA
 * instead of relying on hand-picked pairs.
 */

export type Scales = Record<PaletteName, ColorScale>;
export type Mode = 'light' | 'dark';
type Surfaces = Pick<ThemeColors, 'background' | 'text'>;
export type BrandRoles = NonNullable<ThemeComponents['brand']>;
export type InteractiveRoles = NonNullable<ThemeComponents['interactive']>;

/** A shade reference (`primary.400`) or a hex colour, as hex. */
export function resolveColor(scales: Scales, value: string): string {
  const reference = parseShadeReference(value);
  return reference ? scales[reference.palette][reference.shade] : value;
}

/** The shades from `start` outwards: first towards `direction`, then back the other way. */
export function searchOrder(start: Shade, direction: 'lighter' | 'darker'): Shade[] {
  const index = SHADES.indexOf(start);
  const darker = SHADES.slice(index + 1);
  const lighter = SHADES.slice(0, index).reverse();
  return direction === 'darker' ? [start, ...darker, ...lighter] : [start, ...lighter, ...darker];
}

function firstShade(scale: ColorScale, order: readonly Shade[], accept: (hex: string) => boolean): Shade | undefined {
  return order.find((shade) => accept(scale[shade]));
}

function meetsAll(hex: string, backgrounds: readonly string[], ratio: number): boolean {
  return backgrounds.every((background) => contrastRatio(hex, background) >= ratio);
}

/** White or the darkest neutral, whichever reads better on `background`. */
export function labelFor(scales: Scales, background: string): string {
  const dark = shadeReference('neutral', '950');
  return contrastRatio(WHITE, background) >= contrastRatio(scales.neutral['950'], background) ? WHITE : dark;
}

/**
 * Page backgrounds and text. Light: white page, neutral 50 and 100 panels. Dark: neutral 950, 900
 * and 800. Primary and secondary text read at 4.5:1 on all three, tertiary on the page itself.
 */
export function surfacesFor(scales: Scales, mode: Mode): Surfaces {
  const n = scales.neutral;
  const light = mode === 'light';
  const background = light
    ? { primary: WHITE, secondary: n['50'], tertiary: n['100'], overlay: withAlpha(n['950'], 0.6) }
    : { primary: n['950'], secondary: n['900'], tertiary: n['800'], overlay: withAlpha('#000000', 0.7) };
  const panels = [background.primary, background.secondary, background.tertiary];
  const towards = light ? 'darker' : 'lighter';
  const extreme = light ? '#000000' : WHITE;
  const pick = (start: Shade, on: readonly string[]) => {
    const shade = firstShade(n, searchOrder(start, towards), (hex) => meetsAll(hex, on, TEXT_CONTRAST_AA));
    return shade ? n[shade] : extreme;
  };
  return {
    background,
    text: {
      primary: pick(light ? '900' : '100', panels),
      secondary: pick(light ? '600' : '300', panels),
      tertiary: pick(light ? '500' : '400', [background.primary]),
      disabled: light ? n['400'] : n['600'],
      inverse: light ? WHITE : n['950'],
    },
  };
}

/**
 * The brand colours as the components use them: `bg-brand` carries dark text and sits on
 * `bg-secondary` heroes as text, so it needs 4.5:1 against both; `bg-secondary` carries white
 * text. Starting from the preferred shades, the nearest ones that qualify win.
 */
export function brandRolesFor(scales: Scales, preferred: { primary: Shade; secondary: Shade; strongOffset?: number }): BrandRoles {
  const secondaryShade =
    firstShade(scales.secondary, searchOrder(preferred.secondary, 'darker'), (hex) => contrastRatio(WHITE, hex) >= TEXT_CONTRAST_AA) ?? '950';
  const secondary = scales.secondary[secondaryShade];
  const primaryShade =
    firstShade(scales.primary, searchOrder(preferred.primary, 'lighter'), (hex) => meetsAll(hex, [scales.neutral['950'], secondary], TEXT_CONTRAST_AA)) ??
    preferred.primary;
  const strongIndex = Math.min(SHADES.length - 1, SHADES.indexOf(primaryShade) + (preferred.strongOffset ?? 2));
  return {
    primary: shadeReference('primary', primaryShade),
    strong: shadeReference('primary', SHADES[strongIndex]!),
    secondary: shadeReference('secondary', secondaryShade),
  };
}

/**
 * The button and link colour: a primary shade at 3:1 against the page with a label at 4.5:1 on
 * it. Light themes look darker from `start`, dark themes lighter.
 */
export function interactiveRolesFor(scales: Scales, pageBackground: string, start: Shade, mode: Mode): InteractiveRoles {
  const accept = (hex: string) =>
    contrastRatio(hex, pageBackground) >= NON_TEXT_CONTRAST_AA && Math.max(contrastRatio(hex, WHITE), contrastRatio(hex, scales.neutral['950'])) >= TEXT_CONTRAST_AA;
  const shade = firstShade(scales.primary, searchOrder(start, mode === 'light' ? 'darker' : 'lighter'), accept) ?? (mode === 'light' ? '900' : '200');
  const background = shadeReference('primary', shade);
  return { background, foreground: labelFor(scales, scales.primary[shade]) };
}

export function scalesOf(colors: ThemeColors): Scales {
  const { primary, secondary, accent, neutral, success, warning, error, info } = colors;
  return { primary, secondary, accent, neutral, success, warning, error, info };
}

export function shadeOf(reference: string | undefined, fallback: Shade): Shade {
  return (reference && parseShadeReference(reference)?.shade) || fallback;
}

export type { ShadeReference };

/**
 * A theme with its brand and button roles. A theme from outside the code (a database row, an
 * imported file) may leave them out; they are chosen here so they meet the contrast rules.
 */
export function withRoles(theme: ThemeDefinition): ThemeDefinition {
  const { brand, interactive } = theme.components;
  if (brand && interactive) return theme;
  const scales = scalesOf(theme.tokens.colors);
  const mode = theme.metadata.isDark ? 'dark' : 'light';
  return {
    ...theme,
    components: {
      ...theme.components,
      brand: brand ?? brandRolesFor(scales, { primary: '400', secondary: '900' }),
      interactive: interactive ?? interactiveRolesFor(scales, theme.tokens.colors.background.primary, mode === 'light' ? '600' : '400', mode),
    },
  };
}
