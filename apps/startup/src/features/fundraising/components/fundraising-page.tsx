import { useAppStore } from '@fikrspace/app-store';
import { StakeholdersPage } from '@fikrspace/cap-table/components/stakeholders-page';
import { OrganizationFiles } from '@fikrspace/files/components/organization-files';
import { useTranslation } from 'react-i18next';

/**
 * Fundraising: who owns the company (the cap table) and the pitch deck investors are sent, both
 * the current organization's. The deck section appears once there is an organization to keep it.
 */
export default function FundraisingPage() {
  const { t } = useTranslation('startup');
  const organizationId = useAppStore((state) => state.organization?.id ?? null);
  return (
    <div className="flex flex-col gap-8">
      <StakeholdersPage />
      {organizationId ? (
        <div className="mx-auto w-full max-w-6xl">
          <OrganizationFiles organizationId={organizationId} bucket="pitch-decks" title={t('fundraising.deck.title')} description={t('fundraising.deck.description')} uploadLabel={t('fundraising.deck.upload')} />
        </div>
      ) : null}
    </div>
  );
}
