import { useCurrentRoute } from '@fikrspace/portal-kit';
import { useTranslation } from 'react-i18next';

/**
 * The people texts, from `packages/people/locales`. Every app that bundles this package serves a
 * copy as `<site>/people` beside its own files (tooling/federation), and a nested namespace is read
 * from the owner of its first segment, so the texts deploy with the code that shows them.
 */
export function usePeopleTranslation() {
  return useTranslation(`${useCurrentRoute().portal.id}/people`);
}
