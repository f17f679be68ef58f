import { classifyAppError } from '@fikrspace/errors';
import { reportErrorAsToast } from '@fikrspace/ui';
import type { DefaultError, QueryKey, UseMutationOptions, UseQueryOptions } from '@tanstack/react-query';

/**
 * What a caller may add to a query hook: anything but the key and the fetcher, which belong to the
 * operation. `select` reshapes the one cached shape per view, so a key never holds two shapes.
 */
export type QueryConfig<TQueryFnData, TData, TQueryKey extends QueryKey> = Omit<UseQueryOptions<TQueryFnData, DefaultError, TData, TQueryKey>, 'queryKey' | 'queryFn'>;

/** What a caller may add to a mutation hook: its own callbacks, chained after the operation's. */
export type MutationConfig<TData, TVariables> = Omit<UseMutationOptions<TData, DefaultError, TVariables>, 'mutationKey' | 'mutationFn'>;

/** A failed write the caller does not handle itself: a toast in the page's language (spec 000 §8). */
export function toastFailure(error: unknown): void {
  reportErrorAsToast({ type: classifyAppError(error) });
}

/**
 * The operation's options with the caller's added: the operation's `onSuccess` (its invalidation)
 * runs first and the caller's after it; a failure is toasted unless the caller passes `onError`.
 */
export function withCallerConfig<TData, TVariables>(
  operation: UseMutationOptions<TData, DefaultError, TVariables>,
  { onSuccess, onError, ...rest }: MutationConfig<TData, TVariables> = {},
): UseMutationOptions<TData, DefaultError, TVariables> {
  return {
    ...operation,
    ...rest,
    onSuccess: async (...args) => {
      await operation.onSuccess?.(...args);
      await onSuccess?.(...args);
    },
    onError: onError ?? toastFailure,
  };
}
