import { useAppStore } from '@fikrspace/app-store';
import { CapTableRoot } from '@fikrspace/cap-table/components/cap-table-root';
import { DataRoomPanel } from '@fikrspace/cap-table/components/data-room-panel';
import { FundraisingPanel } from '@fikrspace/cap-table/components/fundraising/fundraising-panel';
import { OwnershipSummary } from '@fikrspace/cap-table/components/ledger/ownership-summary';
import { StakeholdersPage, StakeholdersSection } from '@fikrspace/cap-table/components/stakeholders-page';
import { DEFAULT_PORTAL_PATH, joinPath, useCurrentRoute } from '@fikrspace/portal-kit';
import { renderDataRoomUpload } from '../../../components/data-room-upload';

/**
 * Fundraising: the rounds being raised and their investor pipeline, who owns the company today
 * (the ledger's fully diluted table, changed in Fikr Cap) with its stakeholders, and the data room
 * investors are opened, all the current organization's. Without an organization, the stakeholders
 * page says what is missing; the pitch deck has a page of its own.
 */
export default function FundraisingPage() {
  const organizationId = useAppStore((state) => state.organization?.id ?? null);
  const { prefix } = useCurrentRoute();
  if (!organizationId) return <StakeholdersPage />;
  return (
    <div className="flex flex-col gap-8">
      <FundraisingPanel organizationId={organizationId} headingLevel={1} />
      <CapTableRoot>
        <OwnershipSummary organizationId={organizationId} capTableHref={joinPath(DEFAULT_PORTAL_PATH, '/cap')} />
        <StakeholdersSection organizationId={organizationId} />
      </CapTableRoot>
      <DataRoomPanel organizationId={organizationId} renderUpload={renderDataRoomUpload} metricsHref={joinPath(prefix, '/metrics')} pitchDeckHref={joinPath(prefix, '/pitch-deck')} />
    </div>
  );
}
