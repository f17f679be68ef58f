import { prefetchDbCode } from '@fikrspace/db';
import type { AuthResult } from '@fikrspace/session';
import { useEffect, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MISSING_CREDENTIALS_MESSAGE } from './auth-actions';

/* The parts every account screen is made of: the card, its fields, and the texts of failures. */

/** An account screen: each one signs in, registers or confirms through the database client. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string | undefined; children: ReactNode }) {
  // A signed-out page is shown without the client's code; it downloads while the form is filled in.
  useEffect(() => prefetchDbCode(), []);
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
        {subtitle ? <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

export type FieldProps = { id: string; label: string; error?: string[] | undefined } & InputHTMLAttributes<HTMLInputElement>;

function FieldErrors({ id, error }: { id: string; error: string[] | undefined }) {
  if (!error?.length) return null;
  return (
    <ul id={id} data-testid={`${id}`} className="list-disc space-y-0.5 ps-5 text-sm text-red-700 dark:text-red-300">
      {error.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

export function Field({ id, label, error, ...input }: FieldProps) {
  const errorId = `${id}-errors`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <input id={id} name={id} className="text-field" aria-invalid={error?.length ? true : undefined} aria-describedby={error?.length ? errorId : undefined} {...input} />
      <FieldErrors id={errorId} error={error} />
    </div>
  );
}

/** A password input whose text can be shown, for people who type it on a phone. */
export function PasswordField({ id, label, error, ...input }: FieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const errorId = `${id}-errors`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {/* The input's own direction places the button, so it never sits over the typed text. */}
      <div className="relative" dir={input.dir}>
        <input
          id={id}
          name={id}
          type={visible ? 'text' : 'password'}
          className="text-field w-full pe-20"
          aria-invalid={error?.length ? true : undefined}
          aria-describedby={error?.length ? errorId : undefined}
          {...input}
        />
        <button
          type="button"
          className="absolute inset-y-1 end-1 rounded-md px-2 text-sm font-medium text-emerald-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-600 dark:text-brand dark:hover:bg-slate-800"
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? t('auth.hidePassword') : t('auth.showPassword')}
        </button>
      </div>
      <FieldErrors id={errorId} error={error} />
    </div>
  );
}

export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" data-testid="form-error" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/60 dark:text-red-200">
      {message}
    </p>
  );
}

/** The text a screen shows for a failed auth call. */
export function useAuthErrorText() {
  const { t } = useTranslation();
  return (result: AuthResult): string | null => {
    switch (result.error) {
      case undefined:
        return null;
      case 'missing_credentials':
        return MISSING_CREDENTIALS_MESSAGE;
      case 'weak_password':
        return t('auth.errors.weakPassword');
      case 'unavailable':
        return result.message ?? t('auth.errors.unknown');
      case 'unknown':
        return result.message ? `${t('auth.errors.unknown')} (${result.message})` : t('auth.errors.unknown');
      default:
        return t(`auth.errors.${camel(result.error)}`);
    }
  };
}

function camel(code: string): string {
  return code.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

/** GoTrue's weak-password reasons, said in the user's language. */
export function usePasswordReasons() {
  const { t } = useTranslation();
  return (result: AuthResult): string[] | undefined => {
    if (result.error !== 'weak_password') return undefined;
    const reasons = result.passwordReasons?.length ? result.passwordReasons : ['length'];
    return reasons.map((reason) => t(`auth.passwordReasons.${reason}`, { defaultValue: result.message ?? reason }));
  };
}
