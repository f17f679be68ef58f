import { saveFailureKey } from './save-failure';
import { useNetworkTranslation } from './use-network-translation';

export interface FormActionsProps {
  saveLabel: string;
  pending: boolean;
  /** The failed save's error, said beside the buttons; none while nothing failed. */
  error: unknown;
  onCancel: () => void;
}

/** A network form's last row: save, cancel, and why the last save failed. */
export function FormActions({ saveLabel, pending, error, onCancel }: FormActionsProps) {
  const { t } = useNetworkTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2 sm:col-span-2">
      <button type="submit" className="primary-button" disabled={pending}>
        {pending ? t('form.saving') : saveLabel}
      </button>
      <button type="button" className="secondary-button" onClick={onCancel} disabled={pending}>
        {t('form.cancel')}
      </button>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t(saveFailureKey(error))}
        </p>
      ) : null}
    </div>
  );
}
