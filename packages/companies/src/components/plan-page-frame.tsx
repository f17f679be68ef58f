import { useAppStore } from '@fikrspace/app-store';
import { EmptyState, PageHeader } from '@fikrspace/ui';
import { useMemo, type ReactNode } from 'react';
import type { CompanyScope } from '../keys';
import { CompaniesRoot } from './companies-root';
import { useCompaniesTranslation } from './use-companies-translation';

export interface PlanPageFrameProps {
  title: string;
  description: string;
  /** The page's body, for the current organization read as itself. */
  children: (scope: CompanyScope) => ReactNode;
}

/**
 * The frame of the plan's pages (roadmap, progress, achievements): the heading, and in place of the
 * body an explanation when no organization is chosen or the one chosen is not a startup.
 */
export function PlanPageFrame({ title, description, children }: PlanPageFrameProps) {
  const { t } = useCompaniesTranslation();
  const organization = useAppStore((state) => state.organization);
  const organizationId = organization?.id ?? null;
  const scope = useMemo(() => (organizationId ? { viewerOrganizationId: organizationId, organizationId } : null), [organizationId]);
  const isStartup = !organization?.organizationType || organization.organizationType === 'startup';
  return (
    <CompaniesRoot>
      <PageHeader title={title} description={description} />
      {!scope ? <EmptyState title={t('plan.noOrganization')} description={t('plan.noOrganizationHint')} /> : null}
      {scope && !isStartup ? <EmptyState title={t('plan.notStartup')} description={t('plan.notStartupHint')} /> : null}
      {scope && isStartup ? children(scope) : null}
    </CompaniesRoot>
  );
}
