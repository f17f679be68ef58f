/** The readable text of anything that was thrown: an Error's message, a string, or a JSON rendering. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/**
 * The machine-readable code a thrown value carries, if any: service errors, PostgREST and
 * PostgreSQL errors (SQLSTATE) and Node system errors all use a string `code` property.
 */
export function errorCode(error: unknown): string | undefined {
  if (error === null || typeof error !== 'object') return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && code !== '' ? code : undefined;
}

/** The HTTP status a thrown value carries, read from `status` or `statusCode`. */
export function errorStatus(error: unknown): number | undefined {
  if (error === null || typeof error !== 'object') return undefined;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  for (const candidate of [status, statusCode]) {
    if (typeof candidate === 'number' && Number.isInteger(candidate) && candidate >= 100 && candidate <= 599) return candidate;
  }
  return undefined;
}
