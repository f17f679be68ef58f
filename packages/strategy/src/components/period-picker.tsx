import { useId } from 'react';
import type { PeriodSummary } from '../model';
import { useStrategyTranslation } from './use-strategy-translation';

/** Which period the page shows, by name; the latest first. */
export function PeriodPicker({ periods, value, onChange }: { periods: readonly PeriodSummary[]; value: string; onChange: (periodId: string) => void }) {
  const { t } = useStrategyTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="font-medium">
        {t('period.label')}
      </label>
      <select id={id} className="text-field" value={value} onChange={(event) => onChange(event.target.value)} data-testid="strategy-period-picker">
        {periods.map((period) => (
          <option key={period.id} value={period.id}>
            {period.name}
          </option>
        ))}
      </select>
    </div>
  );
}
