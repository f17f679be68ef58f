import { useCurrentRoute } from '@fikrspace/portal-kit';
import { useTranslation } from 'react-i18next';

/**
 * The help-center context's texts, from `packages/help-center/locales`, served by every app that
 * bundles the package as `<site>/help-center` (tooling/federation), so they deploy with the code
 * that shows them.
 */
export function useHelpCenterTranslation() {
  return useTranslation(`${useCurrentRoute().portal.id}/help-center`);
}
