import { useId, type ReactNode } from 'react';

/** A titled section of a monitoring screen. */
export function Panel({ title, description, children, testId, actions }: { title: string; description?: string; children: ReactNode; testId?: string; actions?: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} data-testid={testId} className="flex min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-white">
            {title}
          </h2>
          {description ? <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
