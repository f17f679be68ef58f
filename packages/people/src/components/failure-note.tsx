import { errorMessage } from '@fikrspace/errors';

/**
 * A change that did not happen, next to the control that tried it: what did not happen in the
 * page's language, then the service's own words ("This person is already a member of the
 * organization."), isolated so their direction never reorders the sentence around them.
 */
export function FailureNote({ id, summary, error }: { id?: string; summary: string; error: unknown }) {
  return (
    <p id={id} role="alert" data-testid="action-error" className="w-full rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/60 dark:text-red-200">
      <span className="font-medium">{summary}</span> <bdi>{errorMessage(error)}</bdi>
    </p>
  );
}
