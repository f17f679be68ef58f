import { RestError } from './errors.mjs';

/**
 * `Prefer` (RFC 7240) as PostgREST reads it: one or several headers, each a comma-separated
 * list. Unknown or invalid preferences are ignored (PostgREST's default `handling=lenient`).
 * `applied` lists what was honoured, for the Preference-Applied header.
 */
export function parsePrefer(header) {
  const values = (Array.isArray(header) ? header.join(',') : header ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const prefs = {
    return: /** @type {'minimal' | 'representation' | 'headers-only' | null} */ (null),
    count: /** @type {'exact' | 'planned' | 'estimated' | null} */ (null),
    resolution: /** @type {'merge-duplicates' | 'ignore-duplicates' | null} */ (null),
    missingDefault: false,
    strict: false,
  };
  for (const value of values) {
    const [name, setting] = value.split('=').map((part) => part.trim());
    if (name === 'return' && ['minimal', 'representation', 'headers-only'].includes(setting)) prefs.return = /** @type {any} */ (setting);
    else if (name === 'count' && ['exact', 'planned', 'estimated'].includes(setting)) prefs.count = /** @type {any} */ (setting);
    else if (name === 'resolution' && ['merge-duplicates', 'ignore-duplicates'].includes(setting)) prefs.resolution = /** @type {any} */ (setting);
    else if (name === 'missing' && (setting === 'default' || setting === 'null')) prefs.missingDefault = setting === 'default';
    else if (name === 'handling' && setting === 'strict') prefs.strict = true;
  }
  if (prefs.strict) {
    const known = /^(return=(minimal|representation|headers-only)|count=(exact|planned|estimated)|resolution=(merge|ignore)-duplicates|missing=(default|null)|handling=(strict|lenient)|tx=(commit|rollback)|max-affected=\d+|timezone=.+)$/;
    const invalid = values.filter((value) => !known.test(value));
    if (invalid.length) throw new RestError(400, 'PGRST122', 'Invalid preferences given with handling=strict', { details: `Invalid preferences: ${invalid.join(', ')}` });
  }
  return prefs;
}

/** The Preference-Applied value for what a request honoured. */
export function appliedPreferences(prefs, { write }) {
  const applied = [];
  if (write && prefs.resolution) applied.push(`resolution=${prefs.resolution}`);
  if (write && prefs.missingDefault) applied.push('missing=default');
  if (prefs.return) applied.push(`return=${prefs.return}`);
  if (prefs.count) applied.push(`count=${prefs.count}`);
  if (prefs.strict) applied.push('handling=strict');
  return applied.join(', ');
}
