import type { ReactNode } from 'react';
import './monitoring.css';

/** The element the monitoring screens' stylesheet is scoped to (see monitoring.css). */
export function MonitoringRoot({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <div data-office-monitoring="" data-testid={testId} className="mx-auto flex max-w-6xl flex-col gap-6">
      {children}
    </div>
  );
}
