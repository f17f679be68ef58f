import { useAnalytics } from '@fikrspace/analytics';
import { useAppStore } from '@fikrspace/app-store';
import type { AuthResult, InvitationDetails } from '@fikrspace/session';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from '@fikrspace/router';
import { useAuthActions } from './auth-actions';
import { AuthCard, Field, FormError, PasswordField, useAuthErrorText, usePasswordReasons } from './account-form-parts';

type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; invitation: InvitationDetails };

/**
 * /accept-invite?invitation=<token>: the invitation a mail's link stands for. The link creates
 * nothing by itself. Its holder joins by signing in to the account that owns the invited address,
 * or, when no confirmed account does, by creating it here with a password of their own; a
 * signed-in owner of the address joins with one click, anyone else signed in is told to switch.
 */
export function InvitationPage() {
  const { t } = useTranslation();
  const auth = useAuthActions();
  const [params] = useSearchParams();
  const token = params.get('invitation') ?? '';
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const errorText = useAuthErrorText();

  useEffect(() => {
    if (!token) return;
    let current = true;
    void auth.invitation(token).then((result) => {
      if (!current) return;
      if (result.invitation) setLoaded({ state: 'ready', invitation: result.invitation });
      else setLoaded({ state: 'failed', message: errorText(result) ?? t('auth.errors.invalidInvitation') });
    });
    return () => {
      current = false;
    };
    // errorText and t change identity with the language only; the invitation is read once per token.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [auth, token]);

  const title = t('auth.acceptInviteTitle');
  if (!token) {
    return (
      <AuthCard title={title}>
        <FormError message={t('auth.linkMissingToken')} />
      </AuthCard>
    );
  }
  if (loaded.state === 'loading') {
    return (
      <AuthCard title={title}>
        <p role="status" className="text-slate-700 dark:text-slate-300">
          {t('auth.verifyingLink')}
        </p>
      </AuthCard>
    );
  }
  if (loaded.state === 'failed') {
    return (
      <AuthCard title={title}>
        <FormError message={loaded.message} />
        <Link className="secondary-button mt-4" to="../login" relative="path">
          {t('auth.signIn')}
        </Link>
      </AuthCard>
    );
  }
  return <InvitationCard token={token} invitation={loaded.invitation} />;
}

function InvitationCard({ token, invitation }: { token: string; invitation: InvitationDetails }) {
  const { t } = useTranslation(['common', 'organization-roles']);
  const user = useAppStore((state) => state.user);
  const role = t(invitation.role, { ns: 'organization-roles', defaultValue: invitation.role });
  const organization = invitation.organizationName ?? t('auth.invitationSomeOrganization');
  const subtitle = t('auth.invitationSummary', { organization, role });
  const signedInAs = user?.email?.toLowerCase();

  return (
    <AuthCard title={t('auth.acceptInviteTitle')} subtitle={subtitle}>
      <dl className="mb-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="invitation-details">
        <dt className="font-medium text-slate-600 dark:text-slate-300">{t('auth.invitationOrganization')}</dt>
        <dd className="text-slate-900 dark:text-white">{organization}</dd>
        <dt className="font-medium text-slate-600 dark:text-slate-300">{t('auth.invitationRole')}</dt>
        <dd className="text-slate-900 dark:text-white">{role}</dd>
        <dt className="font-medium text-slate-600 dark:text-slate-300">{t('auth.email')}</dt>
        <dd className="break-all text-slate-900 dark:text-white">
          <span dir="ltr">{invitation.email}</span>
        </dd>
      </dl>
      {signedInAs === invitation.email ? (
        <JoinButton token={token} organization={organization} />
      ) : user ? (
        <WrongAccount email={invitation.email} signedInAs={user.email ?? ''} />
      ) : invitation.hasAccount ? (
        <SignInToAccept token={token} email={invitation.email} />
      ) : (
        <CreateAccountToAccept token={token} />
      )}
    </AuthCard>
  );
}

/** Runs one invitation step and lands in the portal, or keeps the form with the failure's text. */
function useInvitationStep() {
  const analytics = useAnalytics();
  const navigate = useNavigate();
  const auth = useAuthActions();
  const errorText = useAuthErrorText();
  const reasonsText = usePasswordReasons();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [passwordErrors, setPasswordErrors] = useState<string[] | undefined>(undefined);

  async function run(step: () => Promise<AuthResult>) {
    setPending(true);
    setError(null);
    setPasswordErrors(undefined);
    const result = await step();
    setPending(false);
    if (result.error) {
      const reasons = reasonsText(result);
      setPasswordErrors(reasons);
      setError(reasons ? null : errorText(result));
      if (reasons) document.getElementById('password')?.focus();
      return;
    }
    analytics.trackConversion('invitation_accepted');
    navigate(result.landingPath ?? auth.landingPath(), { replace: true });
  }
  return { auth, run, pending, error, passwordErrors };
}

function JoinButton({ token, organization }: { token: string; organization: string }) {
  const { t } = useTranslation();
  const { auth, run, pending, error } = useInvitationStep();
  return (
    <div className="flex flex-col gap-4">
      <FormError message={error} />
      <button type="button" className="primary-button" disabled={pending} onClick={() => void run(() => auth.acceptInvitation(token))}>
        {pending ? t('loading') : t('auth.joinOrganization', { organization })}
      </button>
    </div>
  );
}

function WrongAccount({ email, signedInAs }: { email: string; signedInAs: string }) {
  const { t } = useTranslation();
  const auth = useAuthActions();
  return (
    <div className="flex flex-col gap-4">
      <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/60 dark:text-amber-100">
        {t('auth.invitationWrongAccount', { email, signedInAs })}
      </p>
      <button type="button" className="secondary-button" onClick={() => void auth.signOut()}>
        {t('auth.signOut')}
      </button>
    </div>
  );
}

function SignInToAccept({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation();
  const { auth, run, pending, error } = useInvitationStep();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    void run(async () => {
      const signedIn = await auth.signIn(email, password);
      return signedIn.error ? signedIn : auth.acceptInvitation(token);
    });
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate data-testid="invitation-sign-in" aria-busy={pending}>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('auth.invitationSignIn')}</p>
      <Field id="email" label={t('auth.email')} type="email" value={email} readOnly autoComplete="username" dir="ltr" />
      <PasswordField id="password" label={t('auth.password')} autoComplete="current-password" dir="ltr" />
      <FormError message={error} />
      <button type="submit" className="primary-button" disabled={pending}>
        {pending ? t('auth.signingIn') : t('auth.signInAndJoin')}
      </button>
    </form>
  );
}

function CreateAccountToAccept({ token }: { token: string }) {
  const { t } = useTranslation();
  const { auth, run, pending, error, passwordErrors } = useInvitationStep();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      firstName: String(data.get('firstName') ?? '').trim(),
      lastName: String(data.get('lastName') ?? '').trim(),
      password: String(data.get('password') ?? ''),
    };
    void run(() => auth.createInvitedAccount(token, input));
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate data-testid="invitation-create-account" aria-busy={pending}>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('auth.invitationCreateAccount')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="firstName" label={t('auth.firstName')} autoComplete="given-name" maxLength={100} />
        <Field id="lastName" label={t('auth.lastName')} autoComplete="family-name" maxLength={100} />
      </div>
      <PasswordField id="password" label={t('auth.newPassword')} autoComplete="new-password" dir="ltr" error={passwordErrors} />
      <FormError message={error} />
      <button type="submit" className="primary-button" disabled={pending}>
        {pending ? t('loading') : t('auth.createAccountAndJoin')}
      </button>
    </form>
  );
}
