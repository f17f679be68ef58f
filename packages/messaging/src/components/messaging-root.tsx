import type { ReactNode } from 'react';
import './messaging.css';

/** The element messaging's stylesheet is scoped to (see messaging.css). */
export function MessagingRoot({ children }: { children: ReactNode }) {
  return (
    <div data-messaging="" className="mx-auto flex w-full max-w-6xl flex-col">
      {children}
    </div>
  );
}
