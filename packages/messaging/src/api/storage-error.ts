import { ServiceError, type ServiceErrorCode } from '@fikrspace/errors';

/** What storage-js reports: the storage server's code as a string in `statusCode` (`"403"`, `"413"` ...). */
interface StorageErrorLike {
  message?: string;
  statusCode?: string | number;
  status?: number;
}

const BY_STATUS: Readonly<Record<string, { code: ServiceErrorCode; status: number }>> = {
  '400': { code: 'VALIDATION_ERROR', status: 400 },
  '401': { code: 'AUTH_ERROR', status: 401 },
  '403': { code: 'PERMISSION_DENIED', status: 403 },
  '404': { code: 'RECORD_NOT_FOUND', status: 404 },
  '409': { code: 'DUPLICATE_RECORD', status: 409 },
  '413': { code: 'VALIDATION_ERROR', status: 413 },
  '415': { code: 'VALIDATION_ERROR', status: 415 },
};

/** A refused upload or signed URL as the platform's service error, by the storage server's own status. */
export function storageServiceError(error: StorageErrorLike, context: Record<string, unknown> = {}): ServiceError {
  const statusCode = String(error.statusCode ?? error.status ?? '');
  const mapped = BY_STATUS[statusCode];
  const message = error.message || 'The file could not be stored';
  if (mapped) return new ServiceError(message, mapped.code, { ...context, statusCode }, mapped.status, { cause: error });
  if (/fetch|network|load failed/i.test(message)) return new ServiceError(message, 'UNEXPECTED_ERROR', { ...context, statusCode }, 503, { cause: error });
  return new ServiceError(message, 'SERVICE_ERROR', { ...context, statusCode }, 500, { cause: error });
}
