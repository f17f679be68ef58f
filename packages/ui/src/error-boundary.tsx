import { ERROR_TYPE_RULES, classifyAppError, errorMessage, logger } from '@fikrspace/errors';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from './error-panel';

/** Spec 000 §4 "Error boundary": ok, caught error, reset. */
export type ErrorBoundaryStatus = 'ok' | 'caught' | 'reset';

export interface ErrorBoundaryFallbackProps {
  error: unknown;
  resetCount: number;
  reset: () => void;
}

export interface ErrorBoundaryProps {
  children?: ReactNode;
  /** Replaces the generic error panel: an element, or a function given the error and reset. */
  fallback?: ReactNode | ((props: ErrorBoundaryFallbackProps) => ReactNode);
  onError?: (error: unknown, info: ErrorInfo) => void;
  homeHref?: string;
}

interface ErrorBoundaryState {
  status: ErrorBoundaryStatus;
  error: unknown;
  resetCount: number;
}

/**
 * Catches render errors below it and shows the generic error panel. Reset (Try Again) counts
 * itself and renders the children again; the panel offers it while fewer than 3 resets were made.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { status: 'ok', error: null, resetCount: 0 };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { status: 'caught', error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const type = classifyAppError(error);
    logger.log(ERROR_TYPE_RULES[type].logLevel, `Error boundary caught: ${errorMessage(error)}`, { type, error, componentStack: info.componentStack }, 'error-boundary');
    this.props.onError?.(error, info);
  }

  reset = (): void => {
    this.setState((state) => ({ status: 'reset', error: null, resetCount: state.resetCount + 1 }));
  };

  override render(): ReactNode {
    const { status, error, resetCount } = this.state;
    if (status !== 'caught') return this.props.children;
    const { fallback, homeHref } = this.props;
    if (typeof fallback === 'function') return fallback({ error, resetCount, reset: this.reset });
    if (fallback !== undefined) return fallback;
    return <ErrorPanel error={error} tryCount={resetCount} onTryAgain={this.reset} {...(homeHref === undefined ? {} : { homeHref })} />;
  }
}
