import { CurrentRouteContext } from '@fikrspace/portal-kit';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';

/** The site whose copy of the texts to read: the one given, else the current portal's. */
function useTextSite(siteId?: string): string {
  const route = useContext(CurrentRouteContext);
  return siteId ?? route?.portal.id ?? 'portal';
}

/**
 * The notifications' texts, from `packages/notifications/locales`. Every app that bundles this
 * package serves a copy as `<site>/notifications` (tooling/federation); a page reads its own
 * portal's copy. The header's bell is the shell's, drawn in every portal, so it reads the portal
 * root's copy, which the shell serves (`siteId: 'portal'`).
 */
export function useNotificationsTranslation(siteId?: string) {
  return useTranslation(`${useTextSite(siteId)}/notifications`);
}
