import { StartupNetworkPage } from '@fikrspace/network/components/network-page';
import { joinPath, useCurrentRoute } from '@fikrspace/portal-kit';
import { Link } from '@fikrspace/router';
import { useTranslation } from 'react-i18next';
import type { RelationshipPageConfig } from '../relationship-pages';

/**
 * A page of the startup portal shown from its part of the network (its investors, its
 * accelerators and programmes, its mentors): the network context's page narrowed to those kinds,
 * under the route's own heading, which says what the page will hold and what it shows now.
 */
export function RelationshipsPage({ config }: { config: RelationshipPageConfig }) {
  const { t } = useTranslation('startup');
  const { prefix } = useCurrentRoute();
  const { page, group, kinds, links } = config;
  return (
    <StartupNetworkPage
      kinds={kinds}
      title={t(`relationships.pages.${page}.title`)}
      description={t(`relationships.pages.${page}.description`)}
      emptyTitle={t(`relationships.groups.${group}.emptyTitle`)}
      emptyHint={t(`relationships.groups.${group}.emptyHint`)}
    >
      {links?.length ? (
        <nav aria-label={t('relationships.links.label')}>
          <ul className="flex flex-wrap gap-2">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={joinPath(prefix, link.to)} className="secondary-button">
                  {t(`relationships.links.${link.text}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </StartupNetworkPage>
  );
}

/** The page component of one route, for `pages/*.ts` to export. */
export function relationshipsPage(config: RelationshipPageConfig) {
  function Page() {
    return <RelationshipsPage config={config} />;
  }
  Page.displayName = `RelationshipsPage(${config.page})`;
  return Page;
}
