import { preview, refuse } from './query-error';
import { sanitizeColumnName } from './query-identifiers';

export type OrderDirection = 'asc' | 'desc';

export interface QueryOrder {
  column: string;
  direction: OrderDirection;
}

/** Spec 001 §5.4: a checked column and asc or desc (any case; asc when left out). */
export function sanitizeOrder(order: unknown, allowedColumns?: readonly string[]): QueryOrder {
  if (typeof order !== 'object' || order === null || Array.isArray(order)) throw refuse('VALIDATION_ERROR', `Order must be an object with a column, got ${preview(order)}`);
  const { column, direction } = order as { column?: unknown; direction?: unknown };
  return { column: sanitizeColumnName(column, allowedColumns), direction: sanitizeDirection(direction) };
}

export function sanitizeDirection(direction: unknown): OrderDirection {
  if (direction === undefined || direction === null) return 'asc';
  const normalized = typeof direction === 'string' ? direction.trim().toLowerCase() : undefined;
  if (normalized === 'asc' || normalized === 'desc') return normalized;
  throw refuse('VALIDATION_ERROR', `Order direction must be asc or desc, got ${preview(direction)}`);
}
