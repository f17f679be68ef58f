/** The eleven steps of every colour scale, lightest first (spec 000 §3: shades 50 to 950). */
export const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;
export type Shade = (typeof SHADES)[number];

/** The eight scales a theme defines (spec 000 §3). */
export const PALETTES = ['primary', 'secondary', 'accent', 'neutral', 'success', 'warning', 'error', 'info'] as const;
export type PaletteName = (typeof PALETTES)[number];

export type ColorScale = Record<Shade, string>;

/** A shade of one of the theme's scales, written `primary.400`. */
export type ShadeReference = `${PaletteName}.${Shade}`;

export function shadeReference(palette: PaletteName, shade: Shade): ShadeReference {
  return `${palette}.${shade}`;
}

export function parseShadeReference(reference: string): { palette: PaletteName; shade: Shade } | null {
  const [palette, shade, extra] = reference.split('.');
  if (extra !== undefined || !isPalette(palette) || !isShade(shade)) return null;
  return { palette, shade };
}

export function isShade(value: unknown): value is Shade {
  return typeof value === 'string' && (SHADES as readonly string[]).includes(value);
}

export function isPalette(value: unknown): value is PaletteName {
  return typeof value === 'string' && (PALETTES as readonly string[]).includes(value);
}
