import { useId, type ReactNode } from 'react';

/**
 * A titled part of the cap table page. A wide table scrolls inside it, and the scrolling region
 * takes keyboard focus so it can be scrolled without a mouse.
 */
export function LedgerSection({ title, description, actions, children, testId }: { title: string; description?: string; actions?: ReactNode; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900" data-testid={testId}>
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <div>
          <h2 id={id} className="text-lg font-semibold">
            {title}
          </h2>
          {description ? <p className="text-sm text-slate-600 dark:text-slate-300">{description}</p> : null}
        </div>
        {actions}
      </header>
      {children}
    </section>
  );
}

/** The scrolling box of a wide table, reachable by keyboard and named for screen readers. */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="relative overflow-x-auto outline-none focus-visible:ring-2 focus-visible:ring-brand">
      {children}
    </div>
  );
}

export const cellClass = 'px-4 py-2 text-start align-top';
export const numberCellClass = 'px-4 py-2 text-end tabular-nums align-top';
export const headClass = 'px-4 py-2 text-start text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300';
export const numberHeadClass = 'px-4 py-2 text-end text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300';
