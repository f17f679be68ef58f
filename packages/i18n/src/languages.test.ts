import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGES, SUPPORTED_LANGUAGES, directionOf, fallbackChain } from './languages';

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

  it('is active, in display order, and has no database ids', () => {
    expect(FALLBACK_LANGUAGES.map((language) => language.displayOrder)).toEqual(FALLBACK_LANGUAGES.map((_, index) => index + 1));
    expect(FALLBACK_LANGUAGES.every((language) => language.isActive && language.id === null)).toBe(true);
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

describe('fallbacks (spec 000 §9)', () => {
  it.each([
    ['es-ES', ['es-ES', 'es', 'en']],
    ['es-MX', ['es-MX', 'es', 'en']],
    ['fr', ['fr', 'en']],
    ['ar', ['ar', 'en']],
    ['pt-BR', ['pt-BR', 'en']],
    ['en', ['en']],
  ])('%s falls back along %j', (code, chain) => {
    expect(fallbackChain(code)).toEqual(chain);
  });

  it('offers exactly the spec languages', () => {
    expect([...SUPPORTED_LANGUAGES]).toEqual(['en', 'es', 'es-ES', 'es-MX', 'pt', 'pt-BR', 'fr', 'de', 'pl', 'ar', 'zh', 'it']);
  });
});
