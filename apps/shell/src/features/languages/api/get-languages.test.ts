import { createQueryClient } from '@fikrspace/data';
import { setDb } from '@fikrspace/db';
import { createFakeDb } from '@fikrspace/db/testing';
import { FALLBACK_LANGUAGES } from '@fikrspace/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchLanguages, languagesQueryOptions, toLanguage } from './get-languages';

const ROW = {
  id: '6d1c1f0e-0000-4000-8000-000000000001',
  code: 'ar',
  name: 'Arabic',
  native_name: 'العربية',
  iso_639_1: 'ar',
  country_code: 'SA',
  script_direction: 'rtl',
  is_active: true,
  is_primary: false,
  display_order: 10,
  flag_emoji: '🇸🇦',
  completion_percentage: 80,
};

/** The languages table with one active language and one that is not. */
const languages = () => createFakeDb({ tables: { languages: [ROW, { ...ROW, id: '6d1c1f0e-0000-4000-8000-000000000002', code: 'tr', is_active: false }] } });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  setDb(null);
});

describe('the language list from the database (spec 000 §7, §9)', () => {
  it('maps the active rows to languages', async () => {
    const { db } = languages();
    await expect(fetchLanguages(db)).resolves.toEqual([toLanguage(ROW)]);
    expect(toLanguage(ROW)).toEqual({
      id: ROW.id,
      code: 'ar',
      name: 'Arabic',
      nativeName: 'العربية',
      iso6391: 'ar',
      countryCode: 'SA',
      scriptDirection: 'rtl',
      isActive: true,
      isPrimary: false,
      displayOrder: 10,
      flagEmoji: '🇸🇦',
      completionPercentage: 80,
    });
  });

  it('gives the built-in list when the table has not answered after 1 s, and cancels the request', async () => {
    const fake = languages();
    fake.hold('languages');
    const list = fetchLanguages(fake.db);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(list).resolves.toBe(FALLBACK_LANGUAGES);
    expect(fake.calls[0]?.signal?.aborted).toBe(true);
  });

  it('gives the built-in list when the read fails', async () => {
    const fake = languages();
    fake.failNext('languages', { message: 'permission denied for table languages', code: '42501' });
    await expect(fetchLanguages(fake.db)).resolves.toBe(FALLBACK_LANGUAGES);
  });

  it('reuses the list for 30 s, then reads it again', async () => {
    const fake = languages();
    setDb(fake.db);
    const queryClient = createQueryClient();
    await queryClient.fetchQuery(languagesQueryOptions());
    await vi.advanceTimersByTimeAsync(29_000);
    await queryClient.fetchQuery(languagesQueryOptions());
    expect(fake.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_001);
    const again = await queryClient.fetchQuery(languagesQueryOptions());
    expect(fake.calls).toHaveLength(2);
    expect(again.map((language) => language.code)).toEqual(['ar']);
  });
});
