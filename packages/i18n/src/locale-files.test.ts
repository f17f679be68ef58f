import { REMOTE_SITE_IDS } from '@fikrspace/sites';
import { describe, expect, it } from 'vitest';
import { DATABASE_NAMESPACES } from './database-namespaces';
import { SHELL_NAMESPACES } from './namespaces';
import { initTestI18n, localeFileResources } from './testing';

const resources = localeFileResources();

function keys(value: unknown, prefix = ''): string[] {
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => (typeof child === 'string' ? [`${prefix}${key}`] : keys(child, `${prefix}${key}.`)));
}

/** i18next's plural suffixes: `x_one`, `x_other` ... are the forms of the key `x`. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The keys as code names them: plural forms count once, under their base key. */
function baseKeys(value: unknown): string[] {
  return [...new Set(keys(value).map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
}

/** Each plural key's forms, by base key. */
function pluralForms(value: unknown): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const key of keys(value)) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match) continue;
    const base = key.slice(0, match.index);
    forms.set(base, [...(forms.get(base) ?? []), match[1]!]);
  }
  return forms;
}

function valueAt(bundle: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
}

/** Each remote's namespace, named after the site it serves and deployed with it. */
const REMOTE_NAMESPACES = REMOTE_SITE_IDS;

/** The languages every file is written in, with the same keys as English. */
const TRANSLATED_LANGUAGES = ['ar', 'fr'];

/** `{{name}}` or `{{name, format}}`: the name, and the format when there is one. */
const PLACEHOLDER = /\{\{\s*([^},\s]+)\s*(?:,\s*([^}]+?))?\s*\}\}/g;

function placeholders(value: unknown): string[] {
  return typeof value === 'string' ? [...value.matchAll(PLACEHOLDER)].map((match) => match[1]!).sort() : [];
}

/** The placeholders of a key and of all its plural forms. */
function placeholdersOf(bundle: unknown, baseKey: string): string[] {
  const forms = keys(bundle).filter((key) => key === baseKey || key.replace(PLURAL_SUFFIX, '') === baseKey);
  return [...new Set(forms.flatMap((key) => placeholders(valueAt(bundle, key))))].sort();
}

/** Values the code passes as numbers: each is written `{{name, number}}`, so Intl formats it for the language. */
const NUMERIC_PLACEHOLDERS = ['count', 'page', 'pages', 'used', 'max', 'attempt', 'limit'];

