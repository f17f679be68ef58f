import type { ReactNode } from 'react';
import './strategy.css';

/** The element Fikr OS's stylesheet is scoped to (see strategy.css). */
export function StrategyRoot({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div data-strategy="" data-testid={testId} className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      {children}
    </div>
  );
}
