import type { ReactNode } from 'react';
import './metrics.css';

/** The element the metrics stylesheet is scoped to (see metrics.css): a page's column of sections. */
export function MetricsRoot({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div data-metrics="" data-testid={testId} className="mx-auto flex w-full max-w-6xl flex-col gap-8">
      {children}
    </div>
  );
}
