/** Spec 001 §5.2: the longest text the text sanitizer returns. */
export const MAX_TEXT_LENGTH = 10_000;

/** Spec 001 §5.4: the longest string a query value may be. */
export const MAX_VALUE_LENGTH = 10_000;

/** Spec 001 §5.4: at most this many columns in a select list, filter or allow-list check. */
export const MAX_COLUMNS = 50;

/** Spec 001 §5.4: at most this many values in an array value (`in (...)` filters). */
export const MAX_ARRAY_VALUES = 50;

/** Spec 001 §5.4: page sizes run from 1 to this. */
export const MAX_PAGE_SIZE = 1_000;

/** Spec 001 §5.4: the page size when none is asked for. */
export const DEFAULT_PAGE_SIZE = 20;

/** The smallest page size (spec 001 §5.4 "limit 1 to 1000"). */
export const MIN_PAGE_SIZE = 1;

/**
 * PostgreSQL keeps the first 63 bytes of an identifier and silently drops the rest, so a longer
 * name could address a different table or column than the one that was checked.
 */
export const MAX_IDENTIFIER_LENGTH = 63;
