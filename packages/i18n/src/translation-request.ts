import type { HttpBackendOptions } from 'i18next-http-backend';
import { TRANSLATION_LOAD_DEADLINE_MS, TRANSLATION_RETRIES, TRANSLATION_RETRY_DELAY_MS } from './loading-limits';

export type TranslationBundle = Record<string, unknown>;

export interface TranslationFetchOptions {
  fetch?: typeof fetch;
  deadlineMs?: number;
  retries?: number;
  retryDelayMs?: number;
}

type Attempt = { kind: 'loaded'; bundle: TranslationBundle } | { kind: 'empty' } | { kind: 'transient' };

const EMPTY: Attempt = { kind: 'empty' };
const TRANSIENT: Attempt = { kind: 'transient' };

/** A file that is not a JSON object (an HTML fallback page, say) has no translations in it. */
function toBundle(text: string): Attempt {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? { kind: 'loaded', bundle: parsed as TranslationBundle } : EMPTY;
  } catch {
    return EMPTY;
  }
}

async function attempt(fetchImpl: typeof fetch, url: string, timeoutMs: number): Promise<Attempt> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), Math.max(timeoutMs, 0));
  try {
    const response = await fetchImpl(url, { signal: controller.signal, credentials: 'same-origin', mode: 'cors' });
    // A server error may pass; a 404 or 403 will not change by asking again.
    if (response.status >= 500) return TRANSIENT;
    if (!response.ok) return EMPTY;
    return toBundle(await response.text());
  } catch {
    // The network failed or the attempt ran out of time: worth another try.
    return TRANSIENT;
  } finally {
    clearTimeout(timer);
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Spec 000 §7: any failure or non-OK answer is an empty set of translations. Network failures,
 * time-outs and server errors are asked again up to 5 times, 350 ms apart and doubling (spec 000
 * §9), while the whole read stays within its deadline; then, like every other failure, the file
 * counts as empty, and i18next falls back to the next language of the chain.
 */
export async function fetchTranslationFile(url: string, options: TranslationFetchOptions = {}): Promise<TranslationBundle> {
  const { fetch: fetchImpl = globalThis.fetch, deadlineMs = TRANSLATION_LOAD_DEADLINE_MS, retries = TRANSLATION_RETRIES, retryDelayMs = TRANSLATION_RETRY_DELAY_MS } = options;
  const deadline = Date.now() + deadlineMs;
  for (let retry = 0; ; retry += 1) {
    const outcome = await attempt(fetchImpl, url, deadline - Date.now());
    if (outcome.kind === 'loaded') return outcome.bundle;
    if (outcome.kind === 'empty') return {};
    const delay = retryDelayMs * 2 ** retry;
    if (retry >= retries || Date.now() + delay >= deadline) return {};
    await sleep(delay);
  }
}

/** Development only: reports keys the code asked for and no file had. Nobody waits for it. */
async function postMissingKeys(fetchImpl: typeof fetch, url: string, payload: object): Promise<number> {
  try {
    const response = await fetchImpl(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload), credentials: 'same-origin', mode: 'cors' });
    return response.status;
  } catch {
    return 0;
  }
}

type BackendRequest = NonNullable<HttpBackendOptions['request']>;

/**
 * i18next-http-backend's `request` option. Every read answers status 200, with the file's
 * translations or with none, so i18next never marks a namespace failed nor retries it on its own:
 * the retry policy is the one above.
 */
export function createTranslationRequest(options: TranslationFetchOptions = {}): BackendRequest {
  return (_backendOptions, url, payload, callback) => {
    const fetchImpl = options.fetch ?? globalThis.fetch;
    if (payload && typeof payload === 'object') {
      void postMissingKeys(fetchImpl, url, payload).then((status) => callback(null, { status, data: {} }));
      return;
    }
    void fetchTranslationFile(url, options).then((bundle) => callback(null, { status: 200, data: bundle }));
  };
}
