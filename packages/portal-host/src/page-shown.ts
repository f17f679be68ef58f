import { useEffect } from 'react';

/** The performance mark, and the window event, of the first page a document shows. */
export const PAGE_SHOWN = 'fikrspace:page-shown';

/**
 * Rendered inside a page's own Suspense boundary, so its effect runs once the page (its code, its
 * texts) is on screen. The first one of a document marks the moment for performance measures and
 * tells the shell, which takes over a prerendered page at that moment.
 */
export function PageShown(): null {
  useEffect(() => {
    if (performance.getEntriesByName(PAGE_SHOWN).length) return;
    performance.mark(PAGE_SHOWN);
    window.dispatchEvent(new Event(PAGE_SHOWN));
  }, []);
  return null;
}
