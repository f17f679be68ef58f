import { useAppStore } from '@fikrspace/app-store';
import { EmptyState, ErrorPanel, LoadingScreen, PageHeader } from '@fikrspace/ui';
import { useSharedDataRooms } from '../api/get-shared-data-rooms';
import { localToday } from '../model';
import { CapTableRoot } from './cap-table-root';
import { DocumentRow } from './document-row';
import { useCapTableTranslation } from './use-cap-table-translation';
import { useOpenDocument } from './use-open-document';

/** A grantee's due diligence: the data rooms opened to its organization, company by company. */
export function SharedDataRoomsPage({ today = localToday() }: { today?: string }) {
  const { t, i18n } = useCapTableTranslation();
  const organizationId = useAppStore((state) => state.organization?.id ?? null);
  const rooms = useSharedDataRooms(organizationId);
  const open = useOpenDocument();
  const day = (iso: string) => new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <CapTableRoot>
      <PageHeader title={t('dataRoom.sharedTitle')} description={t('dataRoom.sharedDescription')} />
      {!organizationId ? (
        <EmptyState title={t('dataRoom.noOrganization')} description={t('dataRoom.noOrganizationHint')} />
      ) : rooms.isPending ? (
        <LoadingScreen fullPage={false} />
      ) : rooms.isError ? (
        <ErrorPanel error={rooms.error} onTryAgain={() => void rooms.refetch()} />
      ) : rooms.data.length === 0 ? (
        <EmptyState title={t('dataRoom.sharedEmpty')} description={t('dataRoom.sharedEmptyHint')} />
      ) : (
        rooms.data.map((room) => (
          <section key={room.organizationId} aria-labelledby={`room-${room.organizationId}`} className="flex flex-col gap-3" data-testid="shared-data-room">
            <header className="flex flex-wrap items-baseline gap-3">
              <h2 id={`room-${room.organizationId}`} className="text-lg font-semibold">
                {room.organizationName}
              </h2>
              {room.expiresAt ? <span className="text-sm text-slate-500 dark:text-slate-400">{t('dataRoom.sharedUntil', { date: day(room.expiresAt) })}</span> : null}
            </header>
            {room.folders.map((folder) => (
              <section key={folder.id} aria-label={folder.name} className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
                <h3 className="border-b border-slate-200 px-4 py-2 text-base font-semibold dark:border-slate-800">{folder.name}</h3>
                {folder.documents.length === 0 ? (
                  <p className="px-4 py-3 text-sm text-slate-500 dark:text-slate-400">{t('dataRoom.noDocuments')}</p>
                ) : (
                  <ul className="divide-y divide-slate-200 dark:divide-slate-800">
                    {folder.documents.map((document) => (
                      <DocumentRow key={document.id} document={document} today={today} onOpen={open} />
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </section>
        ))
      )}
    </CapTableRoot>
  );
}
