import { errorMessage } from './error-message';
import { ERROR_TYPE_RULES, type ErrorType } from './error-types';
import { logger as defaultLogger, type Logger } from './logger';
import { redactText } from './redact';

/** What a global handler hands on: the type, the thrown value and its (redacted) text for monitoring. */
export interface ErrorReport {
  type: ErrorType;
  error: unknown;
  message: string;
}

export interface GlobalErrorHandlerOptions {
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  onReport?: (report: ErrorReport) => void;
  logger?: Pick<Logger, 'log'>;
}

/**
 * Events and thrown values already reported, shared by every installation so that two handlers on
 * one window, or one error surfacing twice, still report once.
 */
const reported = new WeakSet<object>();

function firstReport(event: Event, error: unknown): boolean {
  if (reported.has(event)) return false;
  reported.add(event);
  if (error !== null && typeof error === 'object') {
    if (reported.has(error)) return false;
    reported.add(error);
  }
  return true;
}

/**
 * Spec 000 §8 "Global handlers": unhandled promise rejections are reported as system errors and
 * window errors as critical errors, each once to the logger and once to onReport. Returns the
 * function that removes both listeners.
 */
export function installGlobalErrorHandlers(options: GlobalErrorHandlerOptions = {}): () => void {
  const target = options.target ?? window;
  const log = options.logger ?? defaultLogger;

  const report = (event: Event, type: ErrorType, error: unknown, fallbackText: string, what: string) => {
    if (!firstReport(event, error)) return;
    const message = redactText(error === undefined || error === null ? fallbackText : errorMessage(error));
    log.log(ERROR_TYPE_RULES[type].logLevel, `${what}: ${message}`, { type, error }, 'global-handler');
    options.onReport?.({ type, error, message });
  };

  const onRejection = (event: Event) => {
    const reason = (event as PromiseRejectionEvent).reason;
    report(event, 'system_error', reason, 'Unhandled promise rejection', 'Unhandled promise rejection');
  };
  const onError = (event: Event) => {
    const { error, message } = event as ErrorEvent;
    // Cross-origin scripts report only "Script error." with no error object.
    report(event, 'critical_error', error, message || 'Script error.', 'Uncaught error');
  };

  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('error', onError);
  return () => {
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('error', onError);
  };
}

export type ToastVariantForError = 'default' | 'destructive';

/** Spec 000 §8: a toast is titled Error for critical errors and Notice otherwise; destructive except for user errors. */
export function toastForError(type: ErrorType): { title: 'Error' | 'Notice'; variant: ToastVariantForError } {
  return { title: type === 'critical_error' ? 'Error' : 'Notice', variant: type === 'user_error' ? 'default' : 'destructive' };
}
