import { describe, expect, it } from 'vitest';
import arabic from '../locales/ar/companies.json';
import english from '../locales/en/companies.json';
import french from '../locales/fr/companies.json';
import { ACHIEVEMENT_KINDS, BUSINESS_MODELS, MILESTONE_CATEGORIES, MILESTONE_STATUSES, SECTORS, STARTUP_STAGES } from './model';

/**
 * The package's texts in every language it ships: the same keys as English, none empty, every
 * placeholder of English kept, and a label for every value of the enums the pages name.
 */

type Bundle = Record<string, unknown>;

function entries(bundle: Bundle, prefix = ''): Array<[string, string]> {
  return Object.entries(bundle).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value as Bundle, `${prefix}${key}.`)));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([^},\s]+)/g)].map((match) => match[1]).sort();

describe('the companies texts', () => {
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

  it('names every sector, stage, business model, milestone status and category, and achievement kind the database knows', () => {
    expect(Object.keys(english.sectors).sort()).toEqual([...SECTORS].sort());
    expect(Object.keys(english.stages).sort()).toEqual([...STARTUP_STAGES].sort());
    expect(Object.keys(english.businessModels).sort()).toEqual([...BUSINESS_MODELS].sort());
    expect(Object.keys(english.plan.statuses).sort()).toEqual([...MILESTONE_STATUSES].sort());
    expect(Object.keys(english.plan.categories).sort()).toEqual([...MILESTONE_CATEGORIES].sort());
    expect(Object.keys(english.plan.kinds).sort()).toEqual([...ACHIEVEMENT_KINDS].sort());
  });
});
