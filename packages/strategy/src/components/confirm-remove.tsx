import { useEffect, useRef, useState } from 'react';
import { useStrategyTranslation } from './use-strategy-translation';

/**
 * A remove button that asks first: the first press offers "Remove now" and "Cancel" in its place,
 * so nothing goes by a slip of the finger, and the keyboard lands on the confirmation.
 */
export function ConfirmRemove({ name, onConfirm, pending = false, warning }: { name: string; onConfirm: () => void; pending?: boolean; warning?: string }) {
  const { t } = useStrategyTranslation();
  const [asking, setAsking] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirm.current?.focus();
  }, [asking]);
  if (!asking)
    return (
      <button type="button" className="secondary-button text-sm" onClick={() => setAsking(true)} aria-label={t('actions.named', { action: t('actions.remove'), name: name })}>
        {t('actions.remove')}
      </button>
    );
  return (
    <span className="flex flex-wrap items-center gap-2" role="group" aria-label={t('actions.removeNamed', { name })}>
      {warning ? <span className="text-xs text-slate-600 dark:text-slate-300">{warning}</span> : null}
      <button
        ref={confirm}
        type="button"
        className="secondary-button text-sm text-red-700 dark:text-red-300"
        disabled={pending}
        onClick={() => {
          onConfirm();
          setAsking(false);
        }}
      >
        {t('actions.confirm')}
      </button>
      <button type="button" className="secondary-button text-sm" onClick={() => setAsking(false)}>
        {t('actions.cancel')}
      </button>
    </span>
  );
}
