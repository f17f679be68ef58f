import { getAnalytics } from '@fikrspace/analytics';
import { useEffect, useRef } from 'react';
import { useLocation } from '@fikrspace/router';

/**
 * A page view and a route metric for every route change, in the shell and every remote alike:
 * all of them render inside the shell's one router. The resolution time runs from the location
 * change to the commit of its render, the load time to the first frame painted after it, when the
 * page's title (set by the route's meta) is also known.
 */
export function TrackNavigation() {
  const { pathname } = useLocation();
  const started = useRef<{ path: string; at: number } | null>(null);
  if (started.current?.path !== pathname) started.current = { path: pathname, at: performance.now() };

  useEffect(() => {
    const services = getAnalytics();
    const start = started.current;
    if (!services || !start) return;
    const resolutionTime = performance.now() - start.at;
    let cancelled = false;
    const frame = requestAnimationFrame(() => {
      // The frame callback runs before that frame paints; the timeout after it.
      setTimeout(() => {
        if (cancelled) return;
        services.routes.record({ path: pathname, resolutionTime, loadTime: performance.now() - start.at });
        services.tracker.trackPageView(pathname, document.title);
      }, 0);
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, [pathname]);

  return null;
}
