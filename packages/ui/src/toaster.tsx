import { Suspense, lazy, useState } from 'react';
import { useToast } from './toast-store';

export { TOAST_DURATION, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD } from './toast-settings';

const ToastList = lazy(() => import('./toast-list').then((module) => ({ default: module.ToastList })));

/**
 * The page's toasts (spec 000 §9). Most pages never show one, so their code (Radix Toast) is
 * downloaded with the first toast; from then on the list stays mounted, so later toasts, their
 * closing and the F8 hotkey behave as if it had always been there.
 */
export function Toaster() {
  const hasToasts = useToast().toasts.length > 0;
  const [needed, setNeeded] = useState(hasToasts);
  if (hasToasts && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}
