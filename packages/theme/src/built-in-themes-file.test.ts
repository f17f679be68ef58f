import { describe, expect, it } from 'vitest';
import { buildBuiltInThemes } from './built-in-recipes';
import { BUILT_IN_THEMES } from './built-in-themes';

describe('built-in-themes.json', () => {
  it('holds what the recipes make, each light theme followed by its dark variant (-u rewrites it)', async () => {
    await expect(`${JSON.stringify(buildBuiltInThemes(), null, 2)}\n`).toMatchFileSnapshot('./built-in-themes.json');
  });

  it('is what the page reads', () => {
    expect(BUILT_IN_THEMES).toEqual(buildBuiltInThemes());
  });
});
