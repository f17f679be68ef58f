import { usePermission } from '@fikrspace/access';
import { ProfileImageEditor } from '@fikrspace/files/components/profile-image-editor';
import { initialsOf } from '@fikrspace/portal-host';
import { isOwnerOrManager, useSession, useUpdateAvatar, useUpdateOrganizationLogo } from '@fikrspace/session';
import { PageHeader } from '@fikrspace/ui';
import { useTranslation } from 'react-i18next';

/**
 * The member's account (/fikrspace/portal/account, linked from every portal header): their own
 * picture, and their organization's logo for those allowed to change the organization (the
 * matrix's organizations update, or a platform operator). Both show in every portal header as
 * soon as they are saved.
 */
export default function AccountPage() {
  const { t } = useTranslation('portal');
  const { user, organization } = useSession();
  const mayUpdateOrganization = usePermission('organizations', 'update');
  const avatar = useUpdateAvatar();
  const logo = useUpdateOrganizationLogo();
  if (!user) return null;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  const canEditLogo = mayUpdateOrganization.allowed || isOwnerOrManager(user);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6" data-testid="account-page">
      <PageHeader title={t('routes.account.title')} description={t('account.intro', { name })} />
      <ProfileImageEditor
        bucket="avatars"
        ownerFolder={user.id}
        currentUrl={user.avatarUrl ?? null}
        fallbackText={initialsOf(name)}
        shape="round"
        title={t('account.avatar.title')}
        description={t('account.avatar.description')}
        uploadLabel={t('account.avatar.upload')}
        imageAlt={t('account.avatar.alt', { name })}
        canEdit
        save={(avatarUrl) => avatar.mutateAsync({ userId: user.id, avatarUrl })}
      />
      {organization ? (
        <ProfileImageEditor
          bucket="organization-logos"
          ownerFolder={organization.id}
          currentUrl={organization.logoUrl}
          fallbackText={initialsOf(organization.name)}
          shape="square"
          title={t('account.logo.title', { organization: organization.name })}
          description={t('account.logo.description')}
          uploadLabel={t('account.logo.upload')}
          imageAlt={t('account.logo.alt', { organization: organization.name })}
          canEdit={canEditLogo}
          readOnlyNote={mayUpdateOrganization.isLoading ? undefined : t('account.logo.readOnly')}
          save={(logoUrl) => logo.mutateAsync({ organizationId: organization.id, logoUrl })}
        />
      ) : null}
    </div>
  );
}
