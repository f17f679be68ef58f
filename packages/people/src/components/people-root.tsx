import type { ReactNode } from 'react';
import './people.css';

/** The element the people stylesheet is scoped to (see people.css): a page's column of sections. */
export function PeopleRoot({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div data-people="" data-testid={testId} className="mx-auto flex w-full max-w-6xl flex-col gap-8">
      {children}
    </div>
  );
}
