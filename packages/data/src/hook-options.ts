import type { DefaultError, QueryKey, UseMutationOptions, UseQueryOptions } from '@tanstack/react-query';

/**
 * What a caller may add to a query hook: anything but the key and the fetcher, which belong to the
 * operation. `select` reshapes the one cached shape per view, so a key never holds two shapes.
 */
export type QueryConfig<TQueryFnData, TData, TQueryKey extends QueryKey> = Omit<UseQueryOptions<TQueryFnData, DefaultError, TData, TQueryKey>, 'queryKey' | 'queryFn'>;

/** What a caller may add to a mutation hook: its own callbacks, chained after the operation's. */
export type MutationConfig<TData, TVariables> = Omit<UseMutationOptions<TData, DefaultError, TVariables>, 'mutationKey' | 'mutationFn'>;

/**
 * The operation's options with the caller's added: the operation's `onSuccess` and `onSettled`
 * (its invalidation) run first and the caller's after them. A failure the caller does not handle
 * with its own `onError` goes to `onUnhandledError` (a domain hook passes the toast of
 * `@fikrspace/ui`, which this package does not depend on).
 */
export function withCallerConfig<TData, TVariables>(
  operation: UseMutationOptions<TData, DefaultError, TVariables>,
  { onSuccess, onSettled, onError, ...rest }: MutationConfig<TData, TVariables> = {},
  onUnhandledError: (error: DefaultError) => void,
): UseMutationOptions<TData, DefaultError, TVariables> {
  return {
    ...operation,
    ...rest,
    onSuccess: async (...args) => {
      await operation.onSuccess?.(...args);
      await onSuccess?.(...args);
    },
    onSettled: async (...args) => {
      await operation.onSettled?.(...args);
      await onSettled?.(...args);
    },
    onError: onError ?? ((error) => onUnhandledError(error)),
  };
}
