// culori's `useMode` registers a colour space; it is not a React hook, hence the other name.
import { clampChroma, formatHex, modeLrgb, modeOklch, modeRgb, useMode as registerColorSpace, wcagContrast, type Oklch } from 'culori/fn';

// The tree-shakable entry registers only the colour spaces used here: hex parsing (rgb), WCAG
// luminance (linear rgb) and the perceptual space the scales are built in (OKLCH).
const toRgb = registerColorSpace(modeRgb);
registerColorSpace(modeLrgb);
const toOklch = registerColorSpace(modeOklch);

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value);
}

export function oklchOf(hex: string): Oklch {
  const color = toOklch(hex);
  if (!color) throw new Error(`Not a colour: ${hex}`);
  return color;
}

/** The nearest sRGB colour (chroma reduced, lightness and hue kept) written as #rrggbb. */
export function hexFromOklch(color: Oklch): string {
  return formatHex(clampChroma(color, 'oklch'));
}

/** WCAG 2 contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  return wcagContrast(a, b);
}

/** `#rrggbb` with an opacity, as `#rrggbbaa`: the overlay colour stays a hex value. */
export function withAlpha(hex: string, alpha: number): string {
  const rgb = toRgb(hex);
  if (!rgb) throw new Error(`Not a colour: ${hex}`);
  const channel = Math.round(Math.min(1, Math.max(0, alpha)) * 255);
  return `${formatHex(rgb)}${channel.toString(16).padStart(2, '0')}`;
}

/** Normalises #abc and upper case to the #aabbcc form the themes store. */
export function normalizeHex(hex: string): string {
  const rgb = toRgb(hex);
  if (!rgb) throw new Error(`Not a colour: ${hex}`);
  return formatHex(rgb);
}
