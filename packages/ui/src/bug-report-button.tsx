import { useEffect, useId, useRef, useState, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from './toast-store';

/** Spec 001 §9: how long the pointer rests on the button before the tooltip shows. */
export const BUG_REPORT_TOOLTIP_DELAY_MS = 1000;

export interface BugReportButtonProps {
  /** The feedback site, opened in a new tab. */
  href: string;
  /** False on the pages and hosts where spec 001 §2.12 hides the button. */
  visible: boolean;
}

const BugIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable={false} {...props}>
    <path d="M8 2l1.9 1.9M16 2l-1.9 1.9M9 7.1V6a3 3 0 0 1 6 0v1.1" />
    <path d="M12 20c-3.3 0-6-2.7-6-6v-3a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v3c0 3.3-2.7 6-6 6zM12 20v-9" />
    <path d="M6.5 9C4.6 8.8 3 7.2 3 5.2M6 13H2M3 21c0-2.1 1.7-3.9 3.8-4M20.97 5c0 2.1-1.6 3.8-3.5 4M22 13h-4M17.2 17c2.1.1 3.8 1.9 3.8 4" />
  </svg>
);

/*
 * The button renders in the shell, but a remote's own stylesheet (its pages' utilities) may load
 * after the shell's and repeat a plain utility such as bg-white; at equal specificity the later
 * rule would beat the shell's dark: or hover: variant. Variants that override a plain utility of
 * the same element are therefore marked important.
 */
const LINK_CLASSES = [
  'inline-flex h-12 min-w-12 items-center justify-center gap-2 rounded-full px-3.5 text-sm font-semibold shadow-lg outline-none',
  // The light rim keeps the button apart from purple page sections of the same colour.
  'border-2 border-white bg-secondary text-white hover:bg-secondary/90! dark:border-slate-950! dark:bg-brand! dark:text-slate-950! dark:hover:bg-brand/90!',
  'focus-visible:ring-2 focus-visible:ring-secondary focus-visible:ring-offset-2 focus-visible:ring-offset-white dark:focus-visible:ring-brand! dark:focus-visible:ring-offset-slate-950!',
  'transition-colors motion-reduce:transition-none!',
].join(' ');

const CARD_CLASSES = [
  'w-72 max-w-[calc(100vw-2rem)] rounded-lg border p-3 text-start shadow-lg',
  'border-slate-200 bg-white text-slate-900 dark:border-slate-700! dark:bg-slate-900! dark:text-slate-100!',
  'transition-opacity duration-150 starting:opacity-0 motion-reduce:transition-none!',
].join(' ');

/**
 * Height the open toast takes at the bottom of the screen. The toaster and the button share the
 * bottom end corner; the button moves above the toast instead of hiding it or being hidden.
 */
function useToastClearance(): number {
  const { toasts } = useToast();
  const open = toasts.some((item) => item.open);
  const [measured, setMeasured] = useState(0);
  useEffect(() => {
    if (!open) return;
    const measure = () => {
      // Radix marks each toast with its swipe direction; the list around it is the toaster's viewport.
      const list = document.querySelector('li[data-state="open"][data-swipe-direction]')?.closest('ol');
      const top = list?.getBoundingClientRect().top;
      setMeasured(top === undefined ? 0 : Math.max(0, window.innerHeight - top));
    };
    const frame = requestAnimationFrame(measure);
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
    };
  }, [open, toasts]);
  return open ? measured : 0;
}

/** Spec 001 §2.12: the floating link to the feedback site, at the bottom end corner of every page. */
export function BugReportButton({ href, visible }: BugReportButtonProps) {
  return visible ? <FloatingBugReport href={href} /> : null;
}

function FloatingBugReport({ href }: { href: string }) {
  const { t } = useTranslation();
  const tooltipId = useId();
  const clearance = useToastClearance();
  const [hovered, setHovered] = useState(false);
  const [hoverElapsed, setHoverElapsed] = useState(false);
  const [focused, setFocused] = useState(false);
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const pointerPressed = useRef(false);

  useEffect(() => {
    if (!hovered) return;
    const timer = window.setTimeout(() => setHoverElapsed(true), BUG_REPORT_TOOLTIP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hovered]);

  const active = hovered || focused;
  useEffect(() => {
    if (!active) return;
    // On the document, so Escape also works while only the pointer rests on the button (WCAG 1.4.13).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);

  const tooltipShown = (hoverElapsed || keyboardFocus) && !dismissed;
  const label = t('bugReport.label');

  return (
    <div
      data-testid="bug-report"
      // Above open toasts, and above the consent banner while it is shown (--fs-bottom-inset).
      style={clearance ? { bottom: clearance } : undefined}
      className="fixed bottom-[calc(1rem+var(--fs-bottom-inset,0px))] end-4 z-30 flex flex-col items-end transition-[bottom] duration-200 motion-reduce:transition-none! print:hidden"
      onPointerEnter={() => {
        setHovered(true);
        setDismissed(false);
      }}
      onPointerLeave={() => {
        setHovered(false);
        setHoverElapsed(false);
      }}
    >
      {/* The padding bridges the gap to the button, so the pointer can move onto the tooltip. */}
      <div id={tooltipId} role="tooltip" hidden={!tooltipShown} className="absolute bottom-full end-0 pb-2">
        <div className={CARD_CLASSES}>
          <p className="text-sm font-semibold">{t('bugReport.title')}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300!">{t('bugReport.text')}</p>
        </div>
      </div>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${label} ${t('bugReport.newTab')}`}
        aria-describedby={tooltipId}
        data-testid="bug-report-link"
        className={LINK_CLASSES}
        onPointerDown={() => {
          // A press focuses the link within the same task, if it does at all (Safari does not).
          pointerPressed.current = true;
          window.setTimeout(() => {
            pointerPressed.current = false;
          }, 0);
        }}
        onFocus={() => {
          // A click focuses the link too; only keyboard focus shows the tooltip at once.
          setKeyboardFocus(!pointerPressed.current);
          setFocused(true);
          setDismissed(false);
        }}
        onBlur={() => {
          setFocused(false);
          setKeyboardFocus(false);
        }}
      >
        <BugIcon />
        {active ? <span data-testid="bug-report-label">{label}</span> : null}
      </a>
    </div>
  );
}
