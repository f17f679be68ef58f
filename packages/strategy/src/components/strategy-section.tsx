import { useId, type ReactNode } from 'react';

/** A titled part of the page: a heading of the second level, an optional line below it, its actions on the end side. */
export function StrategySection({ title, description, actions, children, testId }: { title: string; description?: string; actions?: ReactNode; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900" data-testid={testId}>
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <div className="min-w-0">
          <h2 id={id} className="text-lg font-semibold">
            {title}
          </h2>
          {description ? <p className="text-sm text-slate-600 dark:text-slate-300">{description}</p> : null}
        </div>
        {actions}
      </header>
      <div className="flex flex-col gap-4 p-4">{children}</div>
    </section>
  );
}
