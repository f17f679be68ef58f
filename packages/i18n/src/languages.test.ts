import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGES, SUPPORTED_LANGUAGES, detectLanguage, directionOf, fallbackChain } from './languages';
import { ar } from './resources/ar';
import { en } from './resources/en';

describe('built-in language list (spec 000 §3)', () => {
  it.each([
    ['English', 100, 'ltr'],
    ['Spanish', 95, 'ltr'],
    ['Spanish (Spain)', 95, 'ltr'],
    ['Spanish (Latin America)', 95, 'ltr'],
    ['Portuguese', 90, 'ltr'],
    ['Portuguese (Portugal)', 90, 'ltr'],
    ['Portuguese (Brazil)', 90, 'ltr'],
    ['French', 85, 'ltr'],
    ['German', 85, 'ltr'],
    ['Arabic', 80, 'rtl'],
    ['Chinese (Simplified)', 75, 'ltr'],
    ['Italian', 70, 'ltr'],
    ['Polish', 70, 'ltr'],
  ])('%s is %i%% complete and %s', (name, completion, direction) => {
    const language = FALLBACK_LANGUAGES.find((candidate) => candidate.name === name);
    expect(language?.completionPercentage).toBe(completion);
    expect(language?.scriptDirection).toBe(direction);
  });

  it('has English as the only primary language', () => {
    expect(FALLBACK_LANGUAGES.filter((language) => language.isPrimary).map((language) => language.code)).toEqual(['en']);
  });
});

describe('direction (spec 000 §4)', () => {
  it.each([
    ['ar', 'rtl'],
    ['he', 'rtl'],
    ['fa', 'rtl'],
    ['ur', 'rtl'],
    ['ar-SA', 'rtl'],
    ['en', 'ltr'],
    ['fr', 'ltr'],
    ['zh', 'ltr'],
  ])('%s is %s', (code, direction) => {
    expect(directionOf(code)).toBe(direction);
  });
});

describe('fallbacks and detection (spec 000 §9)', () => {
  it.each([
    ['es-ES', ['es-ES', 'es', 'en']],
    ['es-MX', ['es-MX', 'es', 'en']],
    ['fr', ['fr', 'en']],
    ['ar', ['ar', 'en']],
    ['en', ['en']],
  ])('%s falls back along %j', (code, chain) => {
    expect(fallbackChain(code)).toEqual(chain);
  });

  it('offers exactly the spec languages', () => {
    expect([...SUPPORTED_LANGUAGES]).toEqual(['en', 'es', 'es-ES', 'es-MX', 'pt', 'pt-BR', 'fr', 'de', 'pl', 'ar', 'zh', 'it']);
  });

  it.each([
    ['?lng=ar', 'fr', ['de'], 'ar'],
    ['', 'fr', ['de'], 'fr'],
    ['', null, ['de-DE', 'en'], 'de'],
    ['?lng=xx', null, ['xx'], 'en'],
    ['', 'es-mx', [], 'es-MX'],
  ])('query %s, stored %s, browser %j -> %s', (search, stored, browser, expected) => {
    expect(detectLanguage(search, stored, browser)).toBe(expected);
  });
});

describe('translations', () => {
  function keys(value: object, prefix = ''): string[] {
    return Object.entries(value).flatMap(([key, child]) => (typeof child === 'string' ? [`${prefix}${key}`] : keys(child as object, `${prefix}${key}.`)));
  }

  it('gives Arabic every key English has, none empty', () => {
    expect(keys(ar).sort()).toEqual(keys(en).sort());
    for (const key of keys(ar)) {
      const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], ar);
      expect(value, key).not.toBe('');
    }
  });

  it('says Loading... while loading (spec 000 §2)', () => {
    expect(en.loading).toBe('Loading...');
    expect(en.footer.tagline).toBe('Startup. Anywhere. Anytime.');
  });
});
