import { useTranslation } from 'react-i18next';

/** The access screens' namespace: a nested one of the office remote, served from its deployment. */
export const ACCESS_NAMESPACE = 'office/access';

export function useAccessTranslation() {
  return useTranslation(ACCESS_NAMESPACE);
}
