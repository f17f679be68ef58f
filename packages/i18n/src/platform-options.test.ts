import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { platformOptions } from './platform-options';

async function instanceIn(language: string) {
  const instance = i18next.createInstance();
  await instance.init({
    ...platformOptions(),
    lng: language,
    initAsync: false,
    resources: {
      en: { common: { only: 'English', regional: 'English', shared: 'English' } },
      es: { common: { regional: 'Español', shared: 'Español' } },
      'es-MX': { common: { shared: 'Español de México' } },
      pt: { common: { only: 'Português', regional: 'Português', shared: 'Português' } },
      ar: { common: { shared: 'عربي' } },
    },
  });
  return instance;
}

describe('fallbacks as i18next applies them (spec 000 §9)', () => {
  it('reads es-MX, then es, then en', async () => {
    const instance = await instanceIn('es-MX');
    expect(instance.t('shared')).toBe('Español de México');
    expect(instance.t('regional')).toBe('Español');
    expect(instance.t('only')).toBe('English');
    expect(instance.languages).toEqual(['es-MX', 'es', 'en']);
  });

  it('reads every other language, then en only: pt-BR skips pt', async () => {
    const instance = await instanceIn('pt-BR');
    expect(instance.languages).toEqual(['pt-BR', 'en']);
    expect(instance.t('only')).toBe('English');
  });

  it('reads Arabic, then English', async () => {
    const instance = await instanceIn('ar');
    expect(instance.t('shared')).toBe('عربي');
    expect(instance.t('only')).toBe('English');
  });

  it('turns an unsupported language into English and a regional one into its language', async () => {
    expect((await instanceIn('xx')).language).toBe('en');
    expect((await instanceIn('ar-EG')).language).toBe('ar');
  });

  it('uses common as the default namespace', async () => {
    const instance = await instanceIn('en');
    expect(instance.options.defaultNS).toBe('common');
    expect(instance.t('common:only')).toBe('English');
  });
});
