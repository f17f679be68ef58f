import { useAnalytics } from '@fikrspace/analytics';
import { useAppStore } from '@fikrspace/app-store';
import { prefetchDbCode } from '@fikrspace/db';
import { OAUTH_PROVIDERS, oauthCallbackKind, sameSitePath } from '@fikrspace/portal-kit';
import type { AuthResult, EmailLinkType } from '@fikrspace/session';
import { EmptyState, NotFoundPage } from '@fikrspace/ui';
import { useEffect, useId, useRef, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from '@fikrspace/router';
import { MISSING_CREDENTIALS_MESSAGE, useAuthActions } from './auth-actions';

/** An account screen: each one signs in, registers or confirms through the database client. */
function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string | undefined; children: ReactNode }) {
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

type FieldProps = { id: string; label: string; error?: string[] | undefined } & InputHTMLAttributes<HTMLInputElement>;

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

function Field({ id, label, error, ...input }: FieldProps) {
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
function PasswordField({ id, label, error, ...input }: FieldProps) {
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

function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" data-testid="form-error" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/60 dark:text-red-200">
      {message}
    </p>
  );
}

/** Only same-site paths are followed after sign-in, so a crafted link cannot send users away. */
export function safeRedirect(target: string | null, fallback: string): string {
  return sameSitePath(target) ?? fallback;
}

/** The text a screen shows for a failed auth call. */
function useAuthErrorText() {
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
function usePasswordReasons() {
  const { t } = useTranslation();
  return (result: AuthResult): string[] | undefined => {
    if (result.error !== 'weak_password') return undefined;
    const reasons = result.passwordReasons?.length ? result.passwordReasons : ['length'];
    return reasons.map((reason) => t(`auth.passwordReasons.${reason}`, { defaultValue: result.message ?? reason }));
  };
}

export function SignInPage({ fallbackRedirect }: { fallbackRedirect: string }) {
  const { t } = useTranslation();
  const auth = useAuthActions();
  const analytics = useAnalytics();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const errorText = useAuthErrorText();
  const requested = params.get('redirect');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    setPending(true);
    setError(null);
    const result = await auth.signIn(email, password);
    setPending(false);
    if (result.error) {
      setError(errorText(result));
      return;
    }
    analytics.track({ eventName: 'sign_in', eventType: 'custom' });
    // Spec 001 §2.1: back to the page that asked for sign-in, else the organization's portal.
    navigate(safeRedirect(requested, result.landingPath ?? fallbackRedirect), { replace: true });
  }

  return (
    <AuthCard title={t('auth.signInTitle')} subtitle={t('auth.signInSubtitle')}>
      <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate data-testid="sign-in-form" aria-busy={pending}>
        <Field id="email" label={t('auth.email')} type="email" autoComplete="email" inputMode="email" dir="ltr" />
        <PasswordField id="password" label={t('auth.password')} autoComplete="current-password" dir="ltr" />
        <FormError message={error} />
        <button type="submit" className="primary-button" disabled={pending}>
          {pending ? t('auth.signingIn') : t('auth.signIn')}
        </button>
      </form>
      <p className="mt-6 text-sm text-slate-600 dark:text-slate-300">
        {t('auth.noAccount')}{' '}
        <Link className="font-semibold text-emerald-700 underline dark:text-brand" to={`../register${params.size ? `?${params}` : ''}`} relative="path">
          {t('auth.register')}
        </Link>
      </p>
    </AuthCard>
  );
}

export function RegisterPage() {
  const { t } = useTranslation();
  const auth = useAuthActions();
  const analytics = useAnalytics();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [passwordErrors, setPasswordErrors] = useState<string[] | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const errorText = useAuthErrorText();
  const reasonsText = usePasswordReasons();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      firstName: String(data.get('firstName') ?? '').trim(),
      lastName: String(data.get('lastName') ?? '').trim(),
      email: String(data.get('email') ?? '').trim(),
      password: String(data.get('password') ?? ''),
    };
    setPending(true);
    setError(null);
    setPasswordErrors(undefined);
    const result = await auth.signUp(input);
    setPending(false);
    if (result.error) {
      const reasons = reasonsText(result);
      setPasswordErrors(reasons);
      setError(reasons ? null : errorText(result));
      if (reasons) document.getElementById('password')?.focus();
      return;
    }
    analytics.trackConversion('sign_up', { confirmationNeeded: Boolean(result.needsConfirmation) });
    if (result.needsConfirmation) navigate(`../email-confirmation?email=${encodeURIComponent(input.email)}`, { relative: 'path' });
    else navigate(safeRedirect(params.get('redirect'), result.landingPath ?? '/fikrspace/portal'), { replace: true });
  }

  return (
    <AuthCard title={t('auth.registerTitle')} subtitle={t('auth.registerSubtitle')}>
      <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate data-testid="register-form" aria-busy={pending}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="firstName" label={t('auth.firstName')} autoComplete="given-name" />
          <Field id="lastName" label={t('auth.lastName')} autoComplete="family-name" />
        </div>
        <Field id="email" label={t('auth.email')} type="email" autoComplete="email" dir="ltr" />
        <PasswordField id="password" label={t('auth.password')} autoComplete="new-password" dir="ltr" error={passwordErrors} />
        <FormError message={error} />
        <button type="submit" className="primary-button" disabled={pending}>
          {pending ? t('loading') : t('auth.register')}
        </button>
      </form>
      <p className="mt-6 text-sm text-slate-600 dark:text-slate-300">
        {t('auth.haveAccount')}{' '}
        <Link className="font-semibold text-emerald-700 underline dark:text-brand" to="../login" relative="path">
          {t('auth.signIn')}
        </Link>
      </p>
    </AuthCard>
  );
}

