import { PortalRoutes, RouteErrorBoundary } from '@fikrspace/portal-host';
import type { PortalDefinition, RemoteSiteId } from '@fikrspace/portal-kit';
import { LoadingScreen } from '@fikrspace/ui';
import { useEffect, useState } from 'react';
import { useLocation } from '@fikrspace/router';
import { useRuntimeConfig } from '../routing/runtime-config-context';
import { definitionOutcome, forgetPortalDefinition, loadPortalDefinition } from './remote-registry';

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
      <LoadedPortal site={site} prefix={prefix} />
    </RouteErrorBoundary>
  );
}

/**
 * The remote's definition once it has arrived, null until then; a failed download throws to the
 * area's error boundary. A state update, not a suspended render, brings the area in: React holds
 * the retry of a suspended boundary until 300 ms after its fallback was shown, and that wait would
 * come on top of every cold load of a remote.
 */
function usePortalDefinition(site: RemoteSiteId): PortalDefinition | null {
  const config = useRuntimeConfig();
  const request = loadPortalDefinition(config, site);
  const [, setArrived] = useState<Promise<PortalDefinition> | null>(null);
  const outcome = definitionOutcome(request);
  const settledAtRender = outcome !== undefined;
  useEffect(() => {
    // Settled after this render read it (or before the effect ran): render again to show it.
    if (settledAtRender) return;
    let current = true;
    const rerender = () => current && setArrived(request);
    request.then(rerender, rerender);
    return () => {
      current = false;
    };
  }, [request, settledAtRender]);
  if (outcome?.status === 'rejected') throw outcome.reason;
  return outcome?.status === 'fulfilled' ? outcome.value : null;
}

function LoadedPortal({ site, prefix }: RemotePortalProps) {
  const portal = usePortalDefinition(site);
  if (!portal) return <LoadingScreen />;
  return <PortalRoutes portal={portal} prefix={prefix} minimumLoadingMs={site === 'site' ? 0 : 1000} />;
}
