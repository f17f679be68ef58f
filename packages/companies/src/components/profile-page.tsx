import { usePermission } from '@fikrspace/access';
import { useAppStore } from '@fikrspace/app-store';
import { EmptyState, ErrorPanel, LoadingScreen, PageHeader } from '@fikrspace/ui';
import { useId, type ReactNode } from 'react';
import { useStartupProfile } from '../api/get-startup-profile';
import type { StartupProfile } from '../model';
import { CompaniesRoot } from './companies-root';
import { CompanyProfileForm } from './company-profile-form';
import { ProfileDetails } from './profile-details';
import { PublicCard } from './public-card';
import { useCompaniesTranslation } from './use-companies-translation';

export interface StartupProfilePageProps {
  /** The organization's logo (its public address), shown on the card. */
  logoUrl: string | null;
  /** The app's editor of that logo, shown beside the form to those who may edit the profile. */
  logoEditor?: ReactNode;
  /**
   * The platform's operators may edit any organization, which the permission matrix does not
   * say: the frame knows who they are, and tells the page.
   */
  isPlatformOperator?: boolean;
}

/** The directory card as others see it, with whether they see it at all. */
function CardPreview({ profile, logoUrl }: { profile: StartupProfile; logoUrl: string | null }) {
  const { t } = useCompaniesTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-testid="card-preview">
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          {t('card.title')}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('card.hint')}</p>
      </div>
      <p
        className={`self-start rounded-full px-3 py-1 text-xs font-medium ${profile.is_listed ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200' : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300'}`}
        data-testid="listing-status"
      >
        {profile.is_listed ? t('card.listed') : t('card.unlisted')}
      </p>
      <PublicCard profile={profile} logoUrl={logoUrl} />
    </section>
  );
}

/**
 * The current organization's company profile. Members who may update the organization (the
 * matrix's organizations update, or the platform's operators) edit it beside a preview of its
 * directory card, and write the first one from an empty state; the other members read it. Any
 * portal mounts it as a route's page; what it reads is what `startupProfileQueryOptions`
 * prefetches for the organization.
 */
export function StartupProfilePage({ logoUrl, logoEditor, isPlatformOperator = false }: StartupProfilePageProps) {
  const { t } = useCompaniesTranslation();
  const organization = useAppStore((state) => state.organization);
  const organizationId = organization?.id ?? null;
  const permission = usePermission('organizations', 'update');
  const profile = useStartupProfile({ viewerOrganizationId: organizationId, organizationId });
  const canEdit = permission.allowed || isPlatformOperator;

  const page = (body: ReactNode) => (
    <CompaniesRoot>
      <PageHeader title={t('title')} description={t('description')} />
      {body}
    </CompaniesRoot>
  );

  if (!organization) return page(<EmptyState title={t('noOrganization')} description={t('noOrganizationHint')} />);
  if (organization.organizationType && organization.organizationType !== 'startup') return page(<EmptyState title={t('notStartup')} description={t('notStartupHint')} />);
  // Until both answers are in, the page cannot tell a form from a read-only view.
  if (profile.isPending || (permission.isLoading && !isPlatformOperator)) return page(<LoadingScreen fullPage={false} />);
  if (profile.isError) return page(<ErrorPanel error={profile.error} headingLevel={2} onTryAgain={() => void profile.refetch()} />);

  const saved = profile.data;
  if (!canEdit) {
    if (!saved) return page(<EmptyState title={t('emptyTitle')} description={t('emptyReadOnlyHint')} />);
    return page(
      <>
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="read-only-note">
          {t('readOnly')}
        </p>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <ProfileDetails profile={saved} />
          <CardPreview profile={saved} logoUrl={logoUrl} />
        </div>
      </>,
    );
  }

  return page(
    <>
      {saved ? null : <EmptyState title={t('emptyTitle')} description={t('emptyHint')} />}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <CompanyProfileForm key={organization.id} organizationId={organization.id} viewerOrganizationId={organization.id} profile={saved} organizationName={organization.name} />
        </div>
        <div className="flex flex-col gap-6">
          {logoEditor}
          {saved ? <CardPreview profile={saved} logoUrl={logoUrl} /> : null}
        </div>
      </div>
    </>,
  );
}
