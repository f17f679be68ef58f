import { PANEL_TRY_LIMIT, classifyAppError, errorMessage, panelActions, panelKindFor, redactText, type PanelKind } from '@fikrspace/errors';
import { useId, useState, type ComponentType, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, InfoIcon, OctagonAlertIcon, WifiOffIcon } from './icons';

export interface ErrorPanelProps {
  error: unknown;
  /** The panel to show; classified from the error when absent. */
  kind?: PanelKind;
  /** Tries made so far; Try Again disappears at 3. */
  tryCount?: number;
  /** Try Again shows only when this is given (and the panel is a system one). */
  onTryAgain?: () => void;
  /** Refresh Page; reloads the document by default. */
  onRefresh?: () => void;
  homeHref?: string;
  /** The title's heading level: 1 when the panel is the page, lower inside a section of one. */
  headingLevel?: 1 | 2 | 3;
}

const KIND_STYLE: Readonly<Record<PanelKind, { icon: ComponentType<SVGProps<SVGSVGElement>>; tone: string }>> = {
  user: { icon: InfoIcon, tone: 'border-amber-200 text-amber-800 dark:border-amber-900/60 dark:text-amber-300' },
  system: { icon: WifiOffIcon, tone: 'border-sky-200 text-sky-800 dark:border-sky-900/60 dark:text-sky-300' },
  critical: { icon: OctagonAlertIcon, tone: 'border-red-200 text-red-700 dark:border-red-900/60 dark:text-red-400' },
  other: { icon: AlertIcon, tone: 'border-slate-200 text-slate-800 dark:border-slate-700 dark:text-slate-200' },
};

/**
 * Spec 000 §2 "Generic error panel": title, message and icon by kind; technical details on demand;
 * Try Again for system errors with the attempt it starts out of 3; Refresh Page always; Go to Home
 * Page for critical errors.
 */
export function ErrorPanel({ error, kind, tryCount = 0, onTryAgain, onRefresh, homeHref = '/', headingLevel = 1 }: ErrorPanelProps) {
  const Heading = `h${headingLevel}` as const;
  const { t } = useTranslation();
  const detailsId = useId();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const panelKind = kind ?? panelKindFor(classifyAppError(error));
  const actions = panelActions(panelKind, tryCount);
  const { icon: Icon, tone } = KIND_STYLE[panelKind];
  const refresh = onRefresh ?? (() => window.location.reload());
  return (
    <div role="alert" data-testid="error-panel" data-kind={panelKind} className={`mx-4 my-12 max-w-xl rounded-2xl border bg-white p-8 shadow-sm sm:mx-auto dark:bg-slate-900 ${tone}`}>
      <div className="flex items-center gap-3">
        <Icon width={28} height={28} data-testid="error-panel-icon" data-icon={panelKind} />
        <Heading className="text-xl font-bold">{t(`errorPanel.kinds.${panelKind}.title`)}</Heading>
      </div>
      <p className="mt-4 text-slate-700 dark:text-slate-300">{t(`errorPanel.kinds.${panelKind}.message`)}</p>
      <div className="mt-4 text-sm text-slate-600 dark:text-slate-400">
        <button type="button" className="cursor-pointer underline-offset-2 hover:underline" aria-expanded={detailsOpen} aria-controls={detailsId} onClick={() => setDetailsOpen((open) => !open)}>
          {t('errorPanel.details')}
        </button>
        <pre id={detailsId} hidden={!detailsOpen} className="mt-2 overflow-auto whitespace-pre-wrap rounded bg-slate-100 p-3 text-xs dark:bg-slate-950" dir="ltr">
          {redactText(errorMessage(error))}
        </pre>
      </div>
      <div className="mt-6 flex flex-wrap gap-2">
        {actions.tryAgain && onTryAgain ? (
          <button type="button" className="primary-button" onClick={onTryAgain}>
            {t('errorPanel.tryAgain', { attempt: tryCount + 1, limit: PANEL_TRY_LIMIT })}
          </button>
        ) : null}
        {actions.refreshPage ? (
          <button type="button" className={actions.tryAgain && onTryAgain ? 'secondary-button' : 'primary-button'} onClick={refresh}>
            {t('errorPanel.refresh')}
          </button>
        ) : null}
        {actions.goHome ? (
          <a className="secondary-button" href={homeHref}>
            {t('errorPanel.home')}
          </a>
        ) : null}
      </div>
    </div>
  );
}
