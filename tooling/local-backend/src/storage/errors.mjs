/**
 * Supabase Storage's error answers. The storage server answers its own errors with HTTP 400 (500
 * for internal ones) and puts the real status, as a string, in the body's `statusCode`; supabase-js
 * reads `error.status` from the HTTP status and `error.statusCode`/`error.code` from the body, so
 * apps see exactly what hosted Supabase sends only if both are reproduced.
 */

export class StorageError extends Error {
  /**
   * @param {{ statusCode: number, code: string, error?: string, message: string, httpStatus?: number }} options
   *   `httpStatus` only for the few answers upstream sends with their real status (role checks, ranges)
   */
  constructor({ statusCode, code, error, message, httpStatus }) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.error = error ?? code;
    this.httpStatus = httpStatus ?? (statusCode >= 500 ? 500 : 400);
  }

  get body() {
    return { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message };
  }
}

export const noSuchBucket = () => new StorageError({ statusCode: 404, code: 'NoSuchBucket', error: 'Bucket not found', message: 'Bucket not found' });

export const noSuchKey = () => new StorageError({ statusCode: 404, code: 'NoSuchKey', error: 'not_found', message: 'Object not found' });

/** What the download renderer answers when the row exists but its bytes do not. */
export const resourceNotFound = () => new StorageError({ statusCode: 404, code: 'NoSuchKey', error: 'Not found', message: 'The resource was not found' });

export const keyAlreadyExists = () => new StorageError({ statusCode: 409, code: 'KeyAlreadyExists', error: 'Duplicate', message: 'The resource already exists' });

export const bucketAlreadyExists = () => new StorageError({ statusCode: 409, code: 'BucketAlreadyExists', error: 'Duplicate', message: 'The resource already exists' });

export const resourceAlreadyExists = () => new StorageError({ statusCode: 409, code: 'ResourceAlreadyExists', error: 'Duplicate', message: 'The resource already exists' });

export const bucketNotEmpty = () => new StorageError({ statusCode: 409, code: 'ResourceNotEmpty', message: 'The bucket you tried to delete is not empty' });

/** @param {string} message @param {number} [httpStatus] */
export const accessDenied = (message, httpStatus) => new StorageError({ statusCode: 403, code: 'AccessDenied', error: 'Unauthorized', message: message || 'Access denied', httpStatus });

export const entityTooLarge = (entity = 'object') =>
  new StorageError({ statusCode: 413, code: 'EntityTooLarge', error: 'Payload too large', message: `The ${entity} exceeded the maximum allowed size` });

/** @param {string} mimeType */
export const invalidMimeType = (mimeType) => new StorageError({ statusCode: 415, code: 'InvalidMimeType', error: 'invalid_mime_type', message: `mime type ${mimeType} is not supported` });

/** @param {string} key @param {string} [reason] */
export const invalidKey = (key, reason) => new StorageError({ statusCode: 400, code: 'InvalidKey', message: reason ? `Invalid key: ${key} ${reason}` : `Invalid key: ${key}` });

export const invalidBucketName = () => new StorageError({ statusCode: 400, code: 'InvalidBucketName', error: 'Invalid Input', message: 'Bucket name invalid' });

/** @param {string} [message] */
export const invalidRequest = (message) => new StorageError({ statusCode: 400, code: 'InvalidRequest', message: message || 'Invalid Request' });

/** A request that does not match a route's schema (upstream: a fastify validation error). */
export const validationError = (message) => new StorageError({ statusCode: 400, code: 'InvalidRequest', error: 'Bad Request', message });

export const noContentProvided = () => invalidRequest('No content provided');

export const invalidFileSizeLimit = () => invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');

/** @param {string} message */
export const invalidJwt = (message) => new StorageError({ statusCode: 400, code: 'InvalidJWT', message: message || 'Invalid JWT' });

/** @param {string} [message] */
export const invalidSignature = (message) => new StorageError({ statusCode: 400, code: 'InvalidSignature', message: message || 'Invalid signature' });

export const invalidRange = () => new StorageError({ statusCode: 416, code: 'InvalidRange', error: 'invalid_range', message: 'invalid range provided', httpStatus: 416 });

export const notFoundRoute = (method, path) => new StorageError({ statusCode: 404, code: 'InvalidRequest', error: 'Not Found', message: `Route ${method}:${path} not found`, httpStatus: 404 });

export const internalError = () => new StorageError({ statusCode: 500, code: 'InternalError', error: 'Internal', message: 'Internal Server Error' });

/**
 * A database error as the storage server maps it (storage/database/errors.ts).
 * @param {any} error
 * @returns {StorageError | null} null for errors that are not the database's
 */
export function fromDatabaseError(error) {
  const code = typeof error?.code === 'string' ? error.code : '';
  if (!/^[0-9A-Z]{5}$/.test(code)) return null;
  const message = String(error.message ?? '');
  switch (code) {
    case '42501':
      return accessDenied(message.includes('row-level security') ? 'new row violates row-level security policy' : message);
    case '23505':
      return resourceAlreadyExists();
    case '23503':
      if (String(error.detail ?? '').includes('is still referenced from table')) {
        return new StorageError({ statusCode: 409, code: 'ResourceReferenced', message: 'The resource could not be updated or removed due to a foreign key constraint' });
      }
      return new StorageError({ statusCode: 404, code: 'InvalidRequest', message: 'The related resource does not exist' });
    case '55P03':
      return new StorageError({ statusCode: 423, code: 'ResourceLocked', message: 'The resource is locked' });
    case '57014':
      return new StorageError({ statusCode: 544, code: 'DatabaseTimeout', message: 'The connection to the database timed out', httpStatus: 544 });
    case '22P02':
      return new StorageError({ statusCode: 400, code: 'InvalidParameter', message: message || 'Invalid value format or type conversion failed' });
    default:
      return new StorageError({ statusCode: 500, code: 'DatabaseError', message: `database error, code: ${code}` });
  }
}
