import {
  ROUTE_FAILURE_WARNING_AT,
  browserRecoveryEnvironment,
  canRetry,
  classifyRouteError,
  errorMessage,
  isVersionSkewError,
  recoveryOptions,
  runRecovery,
  supportReference,
  type RecoveryEnvironment,
  type RecoveryOption,
} from '@fikrspace/errors';
import { useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from '@fikrspace/router';
import { AlertIcon } from './icons';

export interface RouteErrorScreenProps {
  error: unknown;
  /** The route that failed, as the user sees it in the address bar. */
  path: string;
  retryCount: number;
  /** Times this route has failed so far, including this one. */
  failureCount: number;
  onRetry: () => void;
  homeHref?: string;
  /** Replaces parts of the browser the recovery actions use (tests, embedding). */
  recoveryEnvironment?: Partial<RecoveryEnvironment>;
}

/**
 * Spec 000 §2 "Route error screen": the route, a classified type, and the ways out: Retry, Go Back,
 * Go Home and the recovery options of spec 000 §8 that fit the error and the path.
 */
export function RouteErrorScreen({ error, path, retryCount, failureCount, onRetry, homeHref = '/', recoveryEnvironment }: RouteErrorScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const type = classifyRouteError(error);
  const reference = useMemo(() => supportReference(type, Date.now(), path), [type, path]);
  const hasHistory = typeof window !== 'undefined' && window.history.length > 1;
  const options = recoveryOptions(error, path);
  const [running, setRunning] = useState<RecoveryOption | null>(null);

  const recover = async (option: RecoveryOption) => {
    setRunning(option);
    try {
      // The browser is read at the click, not at render, and in-app moves go through the router.
      await runRecovery(option, {
        ...browserRecoveryEnvironment(),
        navigate: (to) => void navigate(to),
        connectionAlerts: { stillUnable: t('recovery.alerts.stillUnable'), noInternet: t('recovery.alerts.noInternet') },
        ...recoveryEnvironment,
      });
    } finally {
      setRunning(null);
    }
  };
  return (
    <div role="alert" data-testid="route-error" className="mx-4 my-12 max-w-xl rounded-2xl sm:mx-auto border border-red-200 bg-white p-8 shadow-sm dark:border-red-900/60 dark:bg-slate-900">
      <div className="flex items-center gap-3 text-red-700 dark:text-red-400">
        <AlertIcon width={28} height={28} />
        <h1 className="text-xl font-bold">{t('routeError.title')}</h1>
      </div>
      {isVersionSkewError(error) ? (
        <div className="mt-4 text-slate-700 dark:text-slate-300" data-testid="route-error-version-skew">
          <p>{t('routeError.versionSkew', { portal: error.portal })}</p>
          <ul className="mt-2 list-disc space-y-1 ps-5 text-sm">
            {error.skews.map((skew) => (
              <li key={skew.package}>
                <Trans
                  i18nKey="routeError.versionSkewPackage"
                  values={{ package: skew.package, required: skew.required, provided: skew.provided }}
                  components={{ package: <code dir="ltr" className="font-mono" />, version: <code dir="ltr" className="font-mono" /> }}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="mt-4 text-slate-700 dark:text-slate-300">{t(`routeError.types.${type}`)}</p>
      )}
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500 dark:text-slate-400">{t('routeError.route')}</dt>
        <dd className="break-all font-mono" dir="ltr">
          {path}
        </dd>
        <dt className="text-slate-500 dark:text-slate-400">{t('routeError.type')}</dt>
        <dd className="font-mono" data-testid="route-error-type">
          {type}
        </dd>
        <dt className="text-slate-500 dark:text-slate-400">{t('routeError.reference')}</dt>
        <dd className="break-all font-mono" dir="ltr" data-testid="support-reference">
          {reference}
        </dd>
      </dl>
      {failureCount >= ROUTE_FAILURE_WARNING_AT ? (
        <p className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-200" data-testid="route-error-warning">
          {t('routeError.repeated', { count: failureCount })}
        </p>
      ) : null}
      <details className="mt-4 text-sm text-slate-600 dark:text-slate-400">
        <summary className="cursor-pointer">{t('routeError.details')}</summary>
        <pre className="mt-2 overflow-auto whitespace-pre-wrap rounded bg-slate-100 p-3 text-xs dark:bg-slate-950" dir="ltr">
          {errorMessage(error)}
        </pre>
      </details>
      <div className="mt-6 flex flex-wrap gap-2">
        {canRetry(retryCount) ? (
          <button type="button" className="primary-button" onClick={onRetry}>
            {t('routeError.retry')}
          </button>
        ) : null}
        {hasHistory ? (
          <button type="button" className="secondary-button" onClick={() => navigate(-1)}>
            {t('routeError.back')}
          </button>
        ) : null}
        <a className="secondary-button" href={homeHref}>
          {t('routeError.home')}
        </a>
      </div>
      {options.length > 0 ? (
        <div role="group" aria-label={t('recovery.label')} className="mt-3 flex flex-wrap gap-2" data-testid="route-error-recovery">
          {options.map((option) => (
            <button
              key={option}
              type="button"
              className="secondary-button"
              data-recovery={option}
              disabled={running !== null}
              aria-busy={running === option}
              onClick={() => void recover(option)}
            >
              {t(`recovery.${option}`)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
