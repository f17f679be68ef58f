import type { ReactNode } from 'react';
import { usePermission } from './use-permission';

export interface CanProps {
  resource: string;
  action: string;
  children: ReactNode;
  /** Shown when the answer is no (nothing by default). */
  fallback?: ReactNode;
  /** Shown while the answer is on its way (nothing by default, so nothing flashes). */
  loading?: ReactNode;
}

/** Renders its children only for users the permission matrix (or an explicit grant) allows. */
export function Can({ resource, action, children, fallback = null, loading = null }: CanProps) {
  const { allowed, isLoading } = usePermission(resource, action);
  if (isLoading) return <>{loading}</>;
  return <>{allowed ? children : fallback}</>;
}
