import { errorCode } from '@fikrspace/errors';

/** What a refused write of the plan says, by the error's code; anything else may pass on a second try. */
const FAILURES: Record<string, string> = {
  PERMISSION_DENIED: 'plan.refused',
  VALIDATION_ERROR: 'plan.refusedValue',
};

/** The key of the text that explains a failed write; `otherwise` for a failure worth trying again. */
export function planFailureKey(error: unknown, otherwise: string): string {
  return FAILURES[errorCode(error) ?? ''] ?? otherwise;
}
