import { useTranslation } from 'react-i18next';

/** The monitoring screens' namespace: a nested one of the office remote, served from its deployment. */
export const MONITORING_NAMESPACE = 'office/monitoring';

export function useMonitoringTranslation() {
  return useTranslation(MONITORING_NAMESPACE);
}
