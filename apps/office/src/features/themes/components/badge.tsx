import type { ReactNode } from 'react';

const TONES = {
  neutral: 'border-slate-300 text-slate-700 dark:border-slate-600 dark:text-slate-300',
  active: 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950/60 dark:text-emerald-100',
  custom: 'border-indigo-300 text-indigo-800 dark:border-indigo-700 dark:text-indigo-200',
} as const;

/** A short fact about a theme (light or dark, built-in or custom, active), never colour alone. */
export function Badge({ tone = 'neutral', children }: { tone?: keyof typeof TONES; children: ReactNode }) {
  return <span className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium ${TONES[tone]}`}>{children}</span>;
}
