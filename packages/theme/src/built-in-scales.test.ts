import { describe, expect, it } from 'vitest';
import { BUILT_IN_SCALE_SOURCES, scaleKey } from './built-in-themes';
import { generateColorScale } from './color-scale';

describe('the built-in themes’ precomputed scales', () => {
  it('are the scales generateColorScale makes from the themes’ colours (-u rewrites the file)', async () => {
    const generated = Object.fromEntries(BUILT_IN_SCALE_SOURCES.map((source) => [scaleKey(source), generateColorScale(source.base, source.anchor ? { anchor: source.anchor } : {})]));
    await expect(`${JSON.stringify(generated, null, 2)}\n`).toMatchFileSnapshot('./built-in-scales.json');
  });

  it('cover every colour of every built-in theme, so none is generated while the page loads', async () => {
    const stored = (await import('./built-in-scales.json', { with: { type: 'json' } })).default as Record<string, unknown>;
    expect(BUILT_IN_SCALE_SOURCES.length).toBeGreaterThan(0);
    for (const source of BUILT_IN_SCALE_SOURCES) expect(stored[scaleKey(source)], scaleKey(source)).toBeDefined();
  });
});
