import * as ToastPrimitive from '@radix-ui/react-toast';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';
import { TOAST_DURATION, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD } from './toast-settings';
import { useToast, type ToastItem, type ToastVariant } from './toast-store';

const VARIANT_CLASSES: Readonly<Record<ToastVariant, string>> = {
  default: 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
  destructive: 'border-red-700 bg-red-600 text-white dark:border-red-800 dark:bg-red-900 dark:text-red-50',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
  warning: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
  info: 'border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100',
};

/** Buttons inside a toast take the toast's text colour, so one set of classes serves every variant. */
const BUTTON_CLASSES = 'rounded-md outline-none focus-visible:ring-2 focus-visible:ring-current';

function ToastView({ item, closeLabel }: { item: ToastItem; closeLabel: string }) {
  const variant = item.variant ?? 'default';
  return (
    <ToastPrimitive.Root
      open={item.open}
      onOpenChange={item.onOpenChange}
      {...(item.duration === undefined ? {} : { duration: item.duration })}
      // Errors interrupt (assertive); everything else waits its turn (polite).
      type={variant === 'destructive' ? 'foreground' : 'background'}
      data-variant={variant}
      className={`pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pe-10 shadow-lg transition data-[state=closed]:opacity-0 data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none ${VARIANT_CLASSES[variant]}`}
    >
      <div className="grid min-w-0 flex-1 gap-1">
        {item.title ? <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title> : null}
        {item.description ? <ToastPrimitive.Description className="text-sm">{item.description}</ToastPrimitive.Description> : null}
      </div>
      {item.action ? (
        <ToastPrimitive.Action altText={item.action.altText ?? item.action.label} onClick={item.action.onClick} className={`ms-auto shrink-0 border border-current px-3 py-1 text-sm font-medium ${BUTTON_CLASSES}`}>
          {item.action.label}
        </ToastPrimitive.Action>
      ) : null}
      <ToastPrimitive.Close aria-label={closeLabel} className={`absolute end-2 top-2 p-1 opacity-70 hover:opacity-100 ${BUTTON_CLASSES}`}>
        <CloseIcon width={16} height={16} />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/**
 * Renders the toasts of the toast store. The viewport sits at the inline end of the screen (the
 * right in left-to-right languages, the left in right-to-left ones), and a toast is swiped away
 * towards that edge. F8 moves focus to the viewport.
 */
export function ToastList() {
  const { t, i18n } = useTranslation();
  const { toasts } = useToast();
  const rtl = i18n.dir(i18n.language) === 'rtl';
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION} swipeThreshold={TOAST_SWIPE_THRESHOLD} swipeDirection={rtl ? 'left' : 'right'} label={t('toast.label')}>
      {toasts.map((item) => (
        <ToastView key={item.id} item={item} closeLabel={t('toast.close')} />
      ))}
      <ToastPrimitive.Viewport
        hotkey={TOAST_HOTKEY}
        label={t('toast.viewport')}
        className="fixed bottom-0 end-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-md"
      />
    </ToastPrimitive.Provider>
  );
}
