import { useAppStore } from '@fikrspace/app-store';
import { useState } from 'react';
import { usePitchDeckDocument } from '../api/get-pitch-deck-document';
import { useSharedPitchDecks, type SharedPitchDeck } from '../api/get-shared-pitch-decks';
import { useRecordPitchDeckView } from '../api/record-pitch-deck-view';
import { CapTableRoot } from './cap-table-root';
import { PitchDeckFrame } from './pitch-deck-frame';
import { useCapTableTranslation } from './use-cap-table-translation';

/**
 * The pitch decks startups share with the caller's organization: each company's current deck,
 * opened in the page. Opening one tells the startup (its view log names the viewer).
 */
export function SharedPitchDecks() {
  const { t } = useCapTableTranslation();
  const viewer = useAppStore((state) => state.organization?.id ?? null);
  const decks = useSharedPitchDecks(viewer);
  const [opened, setOpened] = useState<SharedPitchDeck | null>(null);
  const record = useRecordPitchDeckView({ mutationConfig: { onError: () => undefined } });

  return (
    <CapTableRoot>
      <section aria-labelledby="shared-pitch-decks" className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" data-testid="shared-pitch-decks">
        <h2 id="shared-pitch-decks" className="mb-3 text-lg font-semibold">
          {t('pitchDeck.sharedWithYou.title')}
        </h2>
        {decks.isError ? (
          <p role="alert">{t('pitchDeck.loadFailed')}</p>
        ) : !decks.data ? (
          <p role="status">{t('pitchDeck.loading')}</p>
        ) : decks.data.length === 0 ? (
          <p className="text-sm">{t('pitchDeck.sharedWithYou.empty')}</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {decks.data.map((deck) => (
              <li key={deck.version_id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="shared-deck">
                <span>
                  <bdi className="font-medium">{deck.company_name}</bdi>
                  {' · '}
                  <bdi>{deck.title}</bdi>
                </span>
                <button
                  type="button"
                  className="secondary-button"
                  aria-expanded={opened?.version_id === deck.version_id}
                  onClick={() => {
                    if (opened?.version_id === deck.version_id) return setOpened(null);
                    setOpened(deck);
                    record.mutate({ versionId: deck.version_id, organizationId: deck.organization_id });
                  }}
                >
                  {opened?.version_id === deck.version_id ? t('pitchDeck.sharedWithYou.close') : t('pitchDeck.sharedWithYou.openNamed', { company: deck.company_name })}
                </button>
              </li>
            ))}
          </ul>
        )}
        {opened && viewer ? <OpenedDeck viewer={viewer} deck={opened} /> : null}
      </section>
    </CapTableRoot>
  );
}

function OpenedDeck({ viewer, deck }: { viewer: string; deck: SharedPitchDeck }) {
  const document = usePitchDeckDocument(viewer, deck.object_path);
  return (
    <div className="mt-3">
      <PitchDeckFrame title={deck.title} pdf={document.data} loading={document.isPending} failed={document.isError} onTryAgain={() => void document.refetch()} />
    </div>
  );
}
