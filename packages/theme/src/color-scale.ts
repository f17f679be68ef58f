import type { Oklch } from 'culori/fn';
import { hexFromOklch, normalizeHex, oklchOf } from './color-math';
import { SHADES, type ColorScale, type Shade } from './shades';

/*
 * Lightness and relative chroma per shade, averaged over Tailwind CSS 4's palettes: a generated
 * scale steps like the palettes the components were designed with. Neutral scales go darker at
 * the end (their 950 is a page background in dark mode) and keep their tint across the range.
 */
const CHROMATIC = {
  lightness: [0.977, 0.95, 0.905, 0.84, 0.754, 0.683, 0.598, 0.515, 0.446, 0.395, 0.278],
  chroma: [0.08, 0.2, 0.38, 0.63, 0.86, 0.95, 0.93, 0.81, 0.67, 0.54, 0.38],
};
const NEUTRAL = {
  lightness: [0.985, 0.968, 0.927, 0.87, 0.707, 0.553, 0.445, 0.373, 0.275, 0.211, 0.135],
  chroma: [0.1, 0.2, 0.35, 0.5, 0.85, 1, 1, 1, 0.95, 0.95, 0.95],
};

/** Below this OKLCH chroma a colour reads as grey, and its scale follows the neutral curve. */
const GREY_CHROMA = 0.05;

export interface ScaleOptions {
  /**
   * The shade that carries the base colour exactly. Defaults to the shade whose usual lightness
   * is nearest the colour's own.
   */
  anchor?: Shade;
  /** Forces the neutral or chromatic curve; by default greys (low chroma) take the neutral one. */
  kind?: 'neutral' | 'chromatic';
}

export function naturalShade(hex: string, kind: 'neutral' | 'chromatic' = kindOf(oklchOf(hex))): Shade {
  const { l } = oklchOf(hex);
  const curve = kind === 'neutral' ? NEUTRAL.lightness : CHROMATIC.lightness;
  let best = 0;
  curve.forEach((target, index) => {
    if (Math.abs(target - l) < Math.abs(curve[best]! - l)) best = index;
  });
  return SHADES[best]!;
}

/**
 * Builds the 50 to 950 scale around one colour in OKLCH: the anchor shade is the colour itself,
 * the shades on either side spread its lightness towards the curve's ends, chroma follows the
 * curve's profile relative to the anchor, and the hue stays put. Shades outside sRGB lose chroma,
 * never lightness, so the steps stay evenly spaced.
 */
export function generateColorScale(base: string, options: ScaleOptions = {}): ColorScale {
  const baseHex = normalizeHex(base);
  const color = oklchOf(baseHex);
  const kind = options.kind ?? kindOf(color);
  const curve = kind === 'neutral' ? NEUTRAL : CHROMATIC;
  const anchor = options.anchor ?? naturalShade(baseHex, kind);
  const anchorIndex = SHADES.indexOf(anchor);
  const anchorTarget = curve.lightness[anchorIndex]!;
  const lightest = Math.max(curve.lightness[0]!, color.l);
  const darkest = Math.min(curve.lightness[SHADES.length - 1]!, color.l);
  const chroma = color.c ?? 0;
  const hue = color.h ?? 0;

  const scale = {} as ColorScale;
  SHADES.forEach((shade, index) => {
    if (index === anchorIndex) {
      scale[shade] = baseHex;
      return;
    }
    const target = curve.lightness[index]!;
    // Map the curve piecewise so its ends stay where they are and the anchor lands on the colour.
    const l =
      index < anchorIndex
        ? color.l + ((target - anchorTarget) * (lightest - color.l)) / (curve.lightness[0]! - anchorTarget || 1)
        : color.l - ((anchorTarget - target) * (color.l - darkest)) / (anchorTarget - curve.lightness[SHADES.length - 1]! || 1);
    const c = (chroma * curve.chroma[index]!) / curve.chroma[anchorIndex]!;
    const shadeColor: Oklch = { mode: 'oklch', l: clamp(l, 0, 1), c: Math.max(0, c), h: hue };
    scale[shade] = hexFromOklch(shadeColor);
  });
  return scale;
}

function kindOf(color: Oklch): 'neutral' | 'chromatic' {
  return (color.c ?? 0) < GREY_CHROMA ? 'neutral' : 'chromatic';
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
