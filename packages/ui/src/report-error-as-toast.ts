import { ERROR_TYPE_RULES, classifyAppError, toastForError, type ErrorReport } from '@fikrspace/errors';
import { i18n } from '@fikrspace/i18n';
import { toast, type ToastHandle } from './toast-store';

type Translate = (key: string) => string;

/**
 * Shows a reported error as a toast (spec 000 §8): titled Error for critical errors and Notice
 * otherwise, destructive except for user errors, with the error type's message in the current
 * language. Hidden types (dev_error) show nothing. Fits installGlobalErrorHandlers' onReport.
 */
export function reportErrorAsToast(report: Pick<ErrorReport, 'type'>, translate: Translate = (key) => i18n.t(key)): ToastHandle | undefined {
  if (!ERROR_TYPE_RULES[report.type].shown) return undefined;
  const { title, variant } = toastForError(report.type);
  return toast({ title: translate(title === 'Error' ? 'toast.error' : 'toast.notice'), description: translate(`toast.messages.${report.type}`), variant });
}

/** A failed write nobody handled on the spot (a mutation without its own `onError`), as a toast. */
export function toastFailure(error: unknown): ToastHandle | undefined {
  return reportErrorAsToast({ type: classifyAppError(error) });
}
