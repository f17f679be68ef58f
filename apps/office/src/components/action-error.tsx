import { errorMessage } from '@fikrspace/errors';

/**
 * A failed change, next to the control that made it: what did not happen in the page's language,
 * then the service's own message ('Permission denied: write on admin', 'Failed to grant
 * permission'), isolated so its direction never reorders the sentence around it.
 */
export function ActionError({ id, summary, error }: { id: string; summary: string; error: unknown }) {
  return (
    <p id={id} role="alert" data-testid="action-error" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/60 dark:text-red-200">
      <span className="font-medium">{summary}</span> <bdi>{errorMessage(error)}</bdi>
    </p>
  );
}