export function EmailConfirmationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get('email');
  return (
    <AuthCard title={t('auth.confirmEmailTitle')}>
      <EmptyState title={t('auth.checkInbox')} description={email ? t('auth.confirmEmailBodyTo', { email }) : t('auth.confirmEmailBody')} />
      <Link className="secondary-button mt-4" to="../login" relative="path">
        {t('auth.signIn')}
      </Link>
    </AuthCard>
  );
}

/** The error a mail link came back with (GoTrue puts it in the fragment or the query). */
function linkError(params: URLSearchParams): string | null {
  const fragment = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.hash.slice(1));
  return params.get('error_description') ?? fragment.get('error_description') ?? params.get('error') ?? fragment.get('error');
}

/**
 * Invitation and account-confirmation links. The backend's link signs the user in and comes back
 * with the session in the fragment (the client picks it up on load); a link carrying
 * `token_hash` is redeemed here. An invited user then chooses a password.
 */
export function TokenLinkPage({ kind }: { kind: 'invite' | 'confirm' }) {
  const { t } = useTranslation();
  const auth = useAuthActions();
  const analytics = useAnalytics();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useAppStore((state) => state.user);
  const [error, setError] = useState<string | null>(() => linkError(params));
  const [verifying, setVerifying] = useState(false);
  const errorText = useAuthErrorText();
  const tokenHash = params.get('token_hash') ?? params.get('token');
  const type = (params.get('type') ?? (kind === 'invite' ? 'invite' : 'signup')) as EmailLinkType;
  const redeemed = useRef(false);

  useEffect(() => {
    if (!tokenHash || user || error || redeemed.current) return;
    redeemed.current = true;
    setVerifying(true);
    void auth.verifyEmailLink(tokenHash, type).then((result) => {
      setVerifying(false);
      if (result.error) setError(errorText(result.error === 'unknown' ? { error: 'invalid_link' } : result));
      else analytics.trackConversion(kind === 'invite' ? 'invitation_accepted' : 'account_confirmed');
    });
  }, [analytics, auth, error, errorText, kind, tokenHash, type, user]);

  const title = kind === 'invite' ? t('auth.acceptInviteTitle') : t('auth.confirmAccountTitle');
  if (error) {
    return (
      <AuthCard title={title}>
        <FormError message={error} />
        <Link className="secondary-button mt-4" to="../login" relative="path">
          {t('auth.signIn')}
        </Link>
      </AuthCard>
    );
  }
  // A new account chooses its password; an existing one (invited through a magic link) goes on.
  if (user && kind === 'invite' && type === 'invite') return <ChoosePasswordForm title={title} />;
  if (user) {
    const joined = kind === 'invite';
    return (
      <AuthCard title={title}>
        <EmptyState title={t(joined ? 'auth.invitationAccepted' : 'auth.accountConfirmed')} description={t(joined ? 'auth.invitationAcceptedBody' : 'auth.accountConfirmedBody')} />
        <button type="button" className="primary-button mt-4" onClick={() => navigate(auth.landingPath(), { replace: true })}>
          {t('auth.continue')}
        </button>
      </AuthCard>
    );
  }
  if (!tokenHash && !window.location.hash.includes('access_token')) {
    return (
      <AuthCard title={title}>
        <FormError message={t('auth.linkMissingToken')} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title}>
      <p role="status" className="text-slate-700 dark:text-slate-300">
        {verifying ? t('auth.verifyingLink') : t('loading')}
      </p>
    </AuthCard>
  );
}

