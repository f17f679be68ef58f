import { usePermission } from '@fikrspace/access';
import { useAppStore } from '@fikrspace/app-store';
import { EmptyState, ErrorPanel, LoadingScreen, PageHeader } from '@fikrspace/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { useNetworkCounterparts } from '../api/get-network-counterparts';
import { useNetworkRelationships } from '../api/get-network-relationships';
import type { NetworkOrganization, RelationshipKind } from '../model';
import { NetworkFilters, type NetworkFilter } from './network-filters';
import { counterpartName, STATUS_ORDER } from './network-format';
import { NetworkRoot } from './network-root';
import { RelationshipCard } from './relationship-card';
import { RelationshipForm } from './relationship-form';
import { useNetworkTranslation } from './use-network-translation';

export interface StartupNetworkPageProps {
  /**
   * Only these kinds of relationship (an app's page of its investors, or of its mentors): the
   * kind filter offers only these and a new relationship starts as the first. Every kind when absent.
   */
  kinds?: readonly RelationshipKind[];
  /** The page's own heading and description, in place of the network's. */
  title?: string;
  description?: string;
  /** The page's own empty state, for a network with none of its kinds. */
  emptyTitle?: string;
  emptyHint?: string;
  /** Shown under the heading while the page has an organization: the app's way onward from here. */
  children?: ReactNode;
}

/**
 * The current organization's network: the organizations it deals with, as cards, narrowed by kind
 * and state, active ties first. Members whose matrix role may update the organization add,
 * change and remove relationships and their contacts; the other members read them. What it reads
 * is what `networkRelationshipsQueryOptions` would prefetch for the organization, whichever kinds
 * it shows, so every page of a subset shares one request.
 */
export function StartupNetworkPage({ kinds, title, description, emptyTitle, emptyHint, children }: StartupNetworkPageProps = {}) {
  const { t, i18n } = useNetworkTranslation();
  const organizationId = useAppStore((state) => state.organization?.id ?? null);
  const scope = useMemo(() => (organizationId ? { viewerOrganizationId: organizationId, organizationId } : null), [organizationId]);
  const permission = usePermission('organizations', 'update');
  const relationships = useNetworkRelationships(scope);
  const counterparts = useNetworkCounterparts(scope);
  const [filter, setFilter] = useState<NetworkFilter>({ kind: '', status: '' });
  const [adding, setAdding] = useState(false);
  const canEdit = permission.allowed;

  const organizations = useMemo(() => new Map<string, NetworkOrganization>((counterparts.data ?? []).map((organization) => [organization.id, organization])), [counterparts.data]);
  const all = useMemo(() => (relationships.data ?? []).filter((relationship) => !kinds || kinds.includes(relationship.kind)), [relationships.data, kinds]);
  const cards = useMemo(() => {
    const language = i18n.language;
    return all
      .map((relationship) => ({ relationship, name: counterpartName(relationship, organizations) }))
      .filter(({ relationship }) => (!filter.kind || relationship.kind === filter.kind) && (!filter.status || relationship.status === filter.status))
      .sort((a, b) => STATUS_ORDER.indexOf(a.relationship.status) - STATUS_ORDER.indexOf(b.relationship.status) || (a.name ?? '').localeCompare(b.name ?? '', language));
  }, [all, organizations, filter, i18n.language]);

  const addButton = canEdit && !adding ? (
    <button type="button" className="primary-button" onClick={() => setAdding(true)}>
      {t('add')}
    </button>
  ) : null;
  const page = (body: ReactNode, actions: ReactNode = null) => (
    <NetworkRoot>
      <PageHeader title={title ?? t('title')} description={description ?? t('description')} actions={actions} />
      {scope ? children : null}
      {body}
    </NetworkRoot>
  );

  if (!scope) return page(<EmptyState title={t('noOrganization')} description={t('noOrganizationHint')} />);
  // Until both answers are in, the page cannot tell an editor from a reader.
  if (relationships.isPending || permission.isLoading) return page(<LoadingScreen fullPage={false} />);
  if (relationships.isError) return page(<ErrorPanel error={relationships.error} headingLevel={2} onTryAgain={() => void relationships.refetch()} />);

  const form = adding ? <RelationshipForm scope={scope} relationship={null} counterpart={null} kinds={kinds} onDone={() => setAdding(false)} /> : null;
  if (!all.length) {
    return page(<>{form ?? <EmptyState title={emptyTitle ?? t('emptyTitle')} description={canEdit ? (emptyHint ?? t('emptyHint')) : t('emptyReadOnlyHint')} action={addButton} />}</>);
  }

  return page(
    <>
      {canEdit ? null : (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="read-only-note">
          {t('readOnly')}
        </p>
      )}
      {form}
      <NetworkFilters filter={filter} onChange={setFilter} shown={cards.length} total={all.length} kinds={kinds} />
      {cards.length ? (
        <div className="grid items-start gap-4 md:grid-cols-2">
          {cards.map(({ relationship, name }) => (
            <RelationshipCard
              key={relationship.id}
              scope={scope}
              relationship={relationship}
              name={name}
              counterpart={relationship.related_organization_id ? (organizations.get(relationship.related_organization_id) ?? null) : null}
              canEdit={canEdit}
            />
          ))}
        </div>
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">{t('filters.none')}</p>
      )}
    </>,
    addButton,
  );
}
