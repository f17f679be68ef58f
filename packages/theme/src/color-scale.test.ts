import { describe, expect, it } from 'vitest';
import { oklchOf } from './color-math';
import { generateColorScale, naturalShade } from './color-scale';
import { SHADES } from './shades';

describe('colour scale generation', () => {
  it.each([
    ['#00fb95', '400'],
    ['#2d1b69', '900'],
    ['#1e40af', undefined],
    ['#737373', undefined],
    ['#FFB020', '300'],
  ] as const)('builds 50 to 950 around %s, lightest first, the base colour at its anchor', (base, anchor) => {
    const scale = generateColorScale(base, anchor ? { anchor } : {});
    expect(Object.keys(scale)).toEqual([...SHADES]);
    for (const value of Object.values(scale)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
    expect(scale[anchor ?? naturalShade(base)]).toBe(base.toLowerCase());
    const lightness = SHADES.map((shade) => oklchOf(scale[shade]).l);
    for (let index = 1; index < lightness.length; index += 1) expect(lightness[index]!).toBeLessThan(lightness[index - 1]!);
  });

  it('puts a colour at the shade whose usual lightness is nearest', () => {
    expect(naturalShade('#1e40af')).toBe('800');
    expect(naturalShade('#8b5cf6')).toBe('600');
    expect(naturalShade('#f8fafc')).toBe('50');
  });

  it('keeps greys grey and gives them a dark end fit for a dark page', () => {
    const scale = generateColorScale('#737373');
    for (const shade of SHADES) expect(oklchOf(scale[shade]).c ?? 0).toBeLessThan(0.01);
    expect(oklchOf(scale['950']).l).toBeLessThan(0.16);
  });

  it('keeps the hue of the base colour', () => {
    const scale = generateColorScale('#2563eb', { anchor: '600' });
    const hue = oklchOf('#2563eb').h!;
    for (const shade of ['200', '400', '800'] as const) expect(Math.abs(oklchOf(scale[shade]).h! - hue)).toBeLessThan(4);
  });
});
