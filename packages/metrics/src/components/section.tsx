import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A titled card of the metrics page: its heading names the region for screen readers. */
export function Section({ title, description, actions, children, testId }: { title: string; description?: string; actions?: ReactNode; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} data-testid={testId} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-slate-100">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A section's loading state: small, since several sections of one page may load at once. */
export function SectionLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" aria-live="polite" className="flex items-center gap-3 py-6 text-sm text-slate-600 dark:text-slate-300">
      <span className="size-5 animate-spin rounded-full border-2 border-brand/30 border-t-brand motion-reduce:animate-none" aria-hidden="true" />
      {t('loading')}
    </p>
  );
}

/** What a section shows when there is nothing yet. */
export function SectionEmpty({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">{children}</p>;
}

/** A result said once, politely (saved) or at once (refused). */
export function Notice({ tone, children }: { tone: 'ok' | 'error'; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg px-3 py-2 text-sm ${tone === 'error' ? 'bg-red-50 text-red-800 dark:bg-red-950/60 dark:text-red-200' : 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-200'}`}
    >
      {children}
    </p>
  );
}
