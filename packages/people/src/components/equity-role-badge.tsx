import { isFounder, type EquityRole } from '../model';
import { usePeopleTranslation } from './use-people-translation';

/** Founders stand out; everyone else's standing is written plainly. */
export function EquityRoleBadge({ role }: { role: EquityRole }) {
  const { t } = usePeopleTranslation();
  const tone = isFounder(role) ? 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100' : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300';
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${tone}`} data-testid="equity-role">
      {t(`equityRoles.${role}`)}
    </span>
  );
}
