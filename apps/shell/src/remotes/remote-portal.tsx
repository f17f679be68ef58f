import { PortalRoutes, RouteErrorBoundary } from '@fikrspace/portal-host';
import type { RemoteSiteId } from '@fikrspace/portal-kit';
import { LoadingScreen } from '@fikrspace/ui';
import { Suspense, use } from 'react';
import { useLocation } from '@fikrspace/router';
import { useRuntimeConfig } from '../routing/runtime-config-context';
import { forgetPortalDefinition, loadPortalDefinition } from './remote-registry';

export interface RemotePortalProps {
  site: RemoteSiteId;
  prefix: string;
}

/** One audience area: its remote is fetched on first visit, and a failure stays inside the area. */
export function RemotePortal({ site, prefix }: RemotePortalProps) {
  const location = useLocation();
  return (
    <RouteErrorBoundary
      key={site}
      path={location.pathname}
      homeHref={prefix ? `${prefix}/` : '/'}
      onReset={() => forgetPortalDefinition(site)}
      onError={(error) => console.error(`The ${site} portal could not be loaded`, error)}
    >
      <Suspense fallback={<LoadingScreen />}>
        <LoadedPortal site={site} prefix={prefix} />
      </Suspense>
    </RouteErrorBoundary>
  );
}

function LoadedPortal({ site, prefix }: RemotePortalProps) {
  const config = useRuntimeConfig();
  const portal = use(loadPortalDefinition(config, site));
  return <PortalRoutes portal={portal} prefix={prefix} minimumLoadingMs={site === 'site' ? 0 : 1000} />;
}
