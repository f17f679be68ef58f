import { useCurrentRoute } from '@fikrspace/portal-kit';
import { useTranslation } from 'react-i18next';

/**
 * The file components' texts, from `packages/files/locales`. Every app that bundles this package
 * serves a copy as `<site>/files` beside its own files (tooling/federation), and a nested
 * namespace is read from the owner of its first segment, so the texts deploy with the code that
 * shows them.
 */
export function useFilesTranslation() {
  return useTranslation(`${useCurrentRoute().portal.id}/files`);
}
