import { useAppStore } from '@fikrspace/app-store';
import { DataRoomPanel } from '@fikrspace/cap-table/components/data-room-panel';
import { StakeholdersPage } from '@fikrspace/cap-table/components/stakeholders-page';
import { joinPath, useCurrentRoute } from '@fikrspace/portal-kit';
import { renderDataRoomUpload } from '../../../components/data-room-upload';

/**
 * Fundraising: who owns the company (the cap table) and the data room investors are opened, both
 * the current organization's. The data room appears once there is an organization to keep it;
 * the pitch deck has a page of its own.
 */
export default function FundraisingPage() {
  const organizationId = useAppStore((state) => state.organization?.id ?? null);
  const { prefix } = useCurrentRoute();
  return (
    <div className="flex flex-col gap-8">
      <StakeholdersPage />
      {organizationId ? (
        <DataRoomPanel organizationId={organizationId} renderUpload={renderDataRoomUpload} metricsHref={joinPath(prefix, '/metrics')} pitchDeckHref={joinPath(prefix, '/pitch-deck')} />
      ) : null}
    </div>
  );
}
