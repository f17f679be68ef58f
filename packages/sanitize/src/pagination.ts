import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MIN_PAGE_SIZE } from './limits';
import { preview, refuse } from './query-error';

/** Either limit and offset, or page (from 1) and pageSize; numbers or their text (from a URL). */
export interface PaginationInput {
  limit?: unknown;
  offset?: unknown;
  page?: unknown;
  pageSize?: unknown;
}

export interface Pagination {
  limit: number;
  offset: number;
}

/**
 * Spec 001 §5.4: limit from 1 to 1000 (20 when absent), offset at least 0. Out-of-range numbers
 * are clamped, fractions cut to whole numbers; what is not a number at all is a PAGINATION_ERROR.
 */
export function sanitizePagination(input: PaginationInput | null | undefined = {}): Pagination {
  const { limit, offset, page, pageSize } = input ?? {};
  const byPage = present(page) || present(pageSize);
  if (byPage && (present(limit) || present(offset))) throw refuse('PAGINATION_ERROR', 'Use either limit and offset or page and pageSize, not both');

  if (byPage) {
    const size = clampLimit(toWholeNumber(pageSize, 'pageSize'));
    const pageNumber = Math.max(1, toWholeNumber(page, 'page') ?? 1);
    const start = (pageNumber - 1) * size;
    if (start > Number.MAX_SAFE_INTEGER) throw refuse('PAGINATION_ERROR', `Page ${pageNumber} is too far: its offset is beyond the safe integer range`);
    return { limit: size, offset: start };
  }
  return {
    limit: clampLimit(toWholeNumber(limit, 'limit')),
    offset: Math.min(Number.MAX_SAFE_INTEGER, Math.max(0, toWholeNumber(offset, 'offset') ?? 0)),
  };
}

function present(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

function clampLimit(limit: number | undefined): number {
  return Math.min(MAX_PAGE_SIZE, Math.max(MIN_PAGE_SIZE, limit ?? DEFAULT_PAGE_SIZE));
}

function toWholeNumber(value: unknown, name: string): number | undefined {
  if (!present(value)) return undefined;
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*[+-]?(?:\d+\.?\d*|\.\d+)\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isFinite(number)) throw refuse('PAGINATION_ERROR', `${name} must be a number, got ${preview(value)}`);
  return Math.trunc(number);
}
