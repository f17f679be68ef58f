import { RANGE_DAYS, type RangeDays } from '../utils/date-range';
import { useMonitoringTranslation } from '../hooks/use-monitoring-translation';

/** The period a screen summarizes: a group of radio buttons (arrow keys move between them). */
export function RangePicker({ value, onChange }: { value: RangeDays; onChange: (days: RangeDays) => void }) {
  const { t } = useMonitoringTranslation();
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{t('range.label')}</legend>
      {RANGE_DAYS.map((days) => (
        <label
          key={days}
          className="cursor-pointer rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800 has-checked:border-secondary has-checked:bg-secondary has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-brand dark:border-slate-600 dark:text-slate-100 dark:has-checked:border-brand dark:has-checked:bg-brand dark:has-checked:text-slate-950"
        >
          <input type="radio" name="monitoring-range" className="sr-only" value={days} checked={value === days} onChange={() => onChange(days)} />
          {t('range.days', { count: days })}
        </label>
      ))}
    </fieldset>
  );
}
