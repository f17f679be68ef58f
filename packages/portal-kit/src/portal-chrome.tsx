import { createContext, useContext, type ReactNode } from 'react';

/**
 * Parts of every portal's frame that the host app composes from domain contexts, which the shared
 * frame itself may not import (contexts sit above it): the shell fills them once at its root, and
 * every portal's header, the remotes' included, draws them.
 */
export interface PortalChrome {
  /** The header's notifications control (the bell with its unread count). */
  notifications?: ReactNode;
}

export const PortalChromeContext = createContext<PortalChrome>({});

export function usePortalChrome(): PortalChrome {
  return useContext(PortalChromeContext);
}
