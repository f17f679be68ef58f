import type { ReactNode } from 'react';
import './help-center.css';

/** The element the help-center stylesheet is scoped to (see help-center.css). */
export function HelpCenterRoot({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div data-help-center="" data-testid={testId} className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      {children}
    </div>
  );
}
