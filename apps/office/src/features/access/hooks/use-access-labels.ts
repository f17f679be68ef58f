import { ORGANIZATION_TYPE_LABELS, organizationTypeLabel } from '@fikrspace/portal-kit';
import { useTranslation } from 'react-i18next';
import { ACCESS_NAMESPACE } from './use-access-translation';

/**
 * The reference namespaces these labels come from (spec 000 §7: served from `locales/{lng}/database/`),
 * keyed by the row names the database uses, so the office and every other screen name a role or a
 * resource the same way.
 */
const LABEL_NAMESPACES = ['organization-roles', 'permission-resources', 'permission-actions', 'organization-types', ACCESS_NAMESPACE] as const;

/**
 * Human names of the matrix's roles, resources and actions and of organization types, in the
 * page's language. An identifier the translations do not know is shown as it is.
 */
export function useAccessLabels() {
  const { t } = useTranslation(LABEL_NAMESPACES);
  return {
    role: (role: string) => t(role, { ns: 'organization-roles', defaultValue: role }),
    resource: (resource: string) => t(resource, { ns: 'permission-resources', defaultValue: resource }),
    action: (action: string) => t(action, { ns: 'permission-actions', defaultValue: action }),
    organizationType: (type: string | null) => {
      if (type === null || !Object.hasOwn(ORGANIZATION_TYPE_LABELS, type)) return t('unknownOrganizationType', { ns: ACCESS_NAMESPACE, defaultValue: organizationTypeLabel(type) });
      return t(type, { ns: 'organization-types', defaultValue: organizationTypeLabel(type) });
    },
  };
}
