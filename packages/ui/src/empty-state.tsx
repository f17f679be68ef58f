import type { ReactNode } from 'react';
import { InboxIcon } from './icons';

export interface EmptyStateProps {
  title: string;
  description: string;
  action?: ReactNode;
}

/** What a page shows before it has anything to show: what will be here, and how to get there. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <section
      data-testid="empty-state"
      className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white/60 px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900/40"
    >
      <span className="rounded-full bg-brand/15 p-3 text-emerald-700 dark:text-brand">
        <InboxIcon width={28} height={28} />
      </span>
      <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">{title}</h2>
      <p className="text-sm leading-6 text-slate-600 dark:text-slate-300">{description}</p>
      {action}
    </section>
  );
}
