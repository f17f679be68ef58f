import { describe, expect, it } from 'vitest';
import arabic from '../locales/ar/files.json';
import english from '../locales/en/files.json';
import french from '../locales/fr/files.json';

/**
 * The package's texts in every language it ships: the same keys as English, none empty, and every
 * placeholder of English kept. The platform's own check of locale files covers a context's texts
 * once an app serves them; this one holds from the package's first day.
 */

type Bundle = Record<string, unknown>;

function entries(bundle: Bundle, prefix = ''): Array<[string, string]> {
  return Object.entries(bundle).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value as Bundle, `${prefix}${key}.`)));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([^},\s]+)/g)].map((match) => match[1]).sort();

describe('the file texts', () => {
  const en = new Map(entries(english));

  it.each([
    ['ar', arabic],
    ['fr', french],
  ])('%s has exactly the English keys, none empty, with the English placeholders', (_language, bundle) => {
    const translated = new Map(entries(bundle));
    expect([...translated.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of translated) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(en.get(key)!));
    }
  });

  it('formats sizes as numbers for the language', () => {
    for (const [key, text] of entries(english)) if (text.includes('{{size')) expect(text, key).toContain('{{size, number}}');
  });
});
