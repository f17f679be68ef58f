import { joinPath, useCurrentRoute } from '@fikrspace/portal-kit';
import { NavLink } from '@fikrspace/router';
import { useCapTableTranslation } from './use-cap-table-translation';

/** Fikr Cap's two pages: the cap table itself, and the round modeler that never writes to it until a round is converted. */
export function CapNav() {
  const { t } = useCapTableTranslation();
  const { prefix } = useCurrentRoute();
  const tab = ({ isActive }: { isActive: boolean }) =>
    `rounded-full px-4 py-1.5 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-brand ${
      isActive ? 'bg-slate-900 text-white dark:bg-slate-100 dark:text-slate-900' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
    }`;
  return (
    <nav aria-label={t('nav.label')} className="flex flex-wrap gap-2">
      <NavLink to={joinPath(prefix, '/cap')} end className={tab} data-testid="cap-nav-table">
        {t('nav.table')}
      </NavLink>
      <NavLink to={joinPath(prefix, '/cap/rounds')} className={tab} data-testid="cap-nav-rounds">
        {t('nav.rounds')}
      </NavLink>
    </nav>
  );
}
