import { PortalRoutes } from '@fikrspace/portal-host';
import { PORTAL_SWITCH_REDIRECTS, isRemoteSite, resolveSite } from '@fikrspace/portal-kit';
import { Navigate, Route, Routes, useLocation } from '@fikrspace/router';
import { portalRoot } from '../portal-root/portal';
import { RemotePortal } from '../remotes/remote-portal';
import { useRuntimeConfig } from './runtime-config-context';

/** Chooses the site for the current URL (host first, then path prefix) and mounts it at its prefix. */
export function SiteSwitch() {
  const { pathname, search } = useLocation();
  const config = useRuntimeConfig();
  const { site, prefix } = resolveSite(pathname, window.location.hostname, config.hosts);

  const switchTarget = PORTAL_SWITCH_REDIRECTS[pathname.replace(/\/+$/, '')];
  if (switchTarget) return <Navigate to={`${switchTarget}${search}`} replace />;

  const area = isRemoteSite(site) ? <RemotePortal key={`${site}${prefix}`} site={site} prefix={prefix} /> : <PortalRoutes key={prefix} portal={portalRoot} prefix={prefix} minimumLoadingMs={1000} />;
  return (
    <Routes>
      <Route path={prefix ? `${prefix}/*` : '*'} element={area} />
    </Routes>
  );
}
