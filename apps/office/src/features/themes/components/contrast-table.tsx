import { NON_TEXT_CONTRAST_AA, TEXT_CONTRAST_AA } from '@fikrspace/theme';
import { useId } from 'react';
import { useRatioFormat } from '../hooks/use-ratio-format';
import { useThemesTranslation } from '../hooks/use-themes-translation';
import type { ContrastCheck } from '../utils/contrast-checks';

/**
 * The measured WCAG 2 contrast of the previewed colours, with the level AA asks for. Drawn in the
 * page's own colours, not the previewed theme's, so it stays readable whatever the theme does.
 */
export function ContrastTable({ checks }: { checks: readonly ContrastCheck[] }) {
  const { t } = useThemesTranslation();
  const ratio = useRatioFormat();
  const titleId = useId();
  const hintId = useId();
  return (
    <section aria-labelledby={titleId} aria-describedby={hintId} className="flex flex-col gap-2" data-testid="contrast-table">
      <h3 id={titleId} className="text-base font-semibold text-slate-900 dark:text-white">
        {t('contrast.title')}
      </h3>
      <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
        {t('contrast.hint', { text: ratio.threshold(TEXT_CONTRAST_AA), controls: ratio.threshold(NON_TEXT_CONTRAST_AA) })}
      </p>
      <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
        <table className="w-full text-start text-sm">
          <thead className="bg-slate-50 text-xs font-semibold text-slate-600 dark:bg-slate-950/60 dark:text-slate-400">
            <tr>
              <th scope="col" className="px-3 py-2 text-start">
                {t('contrast.pair')}
              </th>
              <th scope="col" className="px-3 py-2 text-end">
                {t('contrast.measured')}
              </th>
              <th scope="col" className="px-3 py-2 text-end">
                {t('contrast.required')}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t('contrast.result')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {checks.map((check) => (
              <tr key={check.id} data-testid={`contrast-${check.id}`}>
                <th scope="row" className="px-3 py-2 text-start font-medium text-slate-900 dark:text-slate-100">
                  <span className="flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className="inline-grid size-7 shrink-0 place-items-center rounded-md border border-slate-300 text-xs font-bold dark:border-slate-600"
                      style={{ color: check.foreground, backgroundColor: check.background }}
                    >
                      {t('contrast.sample')}
                    </span>
                    {t(`contrast.pairs.${check.id}`)}
                  </span>
                </th>
                <td className="px-3 py-2 text-end tabular-nums text-slate-900 dark:text-slate-100" data-testid="contrast-ratio">
                  {ratio.measured(check.ratio)}
                </td>
                <td className="px-3 py-2 text-end tabular-nums text-slate-700 dark:text-slate-300">{ratio.threshold(check.required)}</td>
                <td className="px-3 py-2">
                  {check.passes ? (
                    <span className="font-medium text-emerald-800 dark:text-emerald-300">{t('contrast.passes')}</span>
                  ) : (
                    <span className="font-medium text-red-700 dark:text-red-300">{t('contrast.fails')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
