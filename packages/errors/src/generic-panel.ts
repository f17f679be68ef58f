import type { ErrorType } from './error-types';
import { errorMessage } from './error-message';

/** The error types the generic boundary can tell apart from the message text alone. */
export type BoundaryErrorType = Extract<ErrorType, 'user_error' | 'system_error' | 'critical_error' | 'dev_error'>;

/**
 * Spec 000 §4: the generic boundary classifies network or fetch as system, payment as critical,
 * validation or invalid as user, and anything else as dev. The checks run in that order and ignore
 * case, so 'Invalid payment' is critical and 'Failed to fetch payment' is system.
 */
export function classifyBoundaryError(error: unknown): BoundaryErrorType {
  const message = errorMessage(error).toLowerCase();
  if (message.includes('network') || message.includes('fetch')) return 'system_error';
  if (message.includes('payment')) return 'critical_error';
  if (message.includes('validation') || message.includes('invalid')) return 'user_error';
  return 'dev_error';
}

/** Spec 000 §2 "Generic error panel": the four kinds of panel. */
export const PANEL_KINDS = ['user', 'system', 'critical', 'other'] as const;
export type PanelKind = (typeof PANEL_KINDS)[number];

/**
 * The panel for each error type. Validation errors read as input errors; database errors are
 * temporary and retryable like system errors; dev errors are hidden behind the "other" panel.
 */
const PANEL_KIND_BY_TYPE: Readonly<Record<ErrorType, PanelKind>> = {
  user_error: 'user',
  validation_error: 'user',
  system_error: 'system',
  database_error: 'system',
  critical_error: 'critical',
  dev_error: 'other',
};

export function panelKindFor(type: ErrorType): PanelKind {
  return PANEL_KIND_BY_TYPE[type];
}

/** Spec 000 §8 "Generic panel texts". */
export const PANEL_TEXTS: Readonly<Record<PanelKind, { title: string; message: string }>> = {
  user: { title: 'Input Error', message: 'Please check your input and try again.' },
  system: { title: 'Connection Problem', message: "We're having trouble connecting. Please check your internet connection and try again." },
  critical: { title: 'Critical Error', message: 'A critical error occurred. Our team has been notified and is working on a fix.' },
  other: { title: 'Something went wrong', message: "We're sorry, but something unexpected happened. Please try refreshing the page." },
};

/** Spec 000 §2: Try Again shows with a counter up to 3. */
export const PANEL_TRY_LIMIT = 3;

export interface PanelActions {
  tryAgain: boolean;
  refreshPage: boolean;
  goHome: boolean;
}

/** Spec 000 §2: Try Again for system errors while fewer than 3 tries were made; Refresh Page always; Go to Home Page for critical errors. */
export function panelActions(kind: PanelKind, tryCount: number): PanelActions {
  return { tryAgain: kind === 'system' && tryCount < PANEL_TRY_LIMIT, refreshPage: true, goHome: kind === 'critical' };
}
