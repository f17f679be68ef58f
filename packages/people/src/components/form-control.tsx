import type { ReactNode } from 'react';

export interface FormControlProps {
  /** The control's id: its label points at it, and its hint and refusal are named after it. */
  id: string;
  label: string;
  hint?: string;
  /** Why the value is refused, in the page's language. */
  refusal?: string;
  /** "23 / 120", beside the label, for a text with a length limit. */
  counter?: string;
  className?: string;
  /** The control, given what describes it to assistive technology. */
  render: (described: { 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
}

/** A form control under its label, with its hint and its refusal tied to it. */
export function FormControl({ id, label, hint, refusal, counter, className = '', render }: FormControlProps) {
  const describedBy = [hint ? `${id}-hint` : '', refusal ? `${id}-refusal` : ''].filter(Boolean).join(' ');
  return (
    <div className={`flex min-w-0 flex-col gap-1 text-sm ${className}`}>
      <span className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="font-medium text-slate-800 dark:text-slate-200">
          {label}
        </label>
        {counter ? (
          <span aria-hidden="true" className="text-xs text-slate-500 tabular-nums dark:text-slate-400">
            {counter}
          </span>
        ) : null}
      </span>
      {render({ 'aria-describedby': describedBy || undefined, 'aria-invalid': refusal ? true : undefined })}
      {hint ? (
        <span id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </span>
      ) : null}
      {refusal ? (
        <span id={`${id}-refusal`} className="text-xs text-red-700 dark:text-red-300">
          {refusal}
        </span>
      ) : null}
    </div>
  );
}
