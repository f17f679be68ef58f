import { useId } from 'react';
import { isoDate } from '../../ledger-model';
import { useCapTableTranslation } from '../use-cap-table-translation';

/** The date the cap table is shown as of: any past or future day, today by default. */
export function AsOfPicker({ value, onChange }: { value: string; onChange: (date: string) => void }) {
  const { t } = useCapTableTranslation();
  const id = useId();
  const today = isoDate(new Date());
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label htmlFor={id} className="flex flex-col gap-1 text-sm font-medium">
        {t('ledger.asOf')}
        <input
          id={id}
          type="date"
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900"
          value={value}
          required
          onChange={(event) => {
            // A cleared or half-typed date keeps the last whole one on screen.
            if (/^\d{4}-\d{2}-\d{2}$/.test(event.target.value)) onChange(event.target.value);
          }}
          data-testid="cap-as-of"
        />
      </label>
      <button type="button" className="secondary-button" disabled={value === today} onClick={() => onChange(today)}>
        {t('ledger.today')}
      </button>
    </div>
  );
}
