import type { ReactNode } from 'react';
import './cap-table.css';

/** The element the cap table's stylesheet is scoped to (see cap-table.css). */
export function CapTableRoot({ children }: { children: ReactNode }) {
  return (
    <div data-cap-table="" className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      {children}
    </div>
  );
}
