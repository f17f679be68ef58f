import { useCurrentRoute } from '@fikrspace/portal-kit';
import { useTranslation } from 'react-i18next';

/**
 * Fikr OS's texts, from `packages/strategy/locales`, served by every app that bundles the package
 * as `<site>/strategy` (tooling/federation), so they deploy with the code that shows them.
 */
export function useStrategyTranslation() {
  return useTranslation(`${useCurrentRoute().portal.id}/strategy`);
}
