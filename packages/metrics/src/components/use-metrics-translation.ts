import { useCurrentRoute } from '@fikrspace/portal-kit';
import { useTranslation } from 'react-i18next';

/**
 * The metrics texts, from `packages/metrics/locales`. Every app that bundles this package serves
 * a copy as `<site>/metrics` beside its own files (tooling/federation), and a nested namespace is
 * read from the owner of its first segment, so the texts deploy with the code that shows them.
 */
export function useMetricsTranslation() {
  return useTranslation(`${useCurrentRoute().portal.id}/metrics`);
}
