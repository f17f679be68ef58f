import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface ModalDialogProps {
  title: string;
  /** Read out with the title; an alert dialog (a question before a deletion) must have one. */
  description?: ReactNode;
  /** `alertdialog` for a question that needs an answer, `dialog` for a form. */
  role?: 'dialog' | 'alertdialog';
  /** Escape, or the caller's Cancel; not offered while `busy`. */
  onClose: () => void;
  busy?: boolean;
  children: ReactNode;
  testId?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal over the page, for a form or a question. Focus moves into it (to the element marked
 * `data-autofocus`, else the first field or button), Tab and Shift+Tab go round inside it, Escape
 * closes it, and focus returns to whatever opened it. It is rendered in place, inside the
 * context's root, so the context's scoped styles apply to it.
 */
export function ModalDialog({ title, description, role = 'dialog', onClose, busy = false, children, testId }: ModalDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = panel.current?.querySelector<HTMLElement>('[data-autofocus]') ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => opener?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busy) onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const stops = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (stops.length === 0) return;
    const edge = event.shiftKey ? stops[0] : stops[stops.length - 1];
    if (document.activeElement === edge) {
      event.preventDefault();
      (event.shiftKey ? stops[stops.length - 1] : stops[0])?.focus();
    }
  };

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center overflow-y-auto bg-slate-950/50 p-0 sm:items-center sm:p-4" onKeyDown={onKeyDown}>
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        data-testid={testId}
        className="flex max-h-full w-full max-w-xl flex-col gap-4 overflow-y-auto rounded-t-2xl bg-white p-5 text-slate-900 shadow-xl sm:rounded-2xl sm:p-6 dark:bg-slate-900 dark:text-slate-100"
      >
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        {description ? (
          <div id={descriptionId} className="text-sm text-slate-700 dark:text-slate-300">
            {description}
          </div>
        ) : null}
        {children}
      </div>
    </div>
  );
}
