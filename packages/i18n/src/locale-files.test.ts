import { describe, expect, it } from 'vitest';
import { DATABASE_NAMESPACES } from './database-namespaces';
import { SHELL_NAMESPACES } from './namespaces';
import { localeFileResources } from './testing';

const resources = localeFileResources();

function keys(value: unknown, prefix = ''): string[] {
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => (typeof child === 'string' ? [`${prefix}${key}`] : keys(child, `${prefix}${key}.`)));
}

function valueAt(bundle: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
}

/** Each remote's namespace, named after the site it serves and deployed with it. */
const REMOTE_NAMESPACES = ['site', 'investor', 'accelerator', 'mentor', 'startup', 'government', 'affiliates', 'feedback', 'office'];

/** The languages every file is written in, with the same keys as English. */
const TRANSLATED_LANGUAGES = ['ar', 'fr'];

const PLACEHOLDER = /\{\{\s*([^}\s]+)\s*\}\}/g;

function placeholders(value: unknown): string[] {
  return typeof value === 'string' ? [...value.matchAll(PLACEHOLDER)].map((match) => match[1]!).sort() : [];
}

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
      expect(keys(bundle).sort(), `${language}/${namespace}`).toEqual(keys(en).sort());
      for (const key of keys(bundle)) expect(valueAt(bundle, key), `${language} ${namespace}:${key}`).not.toBe('');
    }
  });

  it.each(namespaces.map((namespace) => [namespace]))('%s keeps every placeholder of English in Arabic and French', (namespace) => {
    const en = resources.en?.[namespace] ?? {};
    for (const key of keys(en)) {
      const expected = placeholders(valueAt(en, key));
      if (!expected.length) continue;
      for (const language of TRANSLATED_LANGUAGES) {
        const translated = placeholders(valueAt(resources[language]?.[namespace], key));
        for (const name of expected) expect(translated, `${language} ${namespace}:${key}`).toContain(name);
      }
    }
  });

  it('says Loading... while loading (spec 000 §2)', () => {
    expect(valueAt(resources.en?.common, 'loading')).toBe('Loading...');
    expect(valueAt(resources.en?.common, 'footer.tagline')).toBe('Startup. Anywhere. Anytime.');
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
        const english = new Set(keys(resources.en?.[namespace] ?? {}));
        expect(keys(bundle).filter((key) => !english.has(key)), `${language}/${namespace}`).toEqual([]);
      }
    }
  });
});
