import { ServiceError } from '@fikrspace/errors';
import { joinPath, useCurrentRoute } from '@fikrspace/portal-kit';
import { EmptyState, ErrorPanel, LoadingScreen, PageHeader } from '@fikrspace/ui';
import { Link, useSearchParams } from '@fikrspace/router';
import { useOrganizations } from '../api/get-organizations';
import { AccessRoot } from './access-root';
import { OrganizationList } from './organization-list';
import { PageNavigation } from './page-navigation';
import { useAccessTranslation } from '../hooks/use-access-translation';

/** The page number in the address, so a page can be linked to and Back returns to it. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** Every organization the caller may read, by name, each leading to its team and access. */
export default function OrganizationsPage() {
  const { t } = useAccessTranslation();
  const { prefix } = useCurrentRoute();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const organizations = useOrganizations(page);
  const listPath = joinPath(prefix, '/organizations');

  const goTo = (next: number) => setParams(next > 1 ? { page: String(next) } : {});

  return (
    <AccessRoot testId="office-organizations">
      <div className="mx-auto flex max-w-5xl flex-col gap-6">
        <PageHeader title={t('organizations.title')} description={t('organizations.description')} />
        {organizations.isPending ? (
          <LoadingScreen fullPage={false} />
        ) : organizations.isError ? (
          organizations.error instanceof ServiceError && organizations.error.code === 'PAGINATION_ERROR' ? (
            <EmptyState
              title={t('organizations.pastEndTitle')}
              description={t('organizations.pastEndBody')}
              action={
                <Link className="secondary-button" to={listPath}>
                  {t('organizations.firstPage')}
                </Link>
              }
            />
          ) : (
            <ErrorPanel error={organizations.error} onTryAgain={() => void organizations.refetch()} />
          )
        ) : organizations.data.total === 0 ? (
          <EmptyState title={t('organizations.emptyTitle')} description={t('organizations.emptyBody')} />
        ) : (
          <section
            aria-labelledby="organization-list-title"
            aria-busy={organizations.isPlaceholderData}
            className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
          >
            <h2 id="organization-list-title" className="sr-only">
              {t('organizations.title')}
            </h2>
            <OrganizationList organizations={organizations.data.data} linkTo={(id) => `${listPath}/${id}`} />
            {organizations.data.totalPages > 1 ? (
              <PageNavigation
                page={organizations.data.page}
                totalPages={organizations.data.totalPages}
                total={organizations.data.total}
                busy={organizations.isPlaceholderData}
                onPage={goTo}
              />
            ) : null}
          </section>
        )}
      </div>
    </AccessRoot>
  );
}
