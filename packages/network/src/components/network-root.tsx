import type { ReactNode } from 'react';
import './network.css';

/** The element the network stylesheet is scoped to (see network.css). */
export function NetworkRoot({ children }: { children: ReactNode }) {
  return (
    <div data-network="" className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      {children}
    </div>
  );
}
