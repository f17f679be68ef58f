import { createContext, useContext } from 'react';
import type { PortalDefinition, PortalRoute } from './types';

export interface CurrentRoute {
  portal: PortalDefinition;
  route: PortalRoute;
  /** Prefix the portal is mounted under, for building links inside it. */
  prefix: string;
  params: Record<string, string>;
}

/**
 * The shell tells a page which route it is rendering, so one page component can serve several
 * routes of a remote. Shared as a singleton: the shell and the remotes must see the same context.
 */
export const CurrentRouteContext = createContext<CurrentRoute | null>(null);

export function useCurrentRoute(): CurrentRoute {
  const value = useContext(CurrentRouteContext);
  if (!value) throw new Error('useCurrentRoute must be used inside a mounted portal route');
  return value;
}
