import { describe, expect, it } from 'vitest';
import { buildBuiltInThemes } from './built-in-recipes';
import { BUILT_IN_THEMES } from './built-in-themes';
import { compactThemes, expandThemes } from './theme-file';

describe('built-in-themes.json', () => {
  it('holds what the recipes make, each light theme followed by its dark variant, as differences (-u rewrites it)', async () => {
    await expect(`${JSON.stringify(compactThemes(buildBuiltInThemes()), null, 2)}\n`).toMatchFileSnapshot('./built-in-themes.json');
  });

  it('is what the page reads', () => {
    expect(BUILT_IN_THEMES).toEqual(buildBuiltInThemes());
  });

  it('gives every theme objects of its own, so one theme never changes with another', () => {
    const [first, second] = expandThemes(compactThemes(buildBuiltInThemes()));
    expect(first!.tokens.typography).toEqual(second!.tokens.typography);
    expect(first!.tokens.typography).not.toBe(second!.tokens.typography);
  });

  it('refuses a file whose theme names a base that comes later', () => {
    const [first, second] = compactThemes(buildBuiltInThemes());
    expect(() => expandThemes([second!, first!])).toThrow('names a base that comes later or not at all');
  });
});
