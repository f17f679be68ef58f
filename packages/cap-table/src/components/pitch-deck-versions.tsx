import { Can } from '@fikrspace/access';
import { useState } from 'react';
import { useDeletePitchDeckVersion } from '../api/delete-pitch-deck-version';
import { useSetCurrentPitchDeck } from '../api/set-current-pitch-deck';
import { formatFileSize } from '../file-size';
import type { PitchDeckVersion } from '../pitch-deck-model';
import { useCapTableTranslation } from './use-cap-table-translation';

/** The deck's versions, newest first, each with its date and size, the current one marked. */
export function PitchDeckVersions({ versions }: { versions: PitchDeckVersion[] }) {
  const { t } = useCapTableTranslation();
  return (
    <section aria-labelledby="pitch-deck-versions" className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="pitch-deck-versions" className="mb-3 text-lg font-semibold">
        {t('pitchDeck.versions.title')}
      </h2>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="deck-versions">
        {versions.map((version) => (
          <VersionRow key={version.id} version={version} />
        ))}
      </ul>
    </section>
  );
}

function VersionRow({ version }: { version: PitchDeckVersion }) {
  const { t, i18n } = useCapTableTranslation();
  const setCurrent = useSetCurrentPitchDeck();
  const remove = useDeletePitchDeckVersion();
  const [confirming, setConfirming] = useState(false);
  const ref = { id: version.id, organizationId: version.organization_id };
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3" data-testid="deck-version">
      <span className="min-w-0 basis-full sm:flex-1 sm:basis-0">
        <span className="block truncate font-medium">
          <bdi>{version.title}</bdi>
          {version.is_current ? (
            <span className="ms-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100" data-testid="current-badge">
              {t('pitchDeck.versions.current')}
            </span>
          ) : null}
        </span>
        <span className="block text-xs text-slate-500 dark:text-slate-400">
          {t('pitchDeck.versions.uploaded', { date: new Date(version.created_at) })}
          {version.file_size ? ` · ${formatFileSize(version.file_size, i18n.language)}` : null}
        </span>
      </span>
      {!version.is_current ? (
        <Can resource="documents" action="write">
          <button type="button" className="secondary-button" disabled={setCurrent.isPending} aria-label={t('pitchDeck.versions.markCurrentNamed', { title: version.title })} onClick={() => setCurrent.mutate(ref)}>
            {t('pitchDeck.versions.markCurrent')}
          </button>
        </Can>
      ) : null}
      <Can resource="documents" action="delete">
        {confirming ? (
          <span className="flex gap-2" role="group" aria-label={t('pitchDeck.versions.confirmNamed', { title: version.title })}>
            <button type="button" className="secondary-button" disabled={remove.isPending} onClick={() => remove.mutate({ ...ref, objectPath: version.object_path }, { onSettled: () => setConfirming(false) })}>
              {t('pitchDeck.versions.confirmRemove')}
            </button>
            <button type="button" className="secondary-button" onClick={() => setConfirming(false)}>
              {t('pitchDeck.cancel')}
            </button>
          </span>
        ) : (
          <button type="button" className="secondary-button" aria-label={t('pitchDeck.versions.removeNamed', { title: version.title })} onClick={() => setConfirming(true)}>
            {t('pitchDeck.versions.remove')}
          </button>
        )}
      </Can>
    </li>
  );
}
