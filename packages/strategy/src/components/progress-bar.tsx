import { useId } from 'react';

/**
 * A progress of 0..1 as a bar with its words beside it: a progressbar whose value text says what
 * the bar shows, so nothing is told by length or colour alone. It fills from the start side, so it
 * runs right to left in Arabic. Without progress the bar is empty and the text says why.
 */
export function ProgressBar({ label, progress, valueText, size = 'md', testId }: { label: string; progress: number | null; valueText: string; size?: 'md' | 'lg'; testId?: string }) {
  const labelId = useId();
  const percent = progress === null ? 0 : Math.round(progress * 100);
  return (
    <div className="flex flex-col gap-1" data-testid={testId}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span id={labelId} className="font-medium">
          {label}
        </span>
        <span className="text-slate-700 tabular-nums dark:text-slate-300" aria-hidden="true">
          {valueText}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress === null ? undefined : percent}
        aria-valuetext={valueText}
        className={`w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800 ${size === 'lg' ? 'h-4' : 'h-2.5'}`}
      >
        <div className="h-full rounded-full bg-emerald-600 dark:bg-brand" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
