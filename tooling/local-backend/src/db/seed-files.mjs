import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';

/**
 * The seed files of a project, found the way the Supabase CLI finds them (supabase/cli
 * pkg/config: `[db.seed]` in config.toml): every entry of `sql_paths` is a glob relative to the
 * supabase directory, matched as Go's fs.Glob matches (`*`, `?` and `[...]` within one path
 * segment, no `**`); the matches of each entry are sorted by name, entries apply in the order they
 * are listed, and a file two entries match runs once. Without a `[db.seed]` table the CLI's
 * default applies: `./seed.sql`, enabled.
 */

const DEFAULT_SEED = { enabled: true, sqlPaths: ['./seed.sql'] };

/**
 * The `[db.seed]` settings of a config.toml; a missing file or table gives the CLI's default.
 * @param {string} configFile
 * @returns {{ enabled: boolean, sqlPaths: string[] }}
 */
export function readSeedSettings(configFile) {
  if (!existsSync(configFile)) return DEFAULT_SEED;
  let document;
  try {
    document = parse(readFileSync(configFile, 'utf8'));
  } catch (error) {
    throw new Error(`Could not read ${configFile}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const seed = /** @type {Record<string, unknown>} */ (/** @type {any} */ (document).db?.seed ?? {});
  const sqlPaths = seed.sql_paths ?? DEFAULT_SEED.sqlPaths;
  if (!Array.isArray(sqlPaths) || !sqlPaths.every((entry) => typeof entry === 'string')) {
    throw new Error(`${configFile}: [db.seed] sql_paths must be a list of paths`);
  }
  return { enabled: seed.enabled !== false, sqlPaths };
}

/**
 * A regular expression for one segment of a Go glob pattern (path.Match): `*` is any run of
 * characters, `?` one character, `[...]` / `[^...]` a class, and a backslash escapes.
 * @param {string} segment
 */
function segmentPattern(segment) {
  let source = '';
  for (let i = 0; i < segment.length; i++) {
    const char = /** @type {string} */ (segment[i]);
    if (char === '*') source += '.*';
    else if (char === '?') source += '.';
    else if (char === '\\' && i + 1 < segment.length) source += `\\${segment[++i]}`;
    else if (char === '[') {
      const end = segment.indexOf(']', i + 2);
      if (end === -1) throw new Error(`Bad seed pattern segment: ${segment}`);
      // Go's class syntax ([^...], ranges, backslash escapes) reads the same in a JS class.
      source += `[${segment.slice(i + 1, end)}]`;
      i = end;
    } else source += char.replace(/[.+^${}()|\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

const hasMeta = (segment) => /[*?[\\]/.test(segment);

/**
 * The paths one glob matches, sorted.
 * @param {string} pattern an absolute pattern with / separators
 * @returns {string[]}
 */
function glob(pattern) {
  const segments = pattern.split('/').filter((segment, index) => index === 0 || segment !== '');
  /** @type {string[]} */
  let current = [segments[0] === '' ? '/' : /** @type {string} */ (segments[0])];
  for (const segment of segments.slice(1)) {
    /** @type {string[]} */
    const next = [];
    for (const directory of current) {
      if (!hasMeta(segment)) {
        const candidate = path.join(directory, segment);
        if (existsSync(candidate)) next.push(candidate);
        continue;
      }
      let entries;
      try {
        entries = readdirSync(directory);
      } catch {
        continue;
      }
      const matcher = segmentPattern(segment);
      next.push(...entries.filter((entry) => matcher.test(entry)).map((entry) => path.join(directory, entry)));
    }
    current = next;
  }
  return current.sort();
}

/**
 * The seed files of the project in `supabaseDir`, absolute, in the order they run; [] when
 * seeding is turned off or nothing matches.
 * @param {string} supabaseDir
 * @returns {string[]}
 */
export function seedFiles(supabaseDir) {
  const { enabled, sqlPaths } = readSeedSettings(path.join(supabaseDir, 'config.toml'));
  if (!enabled) return [];
  const files = new Set();
  for (const entry of sqlPaths) {
    const absolute = path.isAbsolute(entry) ? entry : path.join(path.resolve(supabaseDir), entry);
    for (const match of glob(absolute.split(path.sep).join('/'))) {
      if (statSync(match).isFile()) files.add(match);
    }
  }
  return [...files];
}
