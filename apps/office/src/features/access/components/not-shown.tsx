import { useTranslation } from 'react-i18next';

/** A value the caller may not read: absent from what the database returned, so not known here. */
export function NotShown() {
  const { t } = useTranslation();
  return (
    <span className="text-slate-500 dark:text-slate-400" title={t('officeAccess.readOnly.notShown')}>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t('officeAccess.readOnly.notShown')}</span>
    </span>
  );
}
