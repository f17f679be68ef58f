import { useTranslation } from 'react-i18next';

/** The screen's namespace: a nested one of the office remote, served from its deployment. */
export const THEMES_NAMESPACE = 'office/themes';

export function useThemesTranslation() {
  return useTranslation(THEMES_NAMESPACE);
}
