import type { ThemeDefinition } from './theme-schema';

/**
 * built-in-themes.json holds the first theme whole and every other one as what differs from its
 * base: a dark variant from its light theme, a light theme from the first. The eight themes share
 * most of their tokens (type scale, spacing, radii, motion), and whole they were 32 KB of every
 * page's JavaScript; as differences they are 11 KB.
 */
export type ThemeFileEntry = Record<string, unknown> & { base?: string };

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `theme` as what differs from `base`; `undefined` when nothing does. Lists count as one value. */
function difference(theme: unknown, base: unknown): unknown {
  if (JSON.stringify(theme) === JSON.stringify(base)) return undefined;
  if (!isPlain(theme) || !isPlain(base)) return theme;
  const changes: Plain = {};
  for (const [key, value] of Object.entries(theme)) {
    const changed = difference(value, base[key]);
    if (changed !== undefined) changes[key] = changed;
  }
  return changes;
}

/** `base` with `changes` laid over it, every object a new one. */
function overlay(base: unknown, changes: unknown): unknown {
  if (changes === undefined) return isPlain(base) ? overlay(base, {}) : base;
  if (!isPlain(changes) || !isPlain(base)) return changes;
  const result: Plain = {};
  for (const key of new Set([...Object.keys(base), ...Object.keys(changes)])) result[key] = overlay(base[key], changes[key]);
  return result;
}

const baseId = (theme: ThemeDefinition, first: ThemeDefinition) => (theme.metadata.isDark && theme.id.endsWith('-dark') ? theme.id.slice(0, -'-dark'.length) : first.id);

/**
 * The file's form of a list of themes. A theme may not drop a key its base has (the overlay would
 * bring it back), which `expandThemes(compactThemes(themes))` equalling the list proves.
 */
export function compactThemes(themes: readonly ThemeDefinition[]): ThemeFileEntry[] {
  const [first, ...others] = themes;
  if (!first) return [];
  return [
    { ...first },
    ...others.map((theme) => {
      const base = baseId(theme, first);
      return { base, ...(difference(theme, themes.find((candidate) => candidate.id === base)) as Plain) };
    }),
  ];
}

/** The themes the file holds, in its order; a base always comes before the themes built on it. */
export function expandThemes(entries: readonly ThemeFileEntry[]): ThemeDefinition[] {
  const themes: ThemeDefinition[] = [];
  for (const { base, ...changes } of entries) {
    const from = base === undefined ? {} : themes.find((theme) => theme.id === base);
    if (!from) throw new Error(`built-in theme ${String(changes.id)} names a base that comes later or not at all: ${base}`);
    themes.push(overlay(from, changes) as ThemeDefinition);
  }
  return themes;
}
