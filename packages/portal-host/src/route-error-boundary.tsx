import { RouteErrorScreen } from '@fikrspace/ui';
import { Component, type ReactNode } from 'react';
import { PageShown } from './page-shown';

interface Props {
  path: string;
  homeHref: string;
  children: ReactNode;
  /** Called before a retry so a failed lazy import is attempted again instead of replayed. */
  onReset?: () => void;
  onError?: (error: unknown) => void;
}

interface State {
  error: unknown;
  hasError: boolean;
  retryCount: number;
  failureCount: number;
}

/** Spec 000 §4: normal -> error -> Retry returns to normal and counts the retry. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false, retryCount: 0, failureCount: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown): void {
    this.setState((state) => ({ failureCount: state.failureCount + 1 }));
    this.props.onError?.(error);
  }

  private retry = () => {
    this.props.onReset?.();
    this.setState((state) => ({ hasError: false, error: null, retryCount: state.retryCount + 1 }));
  };

  override render() {
    if (this.state.hasError) {
      // The error screen is what this address shows now: it replaces a prerendered page too.
      return (
        <>
          <RouteErrorScreen
            error={this.state.error}
            path={this.props.path}
            retryCount={this.state.retryCount}
            failureCount={Math.max(1, this.state.failureCount)}
            onRetry={this.retry}
            homeHref={this.props.homeHref}
          />
          <PageShown />
        </>
      );
    }
    return this.props.children;
  }
}
