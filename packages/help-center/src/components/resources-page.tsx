import { useAppStore } from '@fikrspace/app-store';
import { EmptyState, ErrorPanel, LoadingScreen, PageHeader } from '@fikrspace/ui';
import { useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
import { useResources } from '../api/get-resources';
import { RESOURCE_KINDS, RESOURCE_TOPICS, type ResourceKind, type ResourceTopic } from '../model';
import { matchesSearch, resourceText } from '../resource-text';
import { HelpCenterRoot } from './help-center-root';
import { ResourceCard } from './resource-card';
import { useHelpCenterTranslation } from './use-help-center-translation';

/**
 * The library of guides, templates, checklists, videos and tools the platform team publishes, in
 * the page's language where the office wrote one (English otherwise), narrowed by topic, kind and
 * words typed. Everyone signed in reads it; nothing here is written from the portal.
 */
export function ResourcesPage() {
  const { t, i18n } = useHelpCenterTranslation();
  const id = useId();
  const viewerOrganizationId = useAppStore((state) => state.organization?.id ?? null);
  const resources = useResources(viewerOrganizationId);
  const [topic, setTopic] = useState<ResourceTopic | ''>('');
  const [kind, setKind] = useState<ResourceKind | ''>('');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const language = i18n.language;

  const shown = useMemo(
    () =>
      (resources.data ?? [])
        .map((resource) => ({ resource, text: resourceText(resource, language) }))
        .filter(({ resource, text }) => (!topic || resource.topic === topic) && (!kind || resource.kind === kind) && matchesSearch(resource, text, deferredSearch)),
    [resources.data, language, topic, kind, deferredSearch],
  );

  const page = (body: ReactNode) => (
    <HelpCenterRoot testId="resources-page">
      <PageHeader title={t('resources.title')} description={t('resources.description')} />
      {body}
    </HelpCenterRoot>
  );
  if (!viewerOrganizationId) return page(<EmptyState title={t('noOrganization')} description={t('noOrganizationHint')} />);
  if (resources.isPending) return page(<LoadingScreen fullPage={false} />);
  if (resources.isError) return page(<ErrorPanel error={resources.error} headingLevel={2} onTryAgain={() => void resources.refetch()} />);
  if (!resources.data.length) return page(<EmptyState title={t('resources.emptyTitle')} description={t('resources.emptyHint')} />);

  const select = <T extends string>(name: 'topic' | 'kind', value: T | '', values: readonly T[], onChange: (value: T | '') => void, labels: 'topics' | 'kinds') => (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={`${id}-${name}`} className="font-medium">
        {t(`resources.filters.${name}`)}
      </label>
      <select id={`${id}-${name}`} className="text-field" value={value} onChange={(event) => onChange(event.target.value as T | '')}>
        <option value="">{t(`resources.filters.all.${name}`)}</option>
        {values.map((option) => (
          <option key={option} value={option}>
            {t(`${labels}.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );

  return page(
    <>
      <div role="search" aria-label={t('resources.filters.label')} className="flex flex-wrap items-end gap-4">
        <div className="flex min-w-0 flex-1 basis-60 flex-col gap-1 text-sm">
          <label htmlFor={`${id}-search`} className="font-medium">
            {t('resources.filters.search')}
          </label>
          <input id={`${id}-search`} type="search" className="text-field" dir="auto" value={search} onChange={(event) => setSearch(event.target.value)} placeholder={t('resources.filters.searchPlaceholder')} />
        </div>
        {select('topic', topic, RESOURCE_TOPICS, setTopic, 'topics')}
        {select('kind', kind, RESOURCE_KINDS, setKind, 'kinds')}
      </div>
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400" data-testid="resources-count">
        {t('resources.count', { shown: shown.length, total: resources.data.length })}
      </p>
      {shown.length ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map(({ resource, text }) => (
            <ResourceCard key={resource.id} resource={resource} text={text} />
          ))}
        </div>
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">{t('resources.noMatch')}</p>
      )}
    </>,
  );
}
