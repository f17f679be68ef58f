import { errorCode, errorMessage } from './error-message';
import { isDatabaseErrorCode, isInternalErrorCode } from './service-error';
import { USER_MESSAGES, categoryForError, type UserMessageCategory } from './user-messages';

/** Spec 000 §9 / 001 §9: error message max 500 characters. */
export const MAX_ERROR_MESSAGE_LENGTH = 500;

/** Spec 000 §3 "Sanitized error". */
export interface SanitizedError {
  message: string;
  /** ISO 8601. */
  timestamp: string;
  requestId: string;
  code?: string;
}

export interface SanitizeOptions {
  production: boolean;
  requestId?: string;
  now?: () => Date;
}

/** Text a database puts in its errors: object names, statements, constraint reports. */
const DATABASE_TEXT: readonly RegExp[] = [
  /\brelation\b/i,
  /\bcolumn\b/i,
  /syntax error/i,
  /\bviolates\b.*\bconstraint\b/i,
  /duplicate key/i,
  /\b(?:SELECT|INSERT|UPDATE|DELETE)\b[\s\S]*\b(?:FROM|INTO|SET|WHERE)\b/, // statements, written in capitals so prose such as 'select a plan from' passes
  /permission denied for (?:table|relation|schema|sequence|function|database)\b/i,
  /\bsqlstate\b/i,
  /\bpg_[a-z_]+/i,
  /\bPGRST\d+/i,
];

/** Text about the platform's insides: stack frames, file paths, hosts and credentials. */
const INTERNAL_TEXT: readonly RegExp[] = [
  /^\s*at\s+\S.*(?:\(.*:\d+:\d+\)|:\d+:\d+)\s*$/m, // stack frame
  /\bfile:\/\//i,
  /(?:^|[\s("'`=])\/(?:home|usr|var|etc|opt|srv|tmp|root|app|workspace|src|node_modules)\//,
  /\bnode_modules\b/,
  /\b[A-Za-z]:\\[^\s]+/, // Windows path
  /[\w.-]*\/[\w./-]+\.(?:m?[jt]sx?|cjs|sql|py|rb|go|java|php)\b/, // source file path
  /\bE(?:CONNREFUSED|CONNRESET|NOTFOUND|TIMEDOUT|ADDRINUSE|ACCES)\b/,
  /\b\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?\b/, // IPv4 address
  /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/, // JSON Web Token
  /\bbearer\s+\S+/i,
  /\b(?:password|passwd|secret|api[-_]?key|apikey|access_token|refresh_token|service_role|client_secret)\b\s*[:=]/i,
  /\$2[abxy]?\$\d{2}\$/, // bcrypt hash
  /\b(?:sk|rk)_(?:live|test)_\w+/, // secret API keys
];

/** Whether a message reads like a database's own error text. */
export function looksLikeDatabaseText(message: string): boolean {
  return DATABASE_TEXT.some((pattern) => pattern.test(message));
}

/** Whether a message would show a user something about the platform's insides. */
export function leaksInternals(message: string): boolean {
  return looksLikeDatabaseText(message) || INTERNAL_TEXT.some((pattern) => pattern.test(message));
}

/** Cut to the limit by characters (code points), so a surrogate pair is never split. */
export function truncateMessage(message: string, max: number = MAX_ERROR_MESSAGE_LENGTH): string {
  if (message.length <= max) return message;
  return [...message].slice(0, max).join('');
}

/** A random request id; randomUUID needs a secure context, so plain HTTP falls back to getRandomValues. */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The text of a thrown value without rendering unknown objects, which could hold anything. */
function ownMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (error !== null && typeof error === 'object') {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string') return message;
  }
  return undefined;
}

/** In production an internal code is replaced by the catalogue's generic code for its kind. */
function publicCode(code: string | undefined, production: boolean): string | undefined {
  if (!code || !production || !isInternalErrorCode(code)) return code;
  return isDatabaseErrorCode(code) ? 'DATABASE_ERROR' : 'INTERNAL_ERROR';
}

/**
 * Spec 000 §8 / 001 §8.4: an error fit to send to or show a client. In production a database or
 * system-like code, or a message that leaks internals, gives way to the generic user-facing message
 * of the error's category; the message is cut to 500 characters in every mode.
 */
export function sanitizeError(error: unknown, options: SanitizeOptions): SanitizedError {
  const code = errorCode(error);
  const own = ownMessage(error);
  let message: string;
  if (!options.production) {
    message = own ?? errorMessage(error);
  } else if (own === undefined || own.trim() === '' || isInternalErrorCode(code) || leaksInternals(own)) {
    let category: UserMessageCategory = categoryForError(error);
    if (category === 'server' && own !== undefined && looksLikeDatabaseText(own)) category = 'database';
    message = USER_MESSAGES[category];
  } else {
    message = own;
  }
  const sanitized: SanitizedError = {
    message: truncateMessage(message),
    timestamp: (options.now?.() ?? new Date()).toISOString(),
    requestId: options.requestId ?? newRequestId(),
  };
  const shownCode = publicCode(code, options.production);
  if (shownCode !== undefined) sanitized.code = shownCode;
  return sanitized;
}
