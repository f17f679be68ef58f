import { OAUTH_PROVIDERS, oauthCallbackKind } from '@fikrspace/portal-kit';
import { EmptyState, NotFoundPage } from '@fikrspace/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { MISSING_CREDENTIALS_MESSAGE, useAuthActions } from './auth-actions';

function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
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

function Field({ id, label, ...input }: { id: string; label: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <input id={id} name={id} className="text-field" {...input} />
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
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}

export function SignInPage({ fallbackRedirect }: { fallbackRedirect: string }) {
  const { t } = useTranslation();
  const auth = useAuthActions();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const redirect = safeRedirect(params.get('redirect'), fallbackRedirect);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    if (!email || !password) {
      setError(MISSING_CREDENTIALS_MESSAGE);
      return;
    }
    setPending(true);
    setError(null);
    const result = await auth.signIn(email, password);
    setPending(false);
    if (result.error) setError(result.error);
    else navigate(redirect, { replace: true });
  }

  return (
    <AuthCard title={t('auth.signInTitle')} subtitle={t('auth.signInSubtitle')}>
      <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate data-testid="sign-in-form">
        <Field id="email" label={t('auth.email')} type="email" autoComplete="email" inputMode="email" dir="ltr" />
        <Field id="password" label={t('auth.password')} type="password" autoComplete="current-password" dir="ltr" />
        <FormError message={error} />
        <button type="submit" className="primary-button" disabled={pending}>
          {pending ? t('loading') : t('auth.signIn')}
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
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      firstName: String(data.get('firstName') ?? '').trim(),
      lastName: String(data.get('lastName') ?? '').trim(),
      email: String(data.get('email') ?? '').trim(),
      password: String(data.get('password') ?? ''),
    };
    if (!input.email || !input.password) {
      setError(MISSING_CREDENTIALS_MESSAGE);
      return;
    }
    setPending(true);
    setError(null);
    const result = await auth.signUp(input);
    setPending(false);
    if (result.error) setError(result.error);
    else navigate('../email-confirmation', { relative: 'path' });
  }

  return (
    <AuthCard title={t('auth.registerTitle')} subtitle={t('auth.registerSubtitle')}>
      <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate data-testid="register-form">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="firstName" label={t('auth.firstName')} autoComplete="given-name" />
          <Field id="lastName" label={t('auth.lastName')} autoComplete="family-name" />
        </div>
        <Field id="email" label={t('auth.email')} type="email" autoComplete="email" dir="ltr" />
        <Field id="password" label={t('auth.password')} type="password" autoComplete="new-password" dir="ltr" />
        <FormError message={error} />
        <button type="submit" className="primary-button" disabled={pending}>
          {pending ? t('loading') : t('auth.register')}
        </button>
      </form>
    </AuthCard>
  );
}

export function EmailConfirmationPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.confirmEmailTitle')}>
      <EmptyState title={t('auth.checkInbox')} description={t('auth.confirmEmailBody')} />
    </AuthCard>
  );
}

/** Invitation and account-confirmation links both carry a token; without one there is nothing to do. */
export function TokenLinkPage({ kind }: { kind: 'invite' | 'confirm' }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? params.get('token_hash');
  const title = kind === 'invite' ? t('auth.acceptInviteTitle') : t('auth.confirmAccountTitle');
  return (
    <AuthCard title={title}>
      {token ? (
        <EmptyState title={t('auth.linkReceived')} description={t('auth.linkSignIn')} action={<Link className="primary-button" to="../login" relative="path">{t('auth.signIn')}</Link>} />
      ) : (
        <FormError message={t('auth.linkMissingToken')} />
      )}
    </AuthCard>
  );
}

export function OAuthCallbackPage({ homeHref }: { homeHref: string }) {
  const { t } = useTranslation();
  const { provider = '' } = useParams();
  const [params] = useSearchParams();
  // Throws for a provider nobody configured; the route error boundary reports it.
  if (oauthCallbackKind(provider) === 'not-found') return <NotFoundPage homeHref={homeHref} />;
  const name = provider.charAt(0).toUpperCase() + provider.slice(1);
  const providerError = params.get('error_description') ?? params.get('error');
  const code = params.get('code');
  return (
    <AuthCard title={t('auth.oauthTitle', { provider: name })} subtitle={OAUTH_PROVIDERS[provider]?.scopes.join(', ')}>
      <FormError message={providerError ?? (code ? t('auth.oauthUnavailable') : t('auth.oauthMissingCode'))} />
      <Link className="secondary-button mt-4" to="/fikrspace/login">
        {t('auth.signIn')}
      </Link>
    </AuthCard>
  );
}
