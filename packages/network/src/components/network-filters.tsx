import { useId } from 'react';
import { RELATIONSHIP_KINDS, RELATIONSHIP_STATUSES, type RelationshipKind, type RelationshipStatus } from '../model';
import { useNetworkTranslation } from './use-network-translation';

export interface NetworkFilter {
  kind: RelationshipKind | '';
  status: RelationshipStatus | '';
}

export interface NetworkFiltersProps {
  filter: NetworkFilter;
  onChange: (filter: NetworkFilter) => void;
  /** How many relationships the filter shows, of how many. */
  shown: number;
  total: number;
  /** The kinds the page shows, which the kind filter offers; one kind needs no filter. Every kind when absent. */
  kinds?: readonly RelationshipKind[];
}

/** Narrows the network to one kind of tie and one state; the count is announced as it changes. */
export function NetworkFilters({ filter, onChange, shown, total, kinds = RELATIONSHIP_KINDS }: NetworkFiltersProps) {
  const { t } = useNetworkTranslation();
  const id = useId();
  /** One narrowing: a select of the vocabulary, with "all" first. */
  const narrowing = <K extends 'kind' | 'status'>(field: K, values: readonly NetworkFilter[K][], labels: 'kinds' | 'statuses', all: string) => (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={`${id}-${field}`} className="font-medium">
        {t(`filters.${field}`)}
      </label>
      <select id={`${id}-${field}`} className="text-field" value={filter[field]} onChange={(event) => onChange({ ...filter, [field]: event.target.value })}>
        <option value="">{all}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {t(`${labels}.${value}`)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div className="flex flex-wrap items-end gap-4" role="search" aria-label={t('filters.label')}>
      {kinds.length > 1 ? narrowing('kind', kinds, 'kinds', t('filters.allKinds')) : null}
      {narrowing('status', RELATIONSHIP_STATUSES, 'statuses', t('filters.allStatuses'))}
      <p className="pb-2 text-sm text-slate-600 dark:text-slate-400" role="status" data-testid="network-count">
        {t('filters.count', { shown, total })}
      </p>
    </div>
  );
}
