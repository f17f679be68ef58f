import type { PortalRoute } from '@fikrspace/portal-kit';
import { lazy, type ComponentType } from 'react';

const downloads = new WeakMap<PortalRoute, Promise<ComponentType>>();
const arrived = new WeakMap<PortalRoute, ComponentType>();
const lazyPages = new WeakMap<PortalRoute, ComponentType>();

/**
 * Starts the download of a route's page code, once; a failed download is forgotten so the next
 * attempt asks again. Called while the loading screen holds and, for a link's page, as the
 * visitor reaches for the link, so neither waits for the code when it is needed.
 */
export function preloadPage(route: PortalRoute): Promise<ComponentType> {
  let download = downloads.get(route);
  if (!download) {
    download = route.load().then((module) => {
      arrived.set(route, module.default);
      return module.default;
    });
    download.catch(() => forgetPage(route));
    downloads.set(route, download);
  }
  return download;
}

/**
 * The component of a route's page: the page itself once its code has arrived, so React renders it
 * at once instead of suspending (and holding a fallback on screen for its reveal throttle); a
 * lazy component that downloads it before that.
 */
export function pageFor(route: PortalRoute): ComponentType {
  const page = arrived.get(route);
  if (page) return page;
  let pending = lazyPages.get(route);
  if (!pending) {
    pending = lazy(() => preloadPage(route).then((component) => ({ default: component })));
    lazyPages.set(route, pending);
  }
  return pending;
}

/** Whether a route's page code has arrived. */
export function pageArrived(route: PortalRoute): boolean {
  return arrived.has(route);
}

/** Drops what is known of a route's page, so Retry downloads it again. */
export function forgetPage(route: PortalRoute): void {
  downloads.delete(route);
  lazyPages.delete(route);
}
