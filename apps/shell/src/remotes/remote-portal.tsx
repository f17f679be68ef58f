import { PortalRoutes } from '@fikrspace/portal-host';
import type { RemoteSiteId } from '@fikrspace/portal-kit';
import { LoadingScreen, RouteErrorScreen } from '@fikrspace/ui';
import { Component, Suspense, use, type ReactNode } from 'react';
import { useLocation } from 'react-router';
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
    <RemoteBoundary key={site} site={site} path={location.pathname} homeHref={prefix ? `${prefix}/` : '/'}>
      <Suspense fallback={<LoadingScreen />}>
        <LoadedPortal site={site} prefix={prefix} />
      </Suspense>
    </RemoteBoundary>
  );
}

function LoadedPortal({ site, prefix }: RemotePortalProps) {
  const config = useRuntimeConfig();
  const portal = use(loadPortalDefinition(config, site));
  return <PortalRoutes portal={portal} prefix={prefix} minimumLoadingMs={site === 'site' ? 0 : 1000} />;
}

interface BoundaryProps {
  site: RemoteSiteId;
  path: string;
  homeHref: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  hasError: boolean;
  retryCount: number;
  failureCount: number;
}

class RemoteBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, hasError: false, retryCount: 0, failureCount: 0 };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown): void {
    this.setState((state) => ({ failureCount: state.failureCount + 1 }));
    console.error(`The ${this.props.site} portal could not be loaded`, error);
  }

  private retry = () => {
    forgetPortalDefinition(this.props.site);
    this.setState((state) => ({ hasError: false, error: null, retryCount: state.retryCount + 1 }));
  };

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <div className="min-h-screen bg-slate-50 px-4 py-8 dark:bg-slate-950">
        <RouteErrorScreen
          error={this.state.error}
          path={this.props.path}
          retryCount={this.state.retryCount}
          failureCount={Math.max(1, this.state.failureCount)}
          onRetry={this.retry}
          homeHref={this.props.homeHref}
        />
      </div>
    );
  }
}
