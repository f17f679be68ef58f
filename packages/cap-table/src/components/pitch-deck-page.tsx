import { Can, usePermission } from '@fikrspace/access';
import { useAppStore } from '@fikrspace/app-store';
import { EmptyState, ErrorPanel, LoadingScreen, PageHeader } from '@fikrspace/ui';
import type { ReactNode } from 'react';
import { useAddPitchDeckVersion } from '../api/add-pitch-deck-version';
import { usePitchDeckDocument } from '../api/get-pitch-deck-document';
import { usePitchDeckVersions } from '../api/get-pitch-deck-versions';
import { titleFromFileName } from '../pitch-deck-model';
import { CapTableRoot } from './cap-table-root';
import { PitchDeckFrame } from './pitch-deck-frame';
import { PitchDeckLinks } from './pitch-deck-links';
import { PitchDeckSharing } from './pitch-deck-sharing';
import { PitchDeckVersions } from './pitch-deck-versions';
import { PitchDeckViewLog } from './pitch-deck-view-log';
import { useCapTableTranslation } from './use-cap-table-translation';

/** What the portal's upload control gets: where to store, its texts, and whom to tell. */
export interface PitchDeckUploadSlot {
  organizationId: string;
  label: string;
  description: string;
  /** Records the stored file as a new version (the first one becomes current). */
  onUploaded: (path: string, file: { name: string; size: number }) => void;
}

export interface PitchDeckPageProps {
  /**
   * The upload control, given by the portal: this context does not depend on the files context.
   * It stores a PDF in the organization's folder of `pitch-decks` and calls `onUploaded`.
   */
  renderUpload: (slot: PitchDeckUploadSlot) => ReactNode;
  /** The full address of an expiring link's page. */
  linkAddress: (token: string) => string;
  /** The moment link expiries are compared with; now unless a test says otherwise. */
  now?: Date;
}

/**
 * The startup's pitch deck: the current version in the page, the versions (upload, mark current,
 * remove), sharing with accelerators and investors, expiring links and who viewed it. Every
 * control shows by the matrix's documents rights; the database decides each write.
 */
export function PitchDeckPage({ renderUpload, linkAddress, now }: PitchDeckPageProps) {
  const { t } = useCapTableTranslation();
  const organizationId = useAppStore((state) => state.organization?.id ?? null);
  const versions = usePitchDeckVersions(organizationId);
  const current = versions.data?.find((version) => version.is_current) ?? null;
  const document = usePitchDeckDocument(organizationId, current?.object_path ?? null);
  const canShare = usePermission('documents', 'share').allowed;
  const add = useAddPitchDeckVersion();

  const header = <PageHeader title={t('pitchDeck.title')} description={t('pitchDeck.description')} />;
  if (!organizationId) {
    return (
      <CapTableRoot>
        {header}
        <EmptyState title={t('noOrganization')} description={t('pitchDeck.noOrganizationHint')} />
      </CapTableRoot>
    );
  }
  if (versions.isPending) {
    return (
      <CapTableRoot>
        {header}
        <LoadingScreen fullPage={false} />
      </CapTableRoot>
    );
  }
  if (versions.isError) {
    return (
      <CapTableRoot>
        {header}
        <ErrorPanel error={versions.error} headingLevel={2} onTryAgain={() => void versions.refetch()} />
      </CapTableRoot>
    );
  }

  const isFirst = versions.data.length === 0;
  const uploader = (
    <Can resource="documents" action="write">
      {renderUpload({
        organizationId,
        label: t('pitchDeck.upload'),
        description: t('pitchDeck.uploadHint'),
        onUploaded: (path, file) => add.mutate({ organizationId, objectPath: path, title: titleFromFileName(file.name), fileSize: file.size, makeCurrent: isFirst }),
      })}
    </Can>
  );
  if (isFirst) {
    return (
      <CapTableRoot>
        {header}
        <EmptyState title={t('pitchDeck.emptyTitle')} description={t('pitchDeck.emptyHint')} />
        {uploader}
      </CapTableRoot>
    );
  }

  return (
    <CapTableRoot>
      {header}
      <section aria-labelledby="pitch-deck-current" className="flex flex-col gap-3">
        <h2 id="pitch-deck-current" className="text-lg font-semibold">
          {current ? t('pitchDeck.currentNamed', { title: current.title }) : t('pitchDeck.noCurrent')}
        </h2>
        {current ? <PitchDeckFrame title={current.title} pdf={document.data} loading={document.isPending} failed={document.isError} onTryAgain={() => void document.refetch()} /> : null}
      </section>
      {uploader}
      <PitchDeckVersions versions={versions.data} />
      <PitchDeckSharing organizationId={organizationId} canShare={canShare} />
      {canShare && current ? <PitchDeckLinks organizationId={organizationId} current={current} versions={versions.data} linkAddress={linkAddress} now={now} /> : null}
      <PitchDeckViewLog organizationId={organizationId} />
    </CapTableRoot>
  );
}
