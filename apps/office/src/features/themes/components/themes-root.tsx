import type { ReactNode } from 'react';
import './themes.css';

/** The element the theme screen's stylesheet is scoped to (see themes.css). */
export function ThemesRoot({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <div data-office-themes="" data-testid={testId}>
      {children}
    </div>
  );
}
