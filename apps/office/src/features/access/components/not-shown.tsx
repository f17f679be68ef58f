import { useAccessTranslation } from '../hooks/use-access-translation';

/** A value the caller may not read: absent from what the database returned, so not known here. */
export function NotShown() {
  const { t } = useAccessTranslation();
  return (
    <span className="text-slate-500 dark:text-slate-400" title={t('readOnly.notShown')}>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t('readOnly.notShown')}</span>
    </span>
  );
}
