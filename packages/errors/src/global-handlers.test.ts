import { describe, expect, it, vi } from 'vitest';
import { installGlobalErrorHandlers, toastForError, type ErrorReport } from './global-handlers';
import { createLogger } from './logger';

function rejection(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection'), { reason });
}

function windowError(error: unknown, message = ''): Event {
  return Object.assign(new Event('error'), { error, message });
}

function setup() {
  const target = new EventTarget();
  const logger = createLogger({ production: false, transport: () => undefined, setTimer: () => () => undefined });
  const reports: ErrorReport[] = [];
  const uninstall = installGlobalErrorHandlers({ target, logger, onReport: (report) => reports.push(report) });
  return { target, logger, reports, uninstall };
}

describe('global handlers (spec 000 §8)', () => {
  it.each([
    ['an unhandled rejection', () => rejection(new Error('Request failed')), 'system_error', 'Request failed', 'error', 'Unhandled promise rejection: Request failed'],
    ['a rejection with a string', () => rejection('plain reason'), 'system_error', 'plain reason', 'error', 'Unhandled promise rejection: plain reason'],
    ['a rejection without a reason', () => rejection(undefined), 'system_error', 'Unhandled promise rejection', 'error', 'Unhandled promise rejection: Unhandled promise rejection'],
    ['a window error', () => windowError(new TypeError('x is not a function')), 'critical_error', 'x is not a function', 'error', 'Uncaught error: x is not a function'],
    ['a cross-origin script error', () => windowError(null, 'Script error.'), 'critical_error', 'Script error.', 'error', 'Uncaught error: Script error.'],
  ])('reports %s once as %s', (_name, makeEvent, type, message, level, logged) => {
    const { target, logger, reports } = setup();
    const event = makeEvent();
    target.dispatchEvent(event);
    expect(reports).toEqual([{ type, error: (event as Event & { reason?: unknown; error?: unknown }).reason ?? (event as Event & { error?: unknown }).error, message }]);
    expect(logger.entries().map((entry) => [entry.level, entry.message, entry.source])).toEqual([[level, logged, 'global-handler']]);
  });

  it('reports one error once even when it surfaces twice or two handlers are installed', () => {
    const { target, reports, logger } = setup();
    const second: ErrorReport[] = [];
    installGlobalErrorHandlers({ target, logger, onReport: (report) => second.push(report) });
    const error = new Error('boom');
    target.dispatchEvent(windowError(error));
    target.dispatchEvent(rejection(error));
    expect(reports).toHaveLength(1);
    expect(second).toHaveLength(0);
    expect(logger.entries()).toHaveLength(1);
  });

  it('redacts the reported message', () => {
    const { target, reports } = setup();
    target.dispatchEvent(rejection(new Error('401 for Bearer abc')));
    expect(reports[0]!.message).toBe('401 for Bearer [REDACTED]');
  });

  it('stops reporting once uninstalled', () => {
    const { target, reports, uninstall } = setup();
    uninstall();
    target.dispatchEvent(rejection(new Error('late')));
    target.dispatchEvent(windowError(new Error('late')));
    expect(reports).toEqual([]);
  });

  it('works without onReport', () => {
    const target = new EventTarget();
    const log = vi.fn();
    installGlobalErrorHandlers({ target, logger: { log } });
    target.dispatchEvent(rejection(new Error('quiet')));
    expect(log).toHaveBeenCalledWith('error', 'Unhandled promise rejection: quiet', expect.objectContaining({ type: 'system_error' }), 'global-handler');
  });
});

describe('toast for an error type (spec 000 §8)', () => {
  it.each([
    ['critical_error', 'Error', 'destructive'],
    ['system_error', 'Notice', 'destructive'],
    ['user_error', 'Notice', 'default'],
    ['dev_error', 'Notice', 'destructive'],
    ['database_error', 'Notice', 'destructive'],
    ['validation_error', 'Notice', 'destructive'],
  ] as const)('%s: titled %s, %s', (type, title, variant) => {
    expect(toastForError(type)).toEqual({ title, variant });
  });
});
