import { ORGANIZATION_TYPE_LABELS, organizationTypeLabel } from '@fikrspace/portal-kit';
import { useTranslation } from 'react-i18next';

/**
 * Human names of the matrix's roles, resources and actions and of organization types, in the
 * page's language. An identifier the translations do not know is shown as it is.
 */
export function useAccessLabels() {
  const { t } = useTranslation();
  return {
    role: (role: string) => t(`officeAccess.roles.${role}`, { defaultValue: role }),
    resource: (resource: string) => t(`officeAccess.resources.${resource}`, { defaultValue: resource }),
    action: (action: string) => t(`officeAccess.actions.${action}`, { defaultValue: action }),
    organizationType: (type: string | null) => {
      const known = type !== null && Object.hasOwn(ORGANIZATION_TYPE_LABELS, type);
      return t(`officeAccess.organizationTypes.${known ? type : 'unknown'}`, { defaultValue: organizationTypeLabel(type) });
    },
  };
}
