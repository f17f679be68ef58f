import { ServiceError, type ServiceErrorCode } from '@fikrspace/errors';

/**
 * Storage's refusals as the platform's service errors. The storage server answers most errors
 * with HTTP 400 and puts the real status and a code in the body (`{ statusCode: "413", code:
 * "EntityTooLarge", ... }`); storage-js hands that over as a StorageApiError. The service error
 * carries a catalogued code, for the platform's generic handling (toasts, logs, retry), and keeps
 * Storage's own code in `context.storageCode`, which is what a page reads to say what went wrong.
 */

/** What storage-js's errors and the storage server's error body hold (every field optional). */
export interface StorageErrorLike {
  message?: string;
  name?: string;
  /** The HTTP status of the answer. */
  status?: number;
  /** The body's `statusCode` (or `code`), a status as a string: "404", "413". */
  statusCode?: string;
  /** Storage's error code: NoSuchKey, EntityTooLarge, InvalidMimeType, AccessDenied ... */
  code?: string;
  /** The body's error name: "not_found", "Unauthorized", "Payload too large" ... */
  error?: string;
}

/** Storage codes a page explains, with the service code and HTTP status they become. */
const BY_STORAGE_CODE: Readonly<Record<string, { code: ServiceErrorCode; status: number }>> = {
  EntityTooLarge: { code: 'VALIDATION_ERROR', status: 413 },
  InvalidMimeType: { code: 'VALIDATION_ERROR', status: 415 },
  InvalidKey: { code: 'VALIDATION_ERROR', status: 400 },
  InvalidRequest: { code: 'VALIDATION_ERROR', status: 400 },
  AccessDenied: { code: 'PERMISSION_DENIED', status: 403 },
  InvalidJWT: { code: 'AUTH_ERROR', status: 401 },
  KeyAlreadyExists: { code: 'DUPLICATE_RECORD', status: 409 },
  ResourceAlreadyExists: { code: 'DUPLICATE_RECORD', status: 409 },
  NoSuchKey: { code: 'RECORD_NOT_FOUND', status: 404 },
  NoSuchBucket: { code: 'RECORD_NOT_FOUND', status: 404 },
};

/**
 * The storage code of an answer. Older servers and the gateway's own refusals name only a status
 * or an error word; those are given the code the current server would have sent.
 */
function storageCodeOfAnswer(error: StorageErrorLike): string | undefined {
  if (error.code && !/^\d+$/.test(error.code)) return error.code;
  const status = Number(error.statusCode ?? error.status);
  if (status === 413) return 'EntityTooLarge';
  if (status === 415) return 'InvalidMimeType';
  if (status === 403 || error.error === 'Unauthorized') return 'AccessDenied';
  if (status === 409) return 'KeyAlreadyExists';
  if (status === 404) return 'NoSuchKey';
  if (status === 401) return 'InvalidJWT';
  return undefined;
}

/** The name given to a request that never got an answer (the network, CORS, a closed server). */
export const NETWORK_FAILURE = 'NetworkError';

/**
 * A request that got no answer: storage-js reports one as a StorageUnknownError whose text is the
 * fetch failure's, the upload's own request as {@link NETWORK_FAILURE}.
 */
function isNetworkFailure(error: StorageErrorLike): boolean {
  if (error.status !== undefined || error.code || error.statusCode) return false;
  return error.name === NETWORK_FAILURE || error.name === 'StorageUnknownError' || /fetch|network|load failed/i.test(error.message ?? '');
}

/** Turns a failed storage call into the platform's service error, keeping Storage's code in the context. */
export function toStorageServiceError(error: StorageErrorLike, context: Record<string, unknown> = {}): ServiceError {
  const message = error.message || error.error || 'The storage call failed';
  if (isNetworkFailure(error)) return new ServiceError(message, 'UNEXPECTED_ERROR', { ...context, storageCode: NETWORK_FAILURE }, 503, { cause: error });
  const storageCode = storageCodeOfAnswer(error);
  const mapped = storageCode && Object.hasOwn(BY_STORAGE_CODE, storageCode) ? BY_STORAGE_CODE[storageCode] : undefined;
  const answered = Number(error.statusCode);
  const status = mapped?.status ?? (Number.isInteger(answered) && answered >= 400 ? answered : (error.status ?? 500));
  return new ServiceError(message, mapped?.code ?? 'SERVICE_ERROR', { ...context, storageCode, httpStatus: error.status }, status, { cause: error });
}

/** Storage's code of a failure this package reported (see {@link toStorageServiceError}), if any. */
export function storageCodeOf(error: unknown): string | undefined {
  const context = (error as { context?: { storageCode?: unknown } } | null)?.context;
  return typeof context?.storageCode === 'string' ? context.storageCode : undefined;
}

/** A cancelled operation, as fetch reports one: an `AbortError`, or the reason the signal was given. */
export function abortError(signal?: AbortSignal): unknown {
  return signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'AbortError';
}
