import { useMediaQuery } from '@fikrspace/ui';
import { Link } from '@fikrspace/router';
import type { OrganizationSummary } from '../api/get-organizations';
import { useAccessLabels } from '../hooks/use-access-labels';
import { WIDE_SCREEN } from './wide-screen';
import { useAccessTranslation } from '../hooks/use-access-translation';

export interface OrganizationListProps {
  organizations: OrganizationSummary[];
  linkTo: (organizationId: string) => string;
}

/** A table where there is room for one, a list of cards on a phone. */
export function OrganizationList({ organizations, linkTo }: OrganizationListProps) {
  const { t, i18n } = useAccessTranslation();
  const labels = useAccessLabels();
  const wide = useMediaQuery(WIDE_SCREEN);
  const numbers = new Intl.NumberFormat(i18n.language || 'en');
  const count = (value: number | null) => (value === null ? t('organizations.membersUnknown') : numbers.format(value));

  if (wide) {
    return (
      <table className="w-full text-start text-sm" data-testid="organization-table">
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:bg-slate-950/60 dark:text-slate-400">
          <tr>
            <th scope="col" className="px-4 py-3 text-start">
              {t('organizations.name')}
            </th>
            <th scope="col" className="px-4 py-3 text-start">
              {t('organizations.type')}
            </th>
            <th scope="col" className="px-4 py-3 text-end">
              {t('organizations.members')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {organizations.map((organization) => (
            <tr key={organization.id} data-testid="organization-row" className="hover:bg-slate-50 dark:hover:bg-slate-800/50">
              <th scope="row" className="px-4 py-3 text-start font-medium">
                <Link to={linkTo(organization.id)} className="text-slate-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand dark:text-white" dir="auto">
                  {organization.name}
                </Link>
              </th>
              <td className="px-4 py-3 text-slate-700 dark:text-slate-300">{labels.organizationType(organization.type)}</td>
              <td className="px-4 py-3 text-end tabular-nums text-slate-700 dark:text-slate-300">{count(organization.memberCount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="organization-cards">
      {organizations.map((organization) => (
        <li key={organization.id} data-testid="organization-row">
          <Link to={linkTo(organization.id)} className="flex flex-col gap-1 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand dark:hover:bg-slate-800/50">
            <span className="font-medium text-slate-900 dark:text-white" dir="auto">
              {organization.name}
            </span>
            <span className="text-xs text-slate-600 dark:text-slate-400">
              {labels.organizationType(organization.type)} · {t('organizations.memberCount', { members: count(organization.memberCount) })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
