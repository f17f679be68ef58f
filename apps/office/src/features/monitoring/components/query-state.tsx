import type { UseQueryResult } from '@fikrspace/data';
import { EmptyState, ErrorPanel, LoadingScreen } from '@fikrspace/ui';
import type { ReactNode } from 'react';

/** Loading, error (with Try again) and empty states around a query's content. */
export function QueryState<T>({ query, isEmpty, empty, children }: { query: UseQueryResult<T>; isEmpty?: (data: T) => boolean; empty?: { title: string; description: string }; children: (data: T) => ReactNode }) {
  if (query.isPending) return <LoadingScreen fullPage={false} />;
  if (query.isError) return <ErrorPanel error={query.error} onTryAgain={() => void query.refetch()} />;
  if (empty && isEmpty?.(query.data)) return <EmptyState title={empty.title} description={empty.description} />;
  return <>{children(query.data)}</>;
}
