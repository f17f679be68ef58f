import { useId } from 'react';

export interface PlanProgressBarProps {
  label: string;
  /** How many are done, of how many. */
  value: number;
  max: number;
  /** What a screen reader says of it ("3 of 5 done"), in the page's language. */
  valueText: string;
}

/**
 * Done against planned as a bar: a progressbar with its numbers for assistive technology, filling
 * from the start side, so it runs right to left in Arabic.
 */
export function PlanProgressBar({ label, value, max, valueText }: PlanProgressBarProps) {
  const labelId = useId();
  const share = max === 0 ? 0 : Math.min(100, Math.round((value / max) * 100));
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium">
          {label}
        </span>
        <span className="text-slate-600 tabular-nums dark:text-slate-400" aria-hidden="true">
          {valueText}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={valueText}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div className="h-full rounded-full bg-emerald-600 dark:bg-brand" style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}
