import { BUILT_IN_THEMES, type ThemeDefinition } from '@fikrspace/theme';

export type ThemeOrigin = 'built-in' | 'custom';

export interface ThemeEntry {
  theme: ThemeDefinition;
  origin: ThemeOrigin;
}

/** The built-in themes, from code: always there, whatever the database answers. */
export const BUILT_IN_ENTRIES: readonly ThemeEntry[] = BUILT_IN_THEMES.map((theme) => ({ theme, origin: 'built-in' }));

export function customEntries(themes: readonly ThemeDefinition[]): ThemeEntry[] {
  return themes.map((theme) => ({ theme, origin: 'custom' }));
}

/**
 * The entry to preview: the one picked, else the theme on screen, else the first. The theme on
 * screen may be a dark variant or carry an organization's brand colours; its id still names the
 * listed theme.
 */
export function entryToPreview(entries: readonly ThemeEntry[], pickedId: string | null, activeId: string): ThemeEntry | undefined {
  return entries.find((entry) => entry.theme.id === pickedId) ?? entries.find((entry) => entry.theme.id === activeId) ?? entries[0];
}
