import type { SiteId } from '@fikrspace/portal-kit';
import { portalThemeOverrides, setPortalThemeOverride, type PortalWithThemeOverride } from '@fikrspace/theme';
import { useEffect } from 'react';

/**
 * A portal with colours of its own (the mentor portal's primary, spec 001 §1) lays them over the
 * active theme while it is shown, and takes them away when the visitor leaves it.
 */
export function usePortalThemeOverride(portalId: SiteId): void {
  useEffect(() => {
    if (!Object.hasOwn(portalThemeOverrides, portalId)) return undefined;
    setPortalThemeOverride(portalThemeOverrides[portalId as PortalWithThemeOverride]);
    return () => {
      setPortalThemeOverride(null);
    };
  }, [portalId]);
}
