import { describe, expect, it } from 'vitest';
import arabic from '../locales/ar/strategy.json';
import english from '../locales/en/strategy.json';
import french from '../locales/fr/strategy.json';
import { CONFIDENCES, EPIC_STATUSES, FOLLOWABLE_METRICS, KEY_RESULT_UNITS } from './model';

/**
 * The package's texts: Arabic and French have English's keys, each text with English's
 * placeholders, and no empty text. A counted text has each language's plural forms (English one and
 * other, French one, many and other, Arabic zero, one, two, few, many and other); an Arabic form that names its
 * number in words ("هدفين", two objectives) may leave the count out. Every value of the enums the
 * page shows has its label.
 */

type Bundle = { [key: string]: string | Bundle };
const PLURAL = /_(zero|one|two|few|many|other)$/;
const FORMS = { en: ['one', 'other'], fr: ['many', 'one', 'other'], ar: ['zero', 'one', 'two', 'few', 'many', 'other'] } as const;

/** Every text by its dotted key. */
function texts(bundle: Bundle, prefix = ''): Map<string, string> {
  return new Map(Object.entries(bundle).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as const] : [...texts(value, `${prefix}${key}.`)])));
}

const placeholders = (text: string) => new Set([...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]!));

/** Keys with their plural forms folded into one, each with the forms it has and the placeholders of each. */
function shape(bundle: Bundle) {
  const shaped = new Map<string, { forms: string[]; texts: string[] }>();
  for (const [key, text] of texts(bundle)) {
    const base = key.replace(PLURAL, '');
    const entry = shaped.get(base) ?? { forms: [], texts: [] };
    if (PLURAL.test(key)) entry.forms.push(PLURAL.exec(key)![1]!);
    entry.texts.push(text);
    shaped.set(base, entry);
  }
  return shaped;
}

describe('the strategy texts', () => {
  const reference = shape(english);

  it.each([
    ['en', english],
    ['fr', french],
    ['ar', arabic],
  ] as const)('%s has every key, its plural forms, and English’s placeholders', (language, bundle) => {
    const shaped = shape(bundle as Bundle);
    expect([...shaped.keys()].sort()).toEqual([...reference.keys()].sort());
    for (const [key, { forms, texts: own }] of shaped) {
      const expected = reference.get(key)!;
      const englishPlaceholders = placeholders(expected.texts.join(' '));
      expect(own.every((text) => text.trim() !== ''), key).toBe(true);
      if (expected.forms.length === 0) {
        expect(forms, key).toEqual([]);
        expect(placeholders(own[0]!), key).toEqual(englishPlaceholders);
      } else {
        expect([...forms].sort(), key).toEqual([...FORMS[language]].sort());
        for (const text of own) expect([...placeholders(text)].every((name) => englishPlaceholders.has(name)), `${key}: ${text}`).toBe(true);
      }
    }
  });

  it('labels every confidence, unit, epic status and followable metric', () => {
    expect(Object.keys(english.confidence).sort()).toEqual([...CONFIDENCES].sort());
    expect(Object.keys(english.units).sort()).toEqual([...KEY_RESULT_UNITS].sort());
    expect(Object.keys(english.statuses).sort()).toEqual([...EPIC_STATUSES].sort());
    expect(Object.keys(english.metrics).sort()).toEqual([...FOLLOWABLE_METRICS].sort());
  });
});
