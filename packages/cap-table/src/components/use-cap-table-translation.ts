import { useCurrentRoute } from '@fikrspace/portal-kit';
import { useTranslation } from 'react-i18next';

/**
 * The cap table's texts, from `packages/cap-table/locales`. Every app that bundles this package
 * serves a copy as `<site>/cap-table` beside its own files (tooling/federation), and a nested
 * namespace is read from the owner of its first segment, so the texts deploy with the code that
 * shows them: the portal root's copy from the shell, the startup portal's from the startup remote.
 */
export function useCapTableTranslation() {
  return useTranslation(`${useCurrentRoute().portal.id}/cap-table`);
}
