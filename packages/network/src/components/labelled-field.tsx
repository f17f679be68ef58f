import type { ReactNode } from 'react';

export interface LabelledFieldProps {
  inputId: string;
  label: string;
  hint?: string;
  /** Why the value is refused, in the page's language. */
  error?: string;
  className?: string;
  /** The input, given the ids of the texts that describe it. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** A form control with its label above it and, below, its hint and its refusal, both tied to the control. */
export function LabelledField({ inputId, label, hint, error, className = '', children }: LabelledFieldProps) {
  const notes = [
    { id: `${inputId}-hint`, text: hint, tone: 'text-slate-500 dark:text-slate-400' },
    { id: `${inputId}-error`, text: error, tone: 'text-red-700 dark:text-red-300' },
  ].filter((note) => note.text);
  return (
    <div className={`flex min-w-0 flex-col gap-1 text-sm ${className}`}>
      <label htmlFor={inputId} className="font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {children(notes.length ? notes.map((note) => note.id).join(' ') : undefined)}
      {notes.map((note) => (
        <p key={note.id} id={note.id} className={`text-xs ${note.tone}`}>
          {note.text}
        </p>
      ))}
    </div>
  );
}
