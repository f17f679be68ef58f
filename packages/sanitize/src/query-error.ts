import { ServiceError, type ServiceErrorCode } from '@fikrspace/errors';

/** How much of a refused input a message may quote: enough to recognise, too little to carry a payload. */
const PREVIEW_LENGTH = 24;

/** A reduced identifier holds only letters, digits, underscores and dots, so it may be quoted in full up to this. */
export const IDENTIFIER_PREVIEW_LENGTH = 64;

/** A short, quoted, truncated rendering of a refused input for an error message. */
export function preview(value: unknown, length: number = PREVIEW_LENGTH): string {
  if (typeof value === 'string') {
    const head = value.slice(0, length);
    return JSON.stringify(head) + (value.length > length ? '…' : '');
  }
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return `a value of type ${typeof value}`;
}

/** Spec 001 §5.4 failures are the caller's: status 400. */
export function refuse(code: ServiceErrorCode, message: string, context: Record<string, unknown> = {}): ServiceError {
  return new ServiceError(message, code, context, 400);
}
