/** Spec 000 §9 "Translation loading": how many files are read at once, and how often one is asked again. */
export const TRANSLATION_PARALLEL_READS = 10;
export const TRANSLATION_RETRIES = 5;
export const TRANSLATION_RETRY_DELAY_MS = 350;

/**
 * How long one translation file may take, retries included, before it counts as empty. A file
 * that never answers would otherwise hold the page on 'Loading...' for good; 10 s is also how long
 * a remote's code may take (the shell's remote registry).
 */
export const TRANSLATION_LOAD_DEADLINE_MS = 10_000;

/** Spec 000 §9 "Languages": the language list is reused for 30 s, and the table gets 1 s to answer. */
export const LANGUAGE_CACHE_MS = 30_000;
export const LANGUAGE_QUERY_TIMEOUT_MS = 1_000;
