import { usePermission } from '@fikrspace/access';
import { useAppStore } from '@fikrspace/app-store';
import { StartupProfilePage } from '@fikrspace/companies/components/profile-page';
import { ProfileImageEditor } from '@fikrspace/files/components/profile-image-editor';
import { initialsOf } from '@fikrspace/portal-host';
import { isOwnerOrManager, useUpdateOrganizationLogo } from '@fikrspace/session';
import { useTranslation } from 'react-i18next';

/**
 * The company profile (/fikrspace/startup/profile): the companies context's page, with the
 * organization's logo editor from the files context beside its form. The two contexts never import
 * each other, so the page that shows both is the app's: the card shows the logo the editor saves
 * (on the organization, as the account page does), and every portal header shows it too.
 */
export default function ProfilePage() {
  const { t } = useTranslation('startup');
  const user = useAppStore((state) => state.user);
  const organization = useAppStore((state) => state.organization);
  const mayUpdateOrganization = usePermission('organizations', 'update');
  const logo = useUpdateOrganizationLogo();
  const isOperator = isOwnerOrManager(user);
  const logoEditor = organization ? (
    <ProfileImageEditor
      bucket="organization-logos"
      ownerFolder={organization.id}
      currentUrl={organization.logoUrl}
      fallbackText={initialsOf(organization.name)}
      shape="square"
      title={t('profile.logo.title')}
      description={t('profile.logo.description')}
      uploadLabel={t('profile.logo.upload')}
      imageAlt={t('profile.logo.alt', { organization: organization.name })}
      canEdit={mayUpdateOrganization.allowed || isOperator}
      save={(logoUrl) => logo.mutateAsync({ organizationId: organization.id, logoUrl })}
    />
  ) : null;
  return <StartupProfilePage logoUrl={organization?.logoUrl ?? null} logoEditor={logoEditor} isPlatformOperator={isOperator} />;
}
