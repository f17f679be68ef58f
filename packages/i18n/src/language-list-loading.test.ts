import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLanguageList } from './language-list-loading';
import { FALLBACK_LANGUAGES, type Language } from './languages';

const fromDatabase: Language[] = [{ ...FALLBACK_LANGUAGES[0]!, id: 'db-en' }];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the language list with its 1 s limit (spec 000 §7, §9)', () => {
  it('gives the database’s answer when it comes in time', async () => {
    await expect(loadLanguageList(async () => fromDatabase)).resolves.toBe(fromDatabase);
  });

  it('gives the built-in list after 1 s without an answer, and aborts the read', async () => {
    let signal: AbortSignal | undefined;
    const onFallback = vi.fn();
    const result = loadLanguageList(
      (abort) => {
        signal = abort;
        return new Promise<Language[]>(() => undefined);
      },
      { onFallback },
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(FALLBACK_LANGUAGES);
    expect(signal?.aborted).toBe(true);
    expect(onFallback).toHaveBeenCalledWith('timeout');
  });

  it('gives the built-in list when the read fails', async () => {
    const onFallback = vi.fn();
    const failure = new Error('permission denied for table languages');
    await expect(loadLanguageList(async () => Promise.reject(failure), { onFallback })).resolves.toBe(FALLBACK_LANGUAGES);
    expect(onFallback).toHaveBeenCalledWith('error', failure);
  });

  it('keeps an empty answer: the table has no active language', async () => {
    await expect(loadLanguageList(async () => [])).resolves.toEqual([]);
  });
});
