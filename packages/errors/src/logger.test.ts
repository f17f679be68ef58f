import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOG_BATCH_DELAY_MS, LOG_BATCH_SIZE, LOG_BUFFER_SIZE, consoleTransport, createLogger, minimumLogLevel, type LogEntry } from './logger';
import { REDACTED } from './redact';

function manualTimer() {
  const scheduled: Array<{ callback: () => void; ms: number; cancelled: boolean }> = [];
  return {
    scheduled,
    setTimer: (callback: () => void, ms: number) => {
      const timer = { callback, ms, cancelled: false };
      scheduled.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
    fire: () => {
      for (const timer of scheduled.splice(0)) if (!timer.cancelled) timer.callback();
    },
  };
}

const now = () => new Date('2025-03-01T10:20:30.000Z');

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('logging limits (spec 000 §9)', () => {
  it('buffers 1000 entries and sends batches of 50 every 5 s', () => {
    expect([LOG_BUFFER_SIZE, LOG_BATCH_SIZE, LOG_BATCH_DELAY_MS]).toEqual([1000, 50, 5000]);
  });

  it.each([
    [true, 'warn', ['warn', 'error']],
    [false, 'debug', ['debug', 'info', 'warn', 'error']],
  ] as const)('production %s: minimum %s', (production, minimum, kept) => {
    expect(minimumLogLevel(production)).toBe(minimum);
    const logger = createLogger({ production, transport: () => undefined, setTimer: manualTimer().setTimer });
    logger.debug('d');
    logger.info('i');
    logger.warn('w');
    logger.error('e');
    expect(logger.entries().map((entry) => entry.level)).toEqual(kept);
  });
});

describe('entries', () => {
  it('record level, message, data, timestamp and source', () => {
    const logger = createLogger({ production: false, transport: () => undefined, now, setTimer: manualTimer().setTimer, source: 'portal' });
    logger.info('Loaded', { id: 1 });
    logger.warn('Slow', undefined, 'route-monitor');
    expect(logger.entries()).toEqual([
      { level: 'info', message: 'Loaded', data: { id: 1 }, timestamp: '2025-03-01T10:20:30.000Z', source: 'portal' },
      { level: 'warn', message: 'Slow', data: undefined, timestamp: '2025-03-01T10:20:30.000Z', source: 'route-monitor' },
    ]);
  });

  it('are redacted before they are kept or sent', () => {
    const sent: LogEntry[] = [];
    const logger = createLogger({ production: false, transport: (batch) => void sent.push(...batch), setTimer: manualTimer().setTimer });
    logger.error('Sign-in failed with Bearer abc', { email: 'a@b.c', password: 'hunter2', headers: { 'x-api-key': 'k' } });
    logger.flush();
    const expected = { message: `Sign-in failed with Bearer ${REDACTED}`, data: { email: 'a@b.c', password: REDACTED, headers: { 'x-api-key': REDACTED } } };
    expect(logger.entries()[0]).toMatchObject(expected);
    expect(sent[0]).toMatchObject(expected);
  });

  it('keep only the last 1000', () => {
    const logger = createLogger({ production: false, transport: () => undefined, setTimer: manualTimer().setTimer });
    for (let index = 0; index < 1005; index += 1) logger.info(`entry ${index}`);
    const entries = logger.entries();
    expect(entries).toHaveLength(1000);
    expect(entries[0]!.message).toBe('entry 5');
    expect(entries[999]!.message).toBe('entry 1004');
  });

  it('are a copy the caller cannot change', () => {
    const logger = createLogger({ production: false, transport: () => undefined, setTimer: manualTimer().setTimer });
    logger.info('x');
    logger.entries().pop();
    expect(logger.entries()).toHaveLength(1);
  });
});

describe('batching', () => {
  it('sends what is pending 5 s after the first entry', () => {
    const timer = manualTimer();
    const batches: LogEntry[][] = [];
    const logger = createLogger({ production: false, transport: (batch) => void batches.push(batch), setTimer: timer.setTimer });
    logger.info('a');
    logger.info('b');
    expect(timer.scheduled.map((scheduled) => scheduled.ms)).toEqual([5000]);
    expect(batches).toEqual([]);
    timer.fire();
    expect(batches.map((batch) => batch.map((entry) => entry.message))).toEqual([['a', 'b']]);
    logger.info('c');
    expect(timer.scheduled).toHaveLength(1);
  });

  it('sends at once when 50 are pending and cancels the timer', () => {
    const timer = manualTimer();
    const batches: LogEntry[][] = [];
    const logger = createLogger({ production: false, transport: (batch) => void batches.push(batch), setTimer: timer.setTimer });
    for (let index = 0; index < 49; index += 1) logger.info(`m${index}`);
    expect(batches).toHaveLength(0);
    logger.info('m49');
    expect(batches.map((batch) => batch.length)).toEqual([50]);
    expect(timer.scheduled[0]!.cancelled).toBe(true);
    logger.info('m50');
    expect(timer.scheduled).toHaveLength(2);
  });

  it('flush sends everything pending in batches of 50', () => {
    const batches: LogEntry[][] = [];
    const logger = createLogger({ production: false, transport: (batch) => void batches.push(batch), setTimer: manualTimer().setTimer });
    for (let index = 0; index < 49; index += 1) logger.debug('x');
    logger.flush();
    logger.flush();
    expect(batches.map((batch) => batch.length)).toEqual([49]);
  });

  it('uses a real 5 s timer by default', () => {
    vi.useFakeTimers();
    const transport = vi.fn();
    const logger = createLogger({ production: true, transport });
    logger.error('e');
    vi.advanceTimersByTime(4999);
    expect(transport).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(transport).toHaveBeenCalledTimes(1);
  });

  it('survives a transport that throws or rejects', async () => {
    const logger = createLogger({ production: false, transport: () => Promise.reject(new Error('sink down')), setTimer: manualTimer().setTimer });
    logger.info('a');
    expect(() => logger.flush()).not.toThrow();
    const throwing = createLogger({ production: false, transport: () => { throw new Error('sink down'); }, setTimer: manualTimer().setTimer });
    throwing.info('a');
    expect(() => throwing.flush()).not.toThrow();
    await Promise.resolve();
  });

  it('does not loop when the transport logs', () => {
    const batches: LogEntry[][] = [];
    const timer = manualTimer();
    const logger = createLogger({
      production: false,
      setTimer: timer.setTimer,
      transport: (batch) => {
        batches.push(batch);
        logger.warn('delivered');
      },
    });
    logger.info('a');
    logger.flush();
    expect(batches).toHaveLength(1);
    expect(logger.entries().map((entry) => entry.message)).toEqual(['a', 'delivered']);
  });
});

describe('console transport', () => {
  it('groups a batch by level', () => {
    const calls: string[] = [];
    vi.spyOn(console, 'groupCollapsed').mockImplementation((label: string) => void calls.push(`group ${label}`));
    vi.spyOn(console, 'groupEnd').mockImplementation(() => void calls.push('end'));
    for (const level of ['debug', 'info', 'warn', 'error'] as const) vi.spyOn(console, level).mockImplementation((line: string) => void calls.push(`${level} ${line}`));
    const entry = (level: LogEntry['level'], message: string): LogEntry => ({ level, message, data: undefined, timestamp: 'T', source: 'app' });
    consoleTransport([entry('error', 'e1'), entry('info', 'i1'), entry('error', 'e2')]);
    expect(calls).toEqual(['group [info] 1 log entry', 'info T [app] i1', 'end', 'group [error] 2 log entries', 'error T [app] e1', 'error T [app] e2', 'end']);
  });
});
