import type { SharedCompany } from '../api/get-metric-shares-with-me';
import { useMetricsTranslation } from './use-metrics-translation';

export interface SharedCompanyChooserProps {
  companies: readonly SharedCompany[];
  selected: SharedCompany;
  onChoose: (organizationId: string) => void;
}

/**
 * For a grantee: the companies that share their metrics with it, one pressed at a time, and what
 * the pressed one's grant covers.
 */
export function SharedCompanyChooser({ companies, selected, onChoose }: SharedCompanyChooserProps) {
  const { t } = useMetricsTranslation();
  return (
    <div className="flex flex-col gap-3">
      <nav aria-label={t('shared.choose')}>
        <ul className="flex flex-wrap gap-2">
          {companies.map((company) => (
            <li key={company.share_id}>
              <button
                type="button"
                aria-pressed={company.organization_id === selected.organization_id}
                onClick={() => onChoose(company.organization_id)}
                className="rounded-full border border-slate-300 px-4 py-1.5 text-sm font-medium text-slate-900 aria-pressed:border-slate-900 aria-pressed:bg-slate-900 aria-pressed:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand dark:border-slate-700 dark:text-slate-100 dark:aria-pressed:border-white dark:aria-pressed:bg-white dark:aria-pressed:text-slate-900"
                data-testid="shared-company"
                dir="auto"
              >
                {company.organization_name}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="shared-scope">
        {selected.all_metrics ? t('shared.scopeAll', { name: selected.organization_name }) : t('shared.scopeSome', { name: selected.organization_name })}
      </p>
    </div>
  );
}
