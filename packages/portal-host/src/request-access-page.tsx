import { loginRedirect, sameSitePath } from '@fikrspace/portal-kit';
import {
  ACCESS_REQUEST_MESSAGE_MAX_LENGTH,
  ACCESS_REQUEST_PATH_MAX_LENGTH,
  AccessRequestError,
  useCreateAccessRequest,
  useMyAccessRequests,
  useSession,
  type AccessRequest,
  type AccessRequestErrorKind,
  type AccessRequestStatus,
} from '@fikrspace/session';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from '@fikrspace/router';

/** A same-site path (portal-kit's rule) no longer than the database keeps. */
export function requestablePath(candidate: unknown): string | null {
  const path = sameSitePath(candidate);
  return path && path.length <= ACCESS_REQUEST_PATH_MAX_LENGTH ? path : null;
}

/** Pages that cannot be what the user asked access to: this one and sign-in. */
function isOwnFlowPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return /(^|\/)(request-access|login)\/?$/.test(pathname);
}

/** The path of a same-origin referrer, or null. */
export function referringPath(referrer: string, origin: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.origin !== origin) return null;
    const path = requestablePath(`${url.pathname}${url.search}`);
    return path && !isOwnFlowPath(path) ? path : null;
  } catch {
    return null;
  }
}

/**
 * The page access is asked for: `?from=` as the forbidden screen sends it, else the page the
 * browser came from (the route error screen's recovery loads this page afresh), else the home page.
 */
export function requestedPath(from: string | null, referrer: string, origin: string): string {
  const fromQuery = requestablePath(from);
  if (fromQuery && !isOwnFlowPath(fromQuery)) return fromQuery;
  return referringPath(referrer, origin) ?? '/';
}

type Outcome = { kind: 'idle' } | { kind: 'sent'; path: string } | { kind: 'already-requested'; path: string };

const STATUS_STYLES: Record<AccessRequestStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950/70 dark:text-amber-200',
  approved: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950/70 dark:text-emerald-200',
  declined: 'bg-red-100 text-red-900 dark:bg-red-950/70 dark:text-red-200',
};

export interface RequestAccessPageProps {
  /** The site's prefix, for the sign-in page a signed-out visitor is sent to. */
  prefix: string;
  homeHref: string;
}

export function RequestAccessPage({ prefix, homeHref }: RequestAccessPageProps) {
  const location = useLocation();
  const { user } = useSession();
  if (!user) return <Navigate to={loginRedirect(prefix, `${location.pathname}${location.search}`)} replace />;
  return <RequestAccessForm userId={user.id} homeHref={homeHref} />;
}

