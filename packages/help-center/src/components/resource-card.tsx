import { useId } from 'react';
import type { Resource } from '../model';
import type { ResourceText } from '../resource-text';
import { useHelpCenterTranslation } from './use-help-center-translation';

/** One resource of the library: what it is, what it is about, for which stages, and the way in. */
export function ResourceCard({ resource, text }: { resource: Resource; text: ResourceText }) {
  const { t, i18n } = useHelpCenterTranslation();
  const headingId = useId();
  // Text shown in English on an Arabic or French page says so, for screen readers and for direction.
  const lang = text.language === i18n.language.split('-')[0] ? undefined : text.language;
  return (
    <article aria-labelledby={headingId} data-testid="resource-card" className="flex min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <ul className="flex flex-wrap gap-2 text-xs font-medium" aria-label={t('resources.labels')}>
        <li className="rounded-full bg-violet-50 px-3 py-1 text-violet-800 dark:bg-violet-950 dark:text-violet-200">{t(`kinds.${resource.kind}`)}</li>
        <li className="rounded-full bg-emerald-50 px-3 py-1 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">{t(`topics.${resource.topic}`)}</li>
      </ul>
      <h3 id={headingId} lang={lang} dir="auto" className="text-base font-semibold break-words text-slate-900 dark:text-white">
        {text.title}
      </h3>
      <p lang={lang} dir="auto" className="text-sm text-slate-700 dark:text-slate-300">
        {text.summary}
      </p>
      {resource.stages?.length ? <p className="text-xs text-slate-600 dark:text-slate-400">{t('resources.forStages', { stages: resource.stages.map((stage) => t(`stages.${stage}`)).join(t('resources.listSeparator')) })}</p> : null}
      {resource.body_markdown && !resource.url ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-emerald-700 dark:text-emerald-300">{t('resources.read')}</summary>
          {/* Shown as plain text: nothing the office writes runs as markup on the page. */}
          <p lang="en" dir="auto" className="mt-2 whitespace-pre-line text-slate-700 dark:text-slate-300">
            {resource.body_markdown}
          </p>
        </details>
      ) : null}
      {resource.url ? (
        // Only https addresses pass the table's check, so the link cannot run script.
        <a href={resource.url} target="_blank" rel="noopener noreferrer" className="mt-auto self-start text-sm font-medium text-emerald-700 underline-offset-2 hover:underline dark:text-emerald-300">
          {t(`resources.open.${resource.kind}`)}
          <span className="sr-only">
            {' '}
            {t('resources.newTab', { title: text.title })}
          </span>
        </a>
      ) : null}
    </article>
  );
}
