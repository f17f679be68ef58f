import type { ReactNode } from 'react';

export function StatCard({ label, value, hint, tone = 'neutral', testId }: { label: string; value: ReactNode; hint?: string; tone?: 'neutral' | 'good' | 'warning' | 'bad'; testId?: string }) {
  const toneClass = {
    neutral: 'border-slate-200 dark:border-slate-800',
    good: 'border-emerald-300 dark:border-emerald-800',
    warning: 'border-amber-300 dark:border-amber-700',
    bad: 'border-red-300 dark:border-red-800',
  }[tone];
  return (
    <div className={`rounded-2xl border bg-white p-4 dark:bg-slate-900 ${toneClass}`} data-testid={testId}>
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums dark:text-white">{value}</dd>
      {hint ? <dd className="mt-1 text-xs text-slate-500 dark:text-slate-400">{hint}</dd> : null}
    </div>
  );
}
