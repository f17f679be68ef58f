// @vitest-environment jsdom
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_DETECTION } from './language-detection';
import { LANGUAGE_STORAGE_KEY } from './languages';
import { platformOptions } from './platform-options';

function browser({ query = '', stored = null, languages = [] }: { query?: string; stored?: string | null; languages?: string[] }) {
  window.history.replaceState(null, '', `/${query}`);
  localStorage.clear();
  if (stored !== null) localStorage.setItem(LANGUAGE_STORAGE_KEY, stored);
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
  Object.defineProperty(window.navigator, 'language', { value: languages[0] ?? '', configurable: true });
}

async function detect(): Promise<string> {
  const instance = i18next.createInstance().use(LanguageDetector);
  await instance.init({ ...platformOptions(), detection: LANGUAGE_DETECTION, resources: { en: { common: { hello: 'Hello' } } }, initAsync: false });
  return instance.language;
}

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('language detection (spec 000 §9: query string, local storage, browser)', () => {
  it.each([
    ['the query string before storage and browser', { query: '?lng=ar', stored: 'fr', languages: ['de'] }, 'ar'],
    ['local storage before the browser', { stored: 'fr', languages: ['de'] }, 'fr'],
    ['the browser when nothing else says', { languages: ['de-DE', 'en'] }, 'de'],
    ['the next source when the query names an unsupported language', { query: '?lng=xx', stored: 'it', languages: ['de'] }, 'it'],
    ['a stored code in any case', { stored: 'es-mx' }, 'es-MX'],
    ['a regional code the list lacks as its language', { languages: ['ar-EG'] }, 'ar'],
    ['pt-PT as Portuguese', { query: '?lng=pt-PT' }, 'pt'],
    ['English when nothing supported is found', { query: '?lng=xx', languages: ['xx-YY', 'tlh'] }, 'en'],
    ['English when nothing is known', {}, 'en'],
  ])('takes %s', async (_case, setting, expected) => {
    browser(setting);
    expect(await detect()).toBe(expected);
  });

  it('keeps the language shown in local storage, so a ?lng= link lasts to the next visit', async () => {
    browser({ query: '?lng=ar-EG', languages: ['de'] });
    await detect();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    browser({ query: '', stored: 'ar', languages: ['de'] });
    expect(await detect()).toBe('ar');
  });
});
