import { useCurrentRoute } from '@fikrspace/portal-kit';
import { useTranslation } from 'react-i18next';

/**
 * Messaging's texts, from `packages/messaging/locales`. Every app that bundles this package serves
 * a copy as `<site>/messaging` beside its own files (tooling/federation), so the texts deploy with
 * the code that shows them: the mentor portal's copy from the mentor remote.
 */
export function useMessagingTranslation() {
  return useTranslation(`${useCurrentRoute().portal.id}/messaging`);
}
