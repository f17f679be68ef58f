import type { ReactNode } from 'react';
import './access.css';

/** The element the access screens' stylesheet is scoped to (see access.css). */
export function AccessRoot({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <div data-office-access="" data-testid={testId}>
      {children}
    </div>
  );
}
