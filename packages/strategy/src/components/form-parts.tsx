import { errorCode, errorMessage } from '@fikrspace/errors';
import { useId, type ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useStrategyTranslation } from './use-strategy-translation';

/** A labelled field whose problem, worded from its code, sits below it and is tied to it for screen readers. */
export function Field<T extends FieldValues>({
  form,
  name,
  label,
  type = 'text',
  children,
  className = '',
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  /** A number is typed as text (what was typed stays, whatever it is) with the decimal keyboard. */
  type?: 'text' | 'date' | 'number';
  /** A select (or textarea) given the returned attributes, instead of a text input. */
  children?: (attributes: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
  className?: string;
}) {
  const { t } = useStrategyTranslation();
  const id = useId();
  const problemId = `${id}-problem`;
  const message = (form.formState.errors as FieldErrors<FieldValues>)[name]?.message;
  const attributes = { id, 'aria-invalid': message ? (true as const) : undefined, 'aria-describedby': message ? problemId : undefined };
  return (
    <div className={`flex flex-col gap-1 text-sm ${className}`}>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {children ? children(attributes) : <input type={type === 'number' ? 'text' : type} inputMode={type === 'number' ? 'decimal' : undefined} className="text-field" {...attributes} {...form.register(name)} />}
      {typeof message === 'string' ? (
        <span id={problemId} className="text-xs text-red-700 dark:text-red-300">
          {t(`problems.${message}`)}
        </span>
      ) : null}
    </div>
  );
}

/** What the database said to a write the form sent: a name already used, or its own reason. */
export function Refusal({ error }: { error: unknown }) {
  const { t } = useStrategyTranslation();
  if (!error) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200" data-testid="strategy-refusal">
      {errorCode(error) === 'DUPLICATE_RECORD' ? t('problems.nameTaken') : t('problems.refused', { reason: errorMessage(error) })}
    </p>
  );
}

/** The form's send button, and a way out when the form edits something or was opened on demand. */
export function FormActions({ pending, label, onCancel }: { pending: boolean; label: string; onCancel?: () => void }) {
  const { t } = useStrategyTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="submit" className="primary-button" disabled={pending}>
        {pending ? t('actions.saving') : label}
      </button>
      {onCancel ? (
        <button type="button" className="secondary-button" onClick={onCancel}>
          {t('actions.cancel')}
        </button>
      ) : null}
    </div>
  );
}
