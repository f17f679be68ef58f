import { describe, expect, it } from 'vitest';
import arabic from '../locales/ar/metrics.json';
import english from '../locales/en/metrics.json';
import french from '../locales/fr/metrics.json';
import { CSV_COLUMNS, CSV_REASONS } from './csv';

/**
 * The package's texts in every language it ships: the same keys as English (a plural counting once,
 * by its base key, with exactly the forms the language's rules use), none empty, and every
 * placeholder of English kept. The platform's own check of locale files covers a context's texts
 * once an app serves them; this one holds from the package's first day.
 */

type Bundle = Record<string, unknown>;

function entries(bundle: Bundle, prefix = ''): Array<[string, string]> {
  return Object.entries(bundle).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value as Bundle, `${prefix}${key}.`)));
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([^},\s]+)/g)].map((match) => match[1]!);

/** Each base key with the placeholders its forms use together and the plural forms it has. */
function byBaseKey(bundle: Bundle) {
  const keys = new Map<string, { placeholders: Set<string>; forms: string[] }>();
  for (const [key, text] of entries(bundle)) {
    const base = key.replace(PLURAL_SUFFIX, '');
    const entry = keys.get(base) ?? { placeholders: new Set<string>(), forms: [] };
    for (const name of placeholders(text)) entry.placeholders.add(name);
    const form = PLURAL_SUFFIX.exec(key)?.[1];
    if (form) entry.forms.push(form);
    keys.set(base, entry);
  }
  return keys;
}

describe('the metrics texts', () => {
  const en = byBaseKey(english);

  it.each([
    ['ar', arabic],
    ['fr', french],
  ])('%s has exactly the English keys, none empty, with the English placeholders', (_language, bundle) => {
    const translated = byBaseKey(bundle);
    expect([...translated.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of entries(bundle)) expect(text.trim(), key).not.toBe('');
    for (const [key, { placeholders: names }] of translated) expect([...names].sort(), key).toEqual([...en.get(key)!.placeholders].sort());
  });

  it.each([
    ['en', english],
    ['ar', arabic],
    ['fr', french],
  ])('%s gives each plural the forms its plural rules use', (language, bundle) => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const [key, { forms }] of byBaseKey(bundle)) if (forms.length) expect([...forms].sort(), key).toEqual([...new Set([...categories, ...(forms.includes('zero') ? ['zero'] : [])])].sort());
  });

  it('names every reason a line of a file can be refused for, and every catalogue metric', () => {
    expect(Object.keys(english.csv.reasons).sort()).toEqual([...CSV_REASONS].sort());
    expect(Object.keys(english.catalogue)).toHaveLength(13);
    // The column names are the file's, never translated.
    for (const column of CSV_COLUMNS) expect(english.csv.format).toContain(column);
  });
});
