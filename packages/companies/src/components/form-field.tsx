import type { ReactNode } from 'react';

/** The ids that describe an input: its hint and, while it is refused, the reason. */
export function describedBy(inputId: string, { hint, error }: { hint?: unknown; error?: unknown }): string | undefined {
  return [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(' ') || undefined;
}

export interface FormFieldProps {
  inputId: string;
  label: string;
  /** Shown under the input, and named as its description. */
  hint?: string;
  /** Why the value is refused, in the page's language. */
  error?: string;
  /** "23 / 140", beside the label, for a text with a length limit. */
  counter?: string;
  className?: string;
  children: ReactNode;
}

/** A labelled input with its hint and its refusal, each tied to the input for assistive technology. */
export function FormField({ inputId, label, hint, error, counter, className = '', children }: FormFieldProps) {
  return (
    <div className={`flex flex-col gap-1 text-sm ${className}`}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={inputId} className="font-medium">
          {label}
        </label>
        {counter ? (
          <span className={`text-xs tabular-nums ${error ? 'text-red-700 dark:text-red-300' : 'text-slate-500 dark:text-slate-400'}`} aria-hidden="true">
            {counter}
          </span>
        ) : null}
      </div>
      {children}
      {hint ? (
        <p id={`${inputId}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="text-xs text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
