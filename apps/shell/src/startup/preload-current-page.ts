import { appStore } from '@fikrspace/app-store';
import { getQueryClient } from '@fikrspace/data';
import { i18n } from '@fikrspace/i18n';
import { SIGNED_IN_FRAME_NAMESPACES, preloadPortalPage } from '@fikrspace/portal-host';
import { isRemoteSite, resolveSite } from '@fikrspace/portal-kit';
import { productsQueryOptions } from '@fikrspace/products';
import { loadPortalDefinition } from '../remotes/remote-registry';
import type { RuntimeConfig } from '../remotes/runtime-config';

/**
 * Starts what the address will need as soon as the shell knows its configuration, instead of when
 * its first render reaches it: the code and texts of the remote that serves the address, then the
 * code of the page it opens and, while a stored session is being looked up, what every signed-in
 * portal page opens behind (the frame's texts and the product catalogue of the product check).
 * Each is cached where the page asks for it, so nothing is fetched twice; a failure is only a
 * missed head start, reported where the page asks again.
 */
export function preloadCurrentPage(config: RuntimeConfig, location: Pick<Location, 'pathname' | 'hostname'> = window.location): void {
  const { site, prefix } = resolveSite(location.pathname, location.hostname, config.hosts);
  if (isRemoteSite(site)) loadPortalDefinition(config, site).then((portal) => preloadPortalPage(portal, prefix, location.pathname), () => undefined);
  if (site === 'site' || !appStore.getState().isLoading) return;
  void i18n.loadNamespaces(SIGNED_IN_FRAME_NAMESPACES);
  void getQueryClient().prefetchQuery(productsQueryOptions());
}