function ChoosePasswordForm({ title }: { title: string }) {
  const { t } = useTranslation();
  const auth = useAuthActions();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<string[] | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const reasonsText = usePasswordReasons();
  const errorText = useAuthErrorText();
  const formId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    if (!password) {
      setErrors([t('auth.passwordReasons.length')]);
      return;
    }
    setPending(true);
    const result = await auth.setPassword(password);
    setPending(false);
    const reasons = reasonsText(result);
    setErrors(reasons);
    setError(reasons ? null : errorText(result));
    if (!result.error) navigate(result.landingPath ?? auth.landingPath(), { replace: true });
  }

  return (
    <AuthCard title={title} subtitle={t('auth.choosePasswordBody')}>
      <form id={formId} className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
        <PasswordField id="password" label={t('auth.newPassword')} autoComplete="new-password" dir="ltr" error={errors} />
        <FormError message={error} />
        <button type="submit" className="primary-button" disabled={pending}>
          {t('auth.savePassword')}
        </button>
      </form>
    </AuthCard>
  );
}

/**
 * /auth/callback/{provider} (spec 001 §2.2, §9). Active providers are handled: the backend comes
 * back with the session in the fragment (picked up when the client starts) or with the provider's
 * error. Inactive ones show not-found; an unknown one throws the
 * spec's error for the route error screen.
 */
export function OAuthCallbackPage({ homeHref }: { homeHref: string }) {
  const { t } = useTranslation();
  const { provider = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const auth = useAuthActions();
  const user = useAppStore((state) => state.user);
  const kind = oauthCallbackKind(provider);
  const providerError = linkError(params);
  const hasCode = !!params.get('code');
  const hasSession = typeof window !== 'undefined' && window.location.hash.includes('access_token');

  useEffect(() => {
    if (kind === 'handler' && user && !providerError) navigate(safeRedirect(params.get('redirect'), auth.landingPath()), { replace: true });
  }, [auth, kind, navigate, params, providerError, user]);

  if (kind === 'not-found') return <NotFoundPage homeHref={homeHref} />;
  const name = provider.charAt(0).toUpperCase() + provider.slice(1);
  // The portal renders once the first auth state is known, so a session the backend sent back is
  // already in the store here; without one, the sign-in did not complete.
  const message = providerError ?? (user ? null : hasCode || hasSession ? t('auth.oauthUnavailable') : t('auth.oauthMissingCode'));
  return (
    <AuthCard title={t('auth.oauthTitle', { provider: name })} subtitle={OAUTH_PROVIDERS[provider]?.scopes.join(', ')}>
      {message ? (
        <>
          <FormError message={message} />
          <Link className="secondary-button mt-4" to="/fikrspace/login">
            {t('auth.signIn')}
          </Link>
        </>
      ) : (
        <p role="status" data-testid="oauth-pending" className="text-slate-700 dark:text-slate-300">
          {t('auth.oauthCompleting')}
        </p>
      )}
    </AuthCard>
  );
}
