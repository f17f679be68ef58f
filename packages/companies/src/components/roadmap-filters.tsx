import { useId } from 'react';
import { MILESTONE_CATEGORIES, MILESTONE_STATUSES, type MilestoneCategory, type MilestoneStatus } from '../model';
import { useCompaniesTranslation } from './use-companies-translation';

export interface RoadmapFilter {
  status: MilestoneStatus | '';
  category: MilestoneCategory | '';
}

export const NO_FILTER: RoadmapFilter = { status: '', category: '' };

/** The roadmap's two filters, by status and by category; empty shows all. */
export function RoadmapFilters({ filter, onChange }: { filter: RoadmapFilter; onChange: (filter: RoadmapFilter) => void }) {
  const { t } = useCompaniesTranslation();
  const id = useId();
  const select = (name: keyof RoadmapFilter, label: string, values: readonly string[], labelOf: (value: string) => string) => (
    <div className="flex min-w-40 flex-1 flex-col gap-1 text-sm sm:flex-none">
      <label htmlFor={`${id}-${name}`} className="font-medium">
        {label}
      </label>
      <select id={`${id}-${name}`} className="text-field" value={filter[name]} onChange={(event) => onChange({ ...filter, [name]: event.target.value })}>
        <option value="">{t('roadmap.filters.all')}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {labelOf(value)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div role="group" aria-label={t('roadmap.filters.label')} className="flex flex-wrap items-end gap-3">
      {select('status', t('roadmap.filters.status'), MILESTONE_STATUSES, (value) => t(`plan.statuses.${value}`))}
      {select('category', t('roadmap.filters.category'), MILESTONE_CATEGORIES, (value) => t(`plan.categories.${value}`))}
    </div>
  );
}
