import { useEffect, useId, useRef, type KeyboardEvent } from 'react';

export interface ConfirmRemovalProps {
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks in place before something is removed: the question replaces the button that asked, focus
 * lands on the safe answer, and Escape keeps everything as it was.
 */
export function ConfirmRemoval({ question, confirmLabel, cancelLabel, busy, onConfirm, onCancel }: ConfirmRemovalProps) {
  const questionId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !busy) {
      event.stopPropagation();
      onCancel();
    }
  };
  return (
    <div role="group" aria-labelledby={questionId} onKeyDown={onKeyDown} className="flex flex-wrap items-center gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 dark:bg-red-950/50 dark:text-red-100">
      <p id={questionId} className="me-auto">
        {question}
      </p>
      <button ref={keep} type="button" className="secondary-button" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </button>
      <button type="button" className="rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 focus-visible:ring-2 focus-visible:ring-red-400 focus-visible:outline-none disabled:opacity-60" onClick={onConfirm} disabled={busy}>
        {confirmLabel}
      </button>
    </div>
  );
}
