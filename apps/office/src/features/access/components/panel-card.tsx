import { useId, type ReactNode } from 'react';

/** A titled block of the member panel. */
export function PanelCard({ title, hint, children, testId }: { title: string; hint?: string; children: ReactNode; testId?: string }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-testid={testId} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div>
        <h4 id={titleId} className="font-semibold text-slate-900 dark:text-white">
          {title}
        </h4>
        {hint ? <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">{hint}</p> : null}
      </div>
      {children}
    </section>
  );
}