describe('the translation files', () => {
  const namespaces = [...SHELL_NAMESPACES, ...DATABASE_NAMESPACES, ...REMOTE_NAMESPACES];

  it.each(namespaces.map((namespace) => [namespace]))('%s exists in English, Arabic and French with the same keys, none empty', (namespace) => {
    const en = resources.en?.[namespace];
    expect(en, `en/${namespace}`).toBeDefined();
    expect(keys(en).length).toBeGreaterThan(0);
    for (const key of keys(en)) expect(valueAt(en, key), `en ${namespace}:${key}`).not.toBe('');
    for (const language of TRANSLATED_LANGUAGES) {
      const bundle = resources[language]?.[namespace];
      expect(bundle, `${language}/${namespace}`).toBeDefined();
      expect(baseKeys(bundle), `${language}/${namespace}`).toEqual(baseKeys(en));
      for (const key of keys(bundle)) expect(valueAt(bundle, key), `${language} ${namespace}:${key}`).not.toBe('');
    }
  });

  it.each(namespaces.map((namespace) => [namespace]))('%s keeps every placeholder of English in Arabic and French', (namespace) => {
    const en = resources.en?.[namespace] ?? {};
    for (const key of baseKeys(en)) {
      const expected = placeholdersOf(en, key);
      if (!expected.length) continue;
      for (const language of TRANSLATED_LANGUAGES) {
        const translated = placeholdersOf(resources[language]?.[namespace], key);
        for (const name of expected) expect(translated, `${language} ${namespace}:${key}`).toContain(name);
      }
    }
  });

  it.each(['en', ...TRANSLATED_LANGUAGES])("%s gives every plural key exactly the forms the language's plural rules use", (language) => {
    // `_zero` is i18next's optional form for a count of 0, allowed in every language.
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const [namespace, bundle] of Object.entries(resources[language] ?? {})) {
      for (const [key, forms] of pluralForms(bundle)) {
        const expected = [...new Set([...categories, ...(forms.includes('zero') ? ['zero'] : [])])].sort();
        expect([...forms].sort(), `${language} ${namespace}:${key}`).toEqual(expected);
      }
    }
  });

  it.each(['en', ...TRANSLATED_LANGUAGES])('%s formats every numeric placeholder with Intl (`{{name, number}}`)', (language) => {
    const unformatted: string[] = [];
    for (const [namespace, bundle] of Object.entries(resources[language] ?? {})) {
      for (const key of keys(bundle)) {
        const value = valueAt(bundle, key);
        if (typeof value !== 'string') continue;
        for (const [, name, format] of value.matchAll(PLACEHOLDER)) {
          if (NUMERIC_PLACEHOLDERS.includes(name!) && format?.trim() !== 'number') unformatted.push(`${namespace}:${key} {{${name}}}`);
        }
      }
    }
    expect(unformatted).toEqual([]);
  });

  it.each([
    ['en', 1, 'This error has occurred once.'],
    ['en', 3, 'This error has occurred 3 times.'],
    ['fr', 1, 'Cette erreur s’est produite 1 fois.'],
    ['ar', 2, 'تكرر هذا الخطأ مرتين.'],
    ['ar', 3, 'تكرر هذا الخطأ 3 مرات.'],
    ['ar', 11, 'تكرر هذا الخطأ 11 مرة.'],
  ])('%s says how often an error repeated for %i with the plural form i18next picks', async (language, count, expected) => {
    const i18n = await initTestI18n(language);
    expect(i18n.t('routeError.repeated', { count })).toBe(expected);
  });

  it.each([
    ['en', 'Page 2 of 10 · 1,234 stakeholders'],
    ['fr', 'Page 2 sur 10 · 1\u202f234 actionnaires'],
  ])('%s formats the numbers of a page count for its locale', async (language, expected) => {
    const i18n = await initTestI18n(language);
    // The cap table's texts, as the portal root serves them from packages/cap-table/locales.
    expect(i18n.t('pageOf', { ns: 'portal/cap-table', page: 2, pages: 10, count: 1234 })).toBe(expected);
  });

  it('says Loading... while loading (spec 000 §2)', () => {
    expect(valueAt(resources.en?.common, 'loading')).toBe('Loading...');
    expect(valueAt(resources.en?.common, 'footer.tagline')).toBe('Startup. Anywhere. Anytime.');
  });

  // Every page downloads common at start-up, the public home included: it holds the frame's texts
  // only. A feature's texts go to `<site>/<feature>` (served by its remote) or to its context
  // package. The limit is the frame's size today with room for a few more of its own texts.
  it.each([
    ['en', 13_000],
    ['fr', 15_500],
    ['ar', 18_000],
  ])('keeps %s common.json to the frame’s texts (at most %i bytes)', (language, limit) => {
    const bytes = new TextEncoder().encode(JSON.stringify(resources[language]?.common ?? {}, null, 2)).length;
    expect(bytes).toBeGreaterThan(1_000);
    expect(bytes).toBeLessThanOrEqual(limit);
  });

  it('keeps Fikr Score’s feedback texts as a group of the score namespace', () => {
    expect(valueAt(resources.en?.score, 'feedback.title')).toBeTypeOf('string');
  });

  it('holds one namespace file per remote, named after it', () => {
    for (const remote of REMOTE_NAMESPACES) expect(resources.en?.[remote], remote).toBeDefined();
  });

  it('gives every language only keys English has', () => {
    for (const [language, byNamespace] of Object.entries(resources)) {
      for (const [namespace, bundle] of Object.entries(byNamespace)) {
        const english = new Set(baseKeys(resources.en?.[namespace] ?? {}));
        expect(baseKeys(bundle).filter((key) => !english.has(key)), `${language}/${namespace}`).toEqual([]);
      }
    }
  });
});
