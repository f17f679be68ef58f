import { joinPath, useCurrentRoute } from '@fikrspace/portal-kit';
import { Link } from '@fikrspace/router';
import { useTranslation } from 'react-i18next';
import type { ReadinessCheck } from '../readiness';

/**
 * The checklist as cards: each check done or to do (in words and a mark, never colour alone),
 * why investors look at it, what was found and the page that fixes it. Styled only with classes
 * the shell's stylesheet already holds (packages/ui), since no stylesheet of this app reaches the
 * federated portal.
 */
export function ReadinessChecklist({ checks, detail }: { checks: readonly ReadinessCheck[]; detail: (check: ReadinessCheck) => string }) {
  const { t } = useTranslation('startup');
  const { prefix } = useCurrentRoute();
  const ready = checks.filter((check) => check.done).length;
  return (
    <>
      <p className="text-xl font-bold text-slate-900 dark:text-white" role="status" data-testid="readiness-count">
        {t('scorecard.count', { ready, total: checks.length })}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2" aria-label={t('scorecard.listLabel')}>
        {checks.map((check) => (
          <li key={check.id} className="flex flex-col gap-1.5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900" data-testid={`readiness-${check.id}`}>
            <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t(`scorecard.items.${check.id}.title`)}</h2>
            <p className={check.done ? 'text-sm font-semibold text-emerald-700 dark:text-brand' : 'text-sm font-semibold text-slate-700 dark:text-slate-300'} data-testid="readiness-state">
              <span aria-hidden="true">{check.done ? '✓ ' : '○ '}</span>
              {t(check.done ? 'scorecard.done' : 'scorecard.toDo')}
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t(`scorecard.items.${check.id}.why`)}</p>
            <p className="text-sm text-slate-700 dark:text-slate-300" dir="auto">
              {detail(check)}
            </p>
            <Link to={joinPath(prefix, check.to)} className="font-semibold text-emerald-700 underline dark:text-brand">
              {t(`scorecard.items.${check.id}.action`)}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
