import { ServiceError, classifyAppError } from '@fikrspace/errors';
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
 * The operation's options with the caller's added: the operation's `onSuccess` and `onSettled`
 * (its invalidation) run first and the caller's after them; a failure is toasted unless the
 * caller passes `onError`.
 */
export function withCallerConfig<TData, TVariables>(
  operation: UseMutationOptions<TData, DefaultError, TVariables>,
  { onSuccess, onSettled, onError, ...rest }: MutationConfig<TData, TVariables> = {},
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
    onError: onError ?? toastFailure,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Refuses anything but an organization id where one is written into a request's filter. */
export function requireOrganizationId(organizationId: string): void {
  if (!UUID.test(organizationId)) throw new ServiceError('Not an organization id', 'VALIDATION_ERROR', { organizationId }, 400);
}
