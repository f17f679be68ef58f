import { describe, expect, it } from 'vitest';
import arabic from '../locales/ar/people.json';
import english from '../locales/en/people.json';
import french from '../locales/fr/people.json';
import { EQUITY_ROLES } from './model';

/**
 * The package's texts in every language it ships: the same keys as English, none empty, and every
 * placeholder of English kept. The platform's own check of locale files covers a context's texts
 * once an app serves them; this one holds from the package's first day.
 */

type Bundle = Record<string, unknown>;

function texts(bundle: Bundle, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(bundle)) {
    if (typeof value === 'string') found.set(`${prefix}${key}`, value);
    else for (const [nested, text] of texts(value as Bundle, `${prefix}${key}.`)) found.set(nested, text);
  }
  return found;
}

const placeholdersOf = (text: string) => [...text.matchAll(/\{\{\s*([^},\s]+)/g)].map((match) => match[1]!).sort();

describe('the people texts', () => {
  const en = texts(english);

  it.each([
    ['ar', arabic],
    ['fr', french],
  ])('%s has exactly the English keys, none empty, with the English placeholders', (_language, bundle) => {
    const translated = texts(bundle);
    expect([...translated.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of translated) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholdersOf(text), key).toEqual(placeholdersOf(en.get(key) ?? ''));
    }
  });

  it('names every equity role the database knows', () => {
    expect(Object.keys(english.equityRoles).sort()).toEqual([...EQUITY_ROLES].sort());
  });
});
