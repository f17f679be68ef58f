// @vitest-environment jsdom
import { logger } from '@fikrspace/errors';
import { initTestI18n } from '@fikrspace/i18n/testing';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary, type ErrorBoundaryStatus } from './error-boundary';

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  // React reports every caught render error on the console; the tests look at the screen instead.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Throws while `source.failing` is set, as a component whose data cannot load would. */
function Flaky({ source, message }: { source: { failing: boolean }; message: string }) {
  if (source.failing) throw new Error(message);
  return <p>Content loaded</p>;
}

describe('ErrorBoundary (spec 000 §4: ok, caught, reset)', () => {
  it('renders its children while nothing fails', () => {
    render(
      <ErrorBoundary>
        <p>Fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Fine')).toBeTruthy();
  });

  it('shows the generic panel and reports the error', () => {
    const onError = vi.fn();
    render(
      <ErrorBoundary onError={onError} homeHref="/fikrspace/portal">
        <Flaky source={{ failing: true }} message="Payment provider unreachable" />
      </ErrorBoundary>,
    );
    expect(screen.getByTestId('error-panel').getAttribute('data-kind')).toBe('critical');
    expect(screen.getByRole('link', { name: 'Go to Home Page' }).getAttribute('href')).toBe('/fikrspace/portal');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Payment provider unreachable' }), expect.objectContaining({ componentStack: expect.any(String) }));
    expect(logger.entries().at(-1)).toMatchObject({ level: 'error', message: 'Error boundary caught: Payment provider unreachable', source: 'error-boundary', data: { type: 'critical_error' } });
  });

  it('Try Again resets, counts and renders the children again', () => {
    const source = { failing: true };
    render(
      <ErrorBoundary>
        <Flaky source={source} message="Network request failed" />
      </ErrorBoundary>,
    );
    source.failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again (1/3)' }));
    expect(screen.getByText('Content loaded')).toBeTruthy();
  });

  it.each([
    [1, 'Try Again (2/3)'],
    [2, 'Try Again (3/3)'],
    [3, null],
  ])('after %i failed resets the panel offers %s', (resets, label) => {
    render(
      <ErrorBoundary>
        <Flaky source={{ failing: true }} message="Network request failed" />
      </ErrorBoundary>,
    );
    for (let attempt = 1; attempt <= resets; attempt += 1) fireEvent.click(screen.getByRole('button', { name: `Try Again (${attempt}/3)` }));
    const tryAgain = screen.queryByRole('button', { name: /Try Again/ });
    expect(tryAgain?.textContent ?? null).toBe(label);
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy();
  });

  it('walks ok -> caught -> reset', () => {
    const statuses: ErrorBoundaryStatus[] = [];
    const source = { failing: false };
    class Probe extends ErrorBoundary {
      override render() {
        statuses.push(this.state.status);
        return super.render();
      }
    }
    const { rerender } = render(
      <Probe>
        <Flaky source={source} message="Network request failed" />
      </Probe>,
    );
    source.failing = true;
    rerender(
      <Probe>
        <Flaky source={source} message="Network request failed again" />
      </Probe>,
    );
    source.failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again (1/3)' }));
    expect([...new Set(statuses)]).toEqual(['ok', 'caught', 'reset']);
    expect(screen.getByText('Content loaded')).toBeTruthy();
  });

  it.each([
    ['an element', <p key="fallback">Custom fallback</p>, 'Custom fallback'],
    ['a function', ({ error, resetCount }: { error: unknown; resetCount: number }) => <p>{`${(error as Error).message} after ${resetCount}`}</p>, 'Boom after 0'],
  ])('uses a fallback given as %s', (_name, fallback, text) => {
    render(
      <ErrorBoundary fallback={fallback}>
        <Flaky source={{ failing: true }} message="Boom" />
      </ErrorBoundary>,
    );
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByTestId('error-panel')).toBeNull();
  });
});
