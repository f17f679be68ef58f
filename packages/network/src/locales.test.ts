import { describe, expect, it } from 'vitest';
import arabic from '../locales/ar/network.json';
import english from '../locales/en/network.json';
import french from '../locales/fr/network.json';
import { RELATIONSHIP_KINDS, RELATIONSHIP_STATUSES } from './model';

/**
 * The package's texts in the languages it ships: Arabic and French say everything English says,
 * under the same keys (no plural forms here), none of it empty and with English's placeholders;
 * and every kind and status the database knows has its label.
 */

/** Every text of a bundle by its dotted key. */
function texts(bundle: object, prefix = ''): Record<string, string> {
  return Object.assign({}, ...Object.entries(bundle).map(([key, value]) => (typeof value === 'string' ? { [prefix + key]: value } : texts(value as object, `${prefix}${key}.`))));
}

const names = (text: string) => (text.match(/\{\{\s*\w+/g) ?? []).map((found) => found.replace(/\{\{\s*/, '')).sort();

describe('the network texts', () => {
  const en = texts(english);

  it.each([
    ['ar', texts(arabic)],
    ['fr', texts(french)],
  ])('%s says every English text under its key, with its placeholders', (_language, translated) => {
    expect(Object.keys(translated).sort()).toEqual(Object.keys(en).sort());
    const mismatched = Object.entries(translated).filter(([key, text]) => !text.trim() || names(text).join() !== names(en[key]!).join());
    expect(mismatched).toEqual([]);
  });

  it('labels every kind and status of a relationship', () => {
    expect(Object.keys(english.kinds)).toEqual([...RELATIONSHIP_KINDS]);
    expect(Object.keys(english.statuses).sort()).toEqual([...RELATIONSHIP_STATUSES].sort());
  });
});
