import { builtInTheme, type ThemeDefinition } from '@fikrspace/theme';

/**
 * The text of a theme file as someone would write one: a complete theme (Corporate's tokens) under
 * an id and name of its own, as exported by the theme manager.
 */
export function themeFileText(overrides: Partial<Pick<ThemeDefinition, 'id' | 'name' | 'description'>> = {}): string {
  const base = builtInTheme('corporate')!;
  return JSON.stringify({ ...base, id: 'harbour', name: 'Harbour', description: 'Harbour blues for the demo.', ...overrides }, null, 2);
}
