import { useThemesTranslation } from '../hooks/use-themes-translation';

/**
 * A card drawn only with the classes that read the theme's variables: page and text roles, the
 * brand and interactive colours, fonts, radius and shadow. Its buttons and link are pictures of
 * controls, not controls, so they are text to assistive technology and out of the tab order.
 */
export function PreviewSample({ isDark }: { isDark: boolean }) {
  const { t } = useThemesTranslation();
  // The page's dark: variant follows the page, not the previewed theme, so the border is chosen here.
  const border = isDark ? 'border-slate-700' : 'border-slate-200';
  return (
    <figure className={`flex flex-col gap-3 rounded-xl border bg-(--fs-bg-secondary) p-4 shadow-md sm:p-5 ${border}`} data-testid="preview-sample">
      <figcaption className="sr-only">{t('preview.sample.caption')}</figcaption>
      <span className="w-fit rounded-full bg-brand px-2.5 py-0.5 text-xs font-semibold text-slate-950">{t('preview.sample.eyebrow')}</span>
      <h4 className="font-heading text-lg font-semibold text-(--fs-text-primary)">{t('preview.sample.heading')}</h4>
      <p className="text-sm leading-6 text-(--fs-text-secondary)">{t('preview.sample.body')}</p>
      <p className="text-xs text-(--fs-text-tertiary)">{t('preview.sample.note')}</p>
      <div className="flex flex-wrap items-center gap-2">
        <span className="inline-flex items-center rounded-lg bg-interactive px-4 py-2 text-sm font-semibold text-on-interactive">{t('preview.sample.primary')}</span>
        <span className={`inline-flex items-center rounded-lg border px-4 py-2 text-sm font-semibold text-(--fs-text-primary) ${isDark ? 'border-slate-600' : 'border-slate-300'}`}>
          {t('preview.sample.secondary')}
        </span>
        <span className="inline-flex items-center rounded-lg bg-secondary px-4 py-2 text-sm font-semibold text-white">{t('preview.sample.brand')}</span>
      </div>
      <p className="text-sm text-(--fs-text-secondary)">
        <span className="font-medium text-interactive underline underline-offset-2">{t('preview.sample.link')}</span>
      </p>
    </figure>
  );
}
