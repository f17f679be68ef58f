import { useCurrentRoute } from '@fikrspace/portal-kit';
import { useTranslation } from 'react-i18next';

/**
 * The network context's texts, from `packages/network/locales`. Every app that bundles this
 * package serves a copy as `<site>/network` beside its own files (tooling/federation), so the
 * texts deploy with the code that shows them.
 */
export function useNetworkTranslation() {
  return useTranslation(`${useCurrentRoute().portal.id}/network`);
}