function RequestAccessForm({ userId, homeHref }: { userId: string; homeHref: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { user, organization } = useSession();
  const create = useCreateAccessRequest();
  const [message, setMessage] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const ids = { message: useId(), counter: useId(), hint: useId(), error: useId(), recent: useId() };

  const fromParam = params.get('from');
  const path = requestedPath(fromParam, typeof document === 'undefined' ? '' : document.referrer, typeof window === 'undefined' ? '' : window.location.origin);

  // A result replaces the form; focus follows it, so keyboard and screen reader users hear it.
  useEffect(() => {
    if (outcome.kind !== 'idle') resultHeading.current?.focus();
  }, [outcome.kind]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    try {
      const result = await create.mutateAsync({ path, message });
      setOutcome(result.outcome === 'created' ? { kind: 'sent', path } : { kind: 'already-requested', path });
    } catch {
      // Shown from the mutation's error below; the typed message stays in the field.
    }
  }

  const errorKind: AccessRequestErrorKind | null = create.isError ? (create.error instanceof AccessRequestError ? create.error.kind : 'unknown') : null;
  const organizationName = organization?.name ?? t('accessRequest.noOrganization');

  return (
    <div data-testid="request-access" className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-12">
      <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{t('accessRequest.title')}</h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('accessRequest.intro')}</p>

        <dl className="mt-6 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium text-slate-600 dark:text-slate-400">{t('accessRequest.page')}</dt>
          <dd className="min-w-0">
            <code data-testid="request-access-path" dir="ltr" className="inline-block max-w-full break-all rounded bg-slate-100 px-1.5 py-0.5 text-start text-slate-900 dark:bg-slate-800 dark:text-slate-100">
              {path}
            </code>
          </dd>
          <dt className="font-medium text-slate-600 dark:text-slate-400">{t('accessRequest.organization')}</dt>
          <dd data-testid="request-access-organization" className="text-slate-900 dark:text-slate-100">
            {organizationName}
          </dd>
          <dt className="font-medium text-slate-600 dark:text-slate-400">{t('accessRequest.account')}</dt>
          <dd className="break-all text-slate-900 dark:text-slate-100" dir="ltr">
            <span className="inline-block text-start">{user?.email}</span>
          </dd>
        </dl>

        {outcome.kind === 'idle' ? (
          <form className="mt-6 flex flex-col gap-4" onSubmit={onSubmit} noValidate data-testid="request-access-form" aria-busy={create.isPending}>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={ids.message} className="text-sm font-medium text-slate-800 dark:text-slate-200">
                {t('accessRequest.message')}
              </label>
              <p id={ids.hint} className="text-sm text-slate-600 dark:text-slate-400">
                {t('accessRequest.messageHint')}
              </p>
              <textarea
                id={ids.message}
                name="message"
                // A message may be in any language: its own first letters set its direction.
                dir="auto"
                rows={5}
                maxLength={ACCESS_REQUEST_MESSAGE_MAX_LENGTH}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                className="text-field min-h-28 resize-y"
                aria-describedby={`${ids.hint} ${ids.counter}${errorKind ? ` ${ids.error}` : ''}`}
              />
              <p id={ids.counter} data-testid="request-access-counter" className="self-end text-xs tabular-nums text-slate-600 dark:text-slate-400" aria-live="polite" aria-atomic="true">
                {t('accessRequest.characters', { used: message.length, max: ACCESS_REQUEST_MESSAGE_MAX_LENGTH })}
              </p>
            </div>
            {errorKind ? (
              <p id={ids.error} role="alert" data-testid="form-error" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/60 dark:text-red-200">
                {t(`accessRequest.errors.${errorKind}`)}
              </p>
            ) : null}
            <div className="flex flex-wrap items-center gap-3">
              <button type="submit" className="primary-button" disabled={create.isPending}>
                {create.isPending ? t('accessRequest.sending') : t('accessRequest.send')}
              </button>
              <Link to={homeHref} className="secondary-button">
                {t('accessRequest.home')}
              </Link>
            </div>
          </form>
        ) : (
          <div
            role="status"
            data-testid={outcome.kind === 'sent' ? 'request-access-sent' : 'request-access-already'}
            className={`mt-6 rounded-xl border p-4 ${
              outcome.kind === 'sent'
                ? 'border-emerald-200 bg-emerald-50 text-emerald-950 dark:border-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-100'
                : 'border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100'
            }`}
          >
            <h2 ref={resultHeading} tabIndex={-1} className="text-lg font-semibold outline-none focus-visible:ring-2 focus-visible:ring-brand">
              {outcome.kind === 'sent' ? t('accessRequest.sentTitle') : t('accessRequest.alreadyTitle')}
            </h2>
            <p className="mt-1 text-sm">{outcome.kind === 'sent' ? t('accessRequest.sentBody', { organization: organizationName }) : t('accessRequest.alreadyBody')}</p>
            <Link to={homeHref} className="secondary-button mt-4">
              {t('accessRequest.home')}
            </Link>
          </div>
        )}
      </section>

      <RecentRequests userId={userId} headingId={ids.recent} />
    </div>
  );
}

function RecentRequests({ userId, headingId }: { userId: string; headingId: string }) {
  const { t, i18n } = useTranslation();
  const requests = useMyAccessRequests(userId);
  const dateFormat = new Intl.DateTimeFormat(i18n.language || 'en', { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section aria-labelledby={headingId} data-testid="request-access-recent" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('accessRequest.recentTitle')}
      </h2>
      {requests.isPending ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400" aria-busy="true">
          {t('loading')}
        </p>
      ) : requests.isError ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p role="alert" className="text-sm text-red-800 dark:text-red-200">
            {t('accessRequest.recentError')}
          </p>
          <button type="button" className="secondary-button" onClick={() => void requests.refetch()}>
            {t('accessRequest.retry')}
          </button>
        </div>
      ) : requests.data.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t('accessRequest.recentEmpty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {requests.data.map((request) => (
            <RecentRequest key={request.id} request={request} date={dateFormat.format(new Date(request.createdAt))} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RecentRequest({ request, date }: { request: AccessRequest; date: string }) {
  const { t } = useTranslation();
  return (
    <li data-testid="access-request-item" data-status={request.status} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
      <div className="min-w-0 flex-1">
        <code dir="ltr" className="inline-block max-w-full break-all text-start text-sm text-slate-900 dark:text-slate-100">
          {request.path}
        </code>
        <p className="text-xs text-slate-600 dark:text-slate-400">{t('accessRequest.requestedOn', { date })}</p>
        {request.message ? <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700 dark:text-slate-300">{request.message}</p> : null}
      </div>
      <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[request.status]}`}>{t(`accessRequest.status.${request.status}`)}</span>
    </li>
  );
}
