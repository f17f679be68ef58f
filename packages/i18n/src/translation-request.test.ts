import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTranslationRequest, fetchTranslationFile } from './translation-request';

const URL = 'http://localhost/locales/en/common.json';

function answer(status: number, body = '{}'): Response {
  return new Response(status === 204 ? null : body, { status });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('reading a translation file (spec 000 §7)', () => {
  it('gives the file’s translations', async () => {
    const fetch = vi.fn(async () => answer(200, '{"loading":"Loading..."}'));
    await expect(fetchTranslationFile(URL, { fetch })).resolves.toEqual({ loading: 'Loading...' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a 404', () => answer(404, 'Not Found')],
    ['a 403', () => answer(403)],
    ['an HTML page', () => answer(200, '<!doctype html><title>app</title>')],
    ['a JSON array', () => answer(200, '["a"]')],
    ['JSON null', () => answer(200, 'null')],
  ])('treats %s as no translations, without asking again', async (_case, respond) => {
    const fetch = vi.fn(async () => respond());
    await expect(fetchTranslationFile(URL, { fetch })).resolves.toEqual({});
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks again after a server error, 350 ms later then doubling, and uses the answer that comes', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(answer(503)).mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(answer(200, '{"a":"b"}'));
    const result = fetchTranslationFile(URL, { fetch });
    await vi.advanceTimersByTimeAsync(349);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(699);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ a: 'b' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('gives up after 5 retries with no translations (spec 000 §9)', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const result = fetchTranslationFile(URL, { fetch, deadlineMs: 60_000 });
    await vi.advanceTimersByTimeAsync(350 + 700 + 1400 + 2800 + 5600);
    await expect(result).resolves.toEqual({});
    expect(fetch).toHaveBeenCalledTimes(6);
  });

  it('stops at the deadline when the server never answers', async () => {
    const fetch = vi.fn(
      (_url: RequestInfo | globalThis.URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const result = fetchTranslationFile(URL, { fetch, deadlineMs: 10_000 });
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(result).resolves.toEqual({});
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('the request option handed to i18next-http-backend', () => {
  it('answers every read with status 200, failures as empty translations', async () => {
    const fetch = vi.fn(async () => answer(404));
    const request = createTranslationRequest({ fetch });
    const callback = vi.fn();
    request({}, URL, undefined as never, callback);
    await vi.runAllTimersAsync();
    expect(callback).toHaveBeenCalledWith(null, { status: 200, data: {} });
  });

  it('posts missing keys as JSON and never reports a failure', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const request = createTranslationRequest({ fetch });
    const callback = vi.fn();
    request({}, 'http://localhost/locales/en/common.missing.json', { 'new.key': 'New key' }, callback);
    await vi.runAllTimersAsync();
    expect(fetch).toHaveBeenCalledWith('http://localhost/locales/en/common.missing.json', expect.objectContaining({ method: 'POST', body: '{"new.key":"New key"}' }));
    expect(callback).toHaveBeenCalledWith(null, { status: 0, data: {} });
  });
});
