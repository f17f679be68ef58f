import { appStore } from '@fikrspace/app-store';
import { getQueryClient } from '@fikrspace/data';
import { i18n } from '@fikrspace/i18n';
import { SIGNED_IN_FRAME_NAMESPACES, preloadPortalPage } from '@fikrspace/portal-host';
import { isRemoteSite, resolveSite } from '@fikrspace/portal-kit';
import { productsQueryOptions } from '@fikrspace/products';
import { loadPortalDefinition } from '../remotes/remote-registry';
import type { RuntimeConfig } from '../remotes/runtime-config';

/**
 * Starts the code the address needs as soon as the shell knows where its remotes are, instead of
 * when its first render reaches it, and while the texts and the backend settings are still on
 * their way: the remote that serves the address (with its texts, once those have started), then
 * the code of the page it opens. Each is cached where the page asks for it, so nothing is fetched
 * twice; a failure is only a missed head start, reported where the page asks again.
 */
export function preloadCurrentRemote(config: RuntimeConfig, location: Pick<Location, 'pathname' | 'hostname'> = window.location): void {
  const { site, prefix } = resolveSite(location.pathname, location.hostname, config.hosts);
  if (isRemoteSite(site)) loadPortalDefinition(config, site).then((portal) => preloadPortalPage(portal, prefix, location.pathname), () => undefined);
}

/**
 * While a stored session is being looked up on a portal address, what every signed-in portal page
 * opens behind: the frame's texts and the product catalogue of the product check.
 */
export function preloadSignedInFrame(config: RuntimeConfig, location: Pick<Location, 'pathname' | 'hostname'> = window.location): void {
  const { site } = resolveSite(location.pathname, location.hostname, config.hosts);
  if (site === 'site' || !appStore.getState().isLoading) return;
  void i18n.loadNamespaces(SIGNED_IN_FRAME_NAMESPACES);
  void getQueryClient().prefetchQuery(productsQueryOptions());
}
