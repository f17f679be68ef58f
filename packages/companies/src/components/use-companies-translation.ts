import { useCurrentRoute } from '@fikrspace/portal-kit';
import { useTranslation } from 'react-i18next';

/**
 * The companies context's texts, from `packages/companies/locales`. Every app that bundles this
 * package serves a copy as `<site>/companies` beside its own files (tooling/federation), and a
 * nested namespace is read from the owner of its first segment, so the texts deploy with the code
 * that shows them: the startup portal's copy from the startup remote, and so on.
 */
export function useCompaniesTranslation() {
  return useTranslation(`${useCurrentRoute().portal.id}/companies`);
}
