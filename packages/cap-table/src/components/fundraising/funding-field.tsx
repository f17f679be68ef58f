import { createElement, useId, type ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useCapTableTranslation } from '../use-cap-table-translation';

/** A heading at the level its place on the page gives it (the panel's own level, plus one per nesting). */
export function Heading({ level, className, children, id }: { level: number; className?: string; children: ReactNode; id?: string }) {
  return createElement(`h${Math.min(Math.max(level, 1), 6)}`, { className, id }, children);
}

/**
 * A labelled field of a fundraising form, its problem worded from its code below it, outside the
 * label, so the field's name stays what the label says. Without children it is a text input.
 */
export function FundingField<T extends FieldValues>({
  form,
  name,
  label,
  children,
  className = '',
  input = {},
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  children?: (describedBy: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
  className?: string;
  input?: Record<string, unknown>;
}) {
  const { t } = useCapTableTranslation();
  const id = useId();
  const message = (form.formState.errors as FieldErrors<FieldValues>)[name]?.message;
  const describedBy: { 'aria-invalid'?: true; 'aria-describedby'?: string } = typeof message === 'string' ? { 'aria-invalid': true, 'aria-describedby': id } : {};
  return (
    <div className={`flex flex-col gap-1 text-sm ${className}`}>
      <label className="flex flex-col gap-1">
        {label}
        {children ? children(describedBy) : <input className="text-field" {...describedBy} {...form.register(name)} {...input} />}
      </label>
      {typeof message === 'string' ? (
        <span id={id} className="text-xs text-red-700 dark:text-red-300">
          {t(`fundraising.problems.${message}`)}
        </span>
      ) : null}
    </div>
  );
}

/** A refusal of the database beside the form that sent it, with its reason as the database gave it. */
export function Refusal({ reason, testId }: { reason: string; testId?: string }) {
  const { t } = useCapTableTranslation();
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200" data-testid={testId}>
      {t('fundraising.refused', { reason })}
    </p>
  );
}
