import type { ReactNode } from 'react';
import './notifications.css';

/** The element the notifications' stylesheet is scoped to (see notifications.css). */
export function NotificationsRoot({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div data-notifications="" className={className}>
      {children}
    </div>
  );
}
