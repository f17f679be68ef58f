import { useAnalytics } from '@fikrspace/analytics';
import { useAppStore } from '@fikrspace/app-store';
import { OAUTH_PROVIDERS, oauthCallbackKind, sameSitePath } from '@fikrspace/portal-kit';
import type { EmailLinkType } from '@fikrspace/session';
import { EmptyState, NotFoundPage } from '@fikrspace/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from '@fikrspace/router';
import { useAuthActions } from './auth-actions';
import { AuthCard, Field, FormError, PasswordField, useAuthErrorText, usePasswordReasons } from './account-form-parts';

/** Only same-site paths are followed after sign-in, so a crafted link cannot send users away. */
export function safeRedirect(target: string | null, fallback: string): string {
  return sameSitePath(target) ?? fallback;
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
 * Account-confirmation links. The backend's link signs the user in and comes back with the
 * session in the fragment (the client picks it up on load); a link carrying `token_hash` is
 * redeemed here. Invitations have a page of their own (invitation-page.tsx).
 */
export function TokenLinkPage() {
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
  const type = (params.get('type') ?? 'signup') as EmailLinkType;
  const redeemed = useRef(false);

  useEffect(() => {
    if (!tokenHash || user || error || redeemed.current) return;
    redeemed.current = true;
    setVerifying(true);
    void auth.verifyEmailLink(tokenHash, type).then((result) => {
      setVerifying(false);
      if (result.error) setError(errorText(result.error === 'unknown' ? { error: 'invalid_link' } : result));
      else analytics.trackConversion('account_confirmed');
    });
  }, [analytics, auth, error, errorText, tokenHash, type, user]);

  const title = t('auth.confirmAccountTitle');
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
  if (user) {
    return (
      <AuthCard title={title}>
        <EmptyState title={t('auth.accountConfirmed')} description={t('auth.accountConfirmedBody')} />
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
