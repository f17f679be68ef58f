import { usePitchDeckViews } from '../api/get-pitch-deck-views';
import { useCapTableTranslation } from './use-cap-table-translation';

/** Who viewed the deck and when: a person and their organization, or the label of the link used. */
export function PitchDeckViewLog({ organizationId }: { organizationId: string }) {
  const { t } = useCapTableTranslation();
  const views = usePitchDeckViews(organizationId);
  return (
    <section aria-labelledby="pitch-deck-views" className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="pitch-deck-views" className="mb-3 text-lg font-semibold">
        {t('pitchDeck.views.title')}
      </h2>
      {views.isError ? (
        <p role="alert">{t('pitchDeck.loadFailed')}</p>
      ) : !views.data ? (
        <p role="status">{t('pitchDeck.loading')}</p>
      ) : views.data.length === 0 ? (
        <p className="text-sm">{t('pitchDeck.views.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="deck-views">
          {views.data.map((view) => (
            <li key={view.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm" data-testid="deck-view">
              <span>
                {view.link_label ? (
                  t('pitchDeck.views.byLink', { label: view.link_label })
                ) : (
                  <>
                    <bdi className="font-medium">{view.viewer_name ?? t('pitchDeck.views.someone')}</bdi>
                    {view.viewer_organization_name ? (
                      <>
                        {' · '}
                        <bdi>{view.viewer_organization_name}</bdi>
                      </>
                    ) : null}
                  </>
                )}
              </span>
              <time dateTime={view.viewed_at} className="text-slate-500 dark:text-slate-400">
                {t('pitchDeck.views.when', { date: new Date(view.viewed_at) })}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
