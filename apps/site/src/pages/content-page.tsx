import { useCurrentRoute } from '@fikrspace/portal-kit';
import { EmptyState } from '@fikrspace/ui';
import { useTranslation } from 'react-i18next';
import './pages.css';

/** A public page: its title and what it will hold; the catch-all names the address it was asked for. */
export default function ContentPage() {
  const { t } = useTranslation();
  const { portal, route, params } = useCurrentRoute();
  const { t: text } = useTranslation(portal.id);
  const isCatchAll = route.path === '/:slug';
  const title = isCatchAll ? decodeSlug(params.slug ?? '') : text(route.meta.title);
  const subject = Object.values(params).filter(Boolean).join(' / ');
  return (
    <div data-site-page="" data-testid="content-page">
      <section className="bg-secondary px-4 py-14 text-white">
        <div className="mx-auto max-w-6xl">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
          {subject && !isCatchAll ? (
            <p className="mt-2 font-mono text-sm text-indigo-200" dir="ltr">
              {subject}
            </p>
          ) : null}
          <p className="mt-4 max-w-3xl text-indigo-100">{text(route.meta.description)}</p>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <EmptyState title={isCatchAll ? t('site.pageNotPublished') : t('emptyState.title', { page: title })} description={`${t('site.contentComing')}: ${text(route.meta.description)}`} />
      </div>
    </div>
  );
}

function decodeSlug(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : slug;
}
