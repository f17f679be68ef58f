import { describe, expect, it } from 'vitest';
import { initTestI18n, localeFileResources } from './testing';

function keys(value: unknown, prefix = ''): string[] {
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => (typeof child === 'string' ? [`${prefix}${key}`] : keys(child, `${prefix}${key}.`)));
}

function valueAt(bundle: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
}

/** i18next's plural suffixes: `x_one`, `x_other` ... are the forms of the key `x`, and each language has its own set. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The keys as code names them: plural forms count once, under their base key. */
function baseKeys(value: unknown): string[] {
  return [...new Set(keys(value).map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
}

/** The values of a key, or of all its plural forms. */
function valuesOf(bundle: unknown, base: string): unknown[] {
  const forms = keys(bundle).filter((key) => key.replace(PLURAL_SUFFIX, '') === base);
  return forms.map((key) => valueAt(bundle, key));
}

/** `{{name}}` placeholders and `<name>` tags for Trans: a translation must keep every one. */
function markers(value: unknown): string[] {
  return typeof value === 'string' ? [...value.matchAll(/\{\{\s*([^}\s]+)\s*\}\}|<(\w+)>/g)].map((match) => match[0].replace(/\s/g, '')).sort() : [];
}

describe('the test instance’s translation files', () => {
  it('reads files in folders below a language as nested namespaces named by their path', () => {
    const resources = localeFileResources();
    for (const language of ['en', 'ar', 'fr']) {
      expect(resources[language]?.['office/themes'], `${language}/office/themes`).toBeDefined();
    }
    // A namespace's own file and its nested ones stay apart.
    expect(resources.en?.office).toBeDefined();
    expect(resources.en?.office).not.toBe(resources.en?.['office/themes']);
  });

  it('still reads database/ files as the reference namespaces they serve', () => {
    const resources = localeFileResources();
    expect(resources.en?.['organization-types']).toBeDefined();
    expect(resources.en?.['database/organization-types']).toBeUndefined();
  });

  it('loads nested namespaces into the instance, with the platform’s fallbacks', async () => {
    const i18n = await initTestI18n('ar');
    expect(i18n.t('page.title', { ns: 'office/themes' })).toBe('السمات');
    await i18n.changeLanguage('fr');
    expect(i18n.t('page.title', { ns: 'office/themes' })).toBe('Thèmes');
    // pt-BR has no file of its own: English, by the spec's chain.
    await i18n.changeLanguage('pt-BR');
    expect(i18n.t('page.title', { ns: 'office/themes' })).toBe('Themes');
  });

  it('gives every nested namespace of English the same keys (plural forms by the language), placeholders and tags in Arabic and French', () => {
    const resources = localeFileResources();
    const nested = Object.keys(resources.en ?? {}).filter((namespace) => namespace.includes('/'));
    expect(nested).toContain('office/themes');
    for (const namespace of nested) {
      const en = resources.en![namespace];
      for (const language of ['ar', 'fr']) {
        const bundle = resources[language]?.[namespace];
        expect(baseKeys(bundle), `${language}/${namespace}`).toEqual(baseKeys(en));
        for (const key of baseKeys(en)) {
          const values = valuesOf(bundle, key);
          for (const value of values) expect(value, `${language} ${namespace}:${key}`).not.toBe('');
          // Across a plural key's forms: a form may leave out the count ("آخر يومين", the last two days).
          const union = (all: unknown[]) => [...new Set(all.flatMap(markers))].sort();
          expect(union(values), `${language} ${namespace}:${key}`).toEqual(union(valuesOf(en, key)));
        }
      }
    }
  });
});
