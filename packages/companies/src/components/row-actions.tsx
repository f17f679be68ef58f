import { useCompaniesTranslation } from './use-companies-translation';

/**
 * Edit and Delete for one row of the plan, each described by the row's heading so a screen reader
 * says which milestone or achievement they act on. Only the actions given are shown.
 */
export function RowActions({ describedBy, onEdit, onDelete }: { describedBy: string; onEdit?: () => void; onDelete?: () => void }) {
  const { t } = useCompaniesTranslation();
  return (
    <span className="ms-auto flex gap-2">
      {onEdit ? (
        <button type="button" className="secondary-button py-1" onClick={onEdit} aria-describedby={describedBy}>
          {t('plan.edit')}
        </button>
      ) : null}
      {onDelete ? (
        <button type="button" className="secondary-button py-1 text-red-700 dark:text-red-300" onClick={onDelete} aria-describedby={describedBy}>
          {t('plan.delete')}
        </button>
      ) : null}
    </span>
  );
}
