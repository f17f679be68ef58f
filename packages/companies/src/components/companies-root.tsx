import type { ReactNode } from 'react';
import './companies.css';

/** The element the companies stylesheet is scoped to (see companies.css). */
export function CompaniesRoot({ children }: { children: ReactNode }) {
  return (
    <div data-companies="" className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      {children}
    </div>
  );
}
