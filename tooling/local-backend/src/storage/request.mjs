import { HttpError, readBody } from '../http.mjs';
import { jsonValueProblem } from '../limits.mjs';
import { StorageError, validationError } from './errors.mjs';
import { MAX_JSON_BODY_BYTES } from './limits.mjs';

/**
 * Reading what a storage call sends, with the checks the storage server's request schemas make
 * (its validator coerces numeric strings, as these helpers do).
 */

/**
 * The JSON body of a call, `{}` when empty.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Record<string, unknown>>}
 */
export async function jsonBody(req) {
  let raw;
  try {
    raw = await readBody(req, MAX_JSON_BODY_BYTES);
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) {
      throw new StorageError({ statusCode: 413, code: 'EntityTooLarge', error: 'Payload Too Large', message: 'Request body is too large', httpStatus: 413 });
    }
    throw error;
  }
  const text = raw.toString('utf8').trim();
  if (!text) return {};
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    throw new StorageError({ statusCode: 400, code: 'InvalidRequest', error: 'Bad Request', message: "Body is not valid JSON but content-type is set to 'application/json'" });
  }
  const problem = jsonValueProblem(value);
  if (problem) throw validationError(problem);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw validationError('body must be object');
  return value;
}

/**
 * A string field; `undefined` when absent and not required.
 * @param {Record<string, unknown>} source
 * @param {string} name
 * @param {{ required?: boolean, where?: string }} [options]
 * @returns {string | undefined}
 */
export function stringField(source, name, { required = false, where = 'body' } = {}) {
  const value = source[name];
  if (value === undefined || value === null) {
    if (required) throw validationError(`${where} must have required property '${name}'`);
    return undefined;
  }
  if (typeof value !== 'string') throw validationError(`${where}/${name} must be string`);
  if (value.includes('\u0000')) throw validationError(`${where}/${name} must not contain NUL characters`);
  return value;
}

/**
 * An integer field (numeric strings accepted); `undefined` when absent.
 * @param {Record<string, unknown>} source
 * @param {string} name
 * @param {{ minimum?: number, where?: string }} [options]
 * @returns {number | undefined}
 */
export function integerField(source, name, { minimum = 0, where = 'body' } = {}) {
  const value = source[name];
  if (value === undefined || value === null || value === '') return undefined;
  const number = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number)) throw validationError(`${where}/${name} must be integer`);
  if (number < minimum) throw validationError(`${where}/${name} must be >= ${minimum}`);
  return number;
}

/**
 * A boolean field; `undefined` when absent.
 * @param {Record<string, unknown>} source
 * @param {string} name
 * @returns {boolean | undefined}
 */
export function booleanField(source, name) {
  const value = source[name];
  if (value === undefined || value === null) return undefined;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw validationError(`body/${name} must be boolean`);
}

/**
 * One of a few allowed strings; `undefined` when absent.
 * @param {Record<string, unknown>} source
 * @param {string} name
 * @param {string[]} allowed
 * @param {string} [where]
 */
export function enumField(source, name, allowed, where = 'body') {
  const value = stringField(source, name, { where });
  if (value !== undefined && !allowed.includes(value)) throw validationError(`${where}/${name} must be equal to one of the allowed values`);
  return value;
}

/**
 * User metadata sent as base64 JSON in `x-metadata`; unreadable metadata is ignored, as upstream.
 * @param {string | string[] | undefined} header
 * @returns {Record<string, unknown> | undefined}
 */
export function headerUserMetadata(header) {
  if (typeof header !== 'string') return undefined;
  return parseUserMetadata(Buffer.from(header, 'base64').toString('utf8'));
}

/**
 * User metadata as JSON text: an object, or `undefined` when it is not JSON. Metadata nested
 * deeper than the database engine can parse is refused rather than stored.
 * @param {string} text
 */
export function parseUserMetadata(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const problem = jsonValueProblem(value);
  if (problem) throw validationError(problem);
  return value === null || typeof value !== 'object' ? undefined : value;
}

/** The first value of a header. */
export const headerValue = (req, name) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};
