import { FALLBACK_LANGUAGES, type Language } from './languages';
import { LANGUAGE_QUERY_TIMEOUT_MS } from './loading-limits';

export type LanguageListFallbackReason = 'timeout' | 'error';

export interface LanguageListLoadOptions {
  timeoutMs?: number;
  /** Told why the built-in list was used, for the caller's log. */
  onFallback?: (reason: LanguageListFallbackReason, error?: unknown) => void;
}

/**
 * Spec 000 §7: the active languages, or the built-in list when the read fails or takes longer
 * than 1 s. A late read is aborted through `signal`, so it does not hold a connection for an
 * answer nobody will use. An empty answer is the database's word and is kept: the selector then
 * says no languages are loaded.
 */
export async function loadLanguageList(
  read: (signal: AbortSignal) => PromiseLike<readonly Language[]>,
  { timeoutMs = LANGUAGE_QUERY_TIMEOUT_MS, onFallback }: LanguageListLoadOptions = {},
): Promise<readonly Language[]> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const outcome = await Promise.race([read(controller.signal), timeout]);
    if (outcome === 'timeout') {
      controller.abort();
      onFallback?.('timeout');
      return FALLBACK_LANGUAGES;
    }
    return outcome;
  } catch (error) {
    onFallback?.('error', error);
    return FALLBACK_LANGUAGES;
  } finally {
    clearTimeout(timer);
  }
}
