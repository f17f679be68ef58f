import { errorCode } from '@fikrspace/errors';

/** What a refused save says, by the error's code; anything else may pass on a second try. */
const BY_CODE: Record<string, string> = {
  PERMISSION_DENIED: 'form.refused',
  VALIDATION_ERROR: 'form.refusedValue',
  DUPLICATE_RECORD: 'form.duplicate',
};

/** The key of the text that explains why a save failed. */
export function saveFailureKey(error: unknown): string {
  return BY_CODE[errorCode(error) ?? ''] ?? 'form.saveFailed';
}
