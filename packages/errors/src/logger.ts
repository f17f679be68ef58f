import { redact, redactText } from './redact';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Spec 000 §3 "Log entry". */
export interface LogEntry {
  level: LogLevel;
  message: string;
  data: unknown;
  /** ISO 8601. */
  timestamp: string;
  /** Which part of the application wrote the entry. */
  source: string;
}

/** Receives entries in batches; may be asynchronous. A failing transport never breaks the page. */
export type LogTransport = (batch: LogEntry[]) => void | Promise<void>;

/** Spec 000 §9 "Logging": buffer 1000 entries, batch 50, batch delay 5 s. */
export const LOG_BUFFER_SIZE = 1000;
export const LOG_BATCH_SIZE = 50;
export const LOG_BATCH_DELAY_MS = 5000;

/** Spec 000 §9: minimum level warn in production, debug otherwise. */
export function minimumLogLevel(production: boolean): LogLevel {
  return production ? 'warn' : 'debug';
}

export interface LoggerOptions {
  production: boolean;
  transport?: LogTransport;
  now?: () => Date;
  /** Schedules the batch delivery; returns a function that cancels it. */
  setTimer?: (callback: () => void, ms: number) => () => void;
  /** Source recorded when a call names none. */
  source?: string;
}

export type LogMethod = (message: string, data?: unknown, source?: string) => void;

export interface Logger {
  debug: LogMethod;
  info: LogMethod;
  warn: LogMethod;
  error: LogMethod;
  log: (level: LogLevel, message: string, data?: unknown, source?: string) => void;
  /** The last LOG_BUFFER_SIZE entries, oldest first. */
  entries: () => LogEntry[];
  /** Delivers every pending entry now, in batches of LOG_BATCH_SIZE. */
  flush: () => void;
}

const RANK: Readonly<Record<LogLevel, number>> = { debug: 0, info: 1, warn: 2, error: 3 };

/**
 * The default transport: the browser console, one collapsed group per level in each batch. The
 * platform's log sink is configurable: pass another transport to createLogger to ship batches to
 * a collector instead.
 */
export function consoleTransport(batch: LogEntry[]): void {
  for (const level of LOG_LEVELS) {
    const entries = batch.filter((entry) => entry.level === level);
    if (entries.length === 0) continue;
    const grouped = typeof console.groupCollapsed === 'function';
    if (grouped) console.groupCollapsed(`[${level}] ${entries.length} log ${entries.length === 1 ? 'entry' : 'entries'}`);
    for (const entry of entries) console[level](`${entry.timestamp} [${entry.source}] ${entry.message}`, ...(entry.data === undefined ? [] : [entry.data]));
    if (grouped) console.groupEnd();
  }
}

const defaultTimer = (callback: () => void, ms: number) => {
  const handle = setTimeout(callback, ms);
  return () => clearTimeout(handle);
};

export function createLogger(options: LoggerOptions): Logger {
  const transport = options.transport ?? consoleTransport;
  const now = options.now ?? (() => new Date());
  const setTimer = options.setTimer ?? defaultTimer;
  const defaultSource = options.source ?? 'app';
  const minimum = RANK[minimumLogLevel(options.production)];
  const buffer: LogEntry[] = [];
  const pending: LogEntry[] = [];
  let cancelTimer: (() => void) | null = null;

  const deliver = (batch: LogEntry[]) => {
    try {
      // The sink's own failure is dropped: logging it through this logger would feed it back to the sink.
      Promise.resolve(transport(batch)).catch(() => undefined);
    } catch {
      // As above: a broken sink must not take the page or the caller down.
    }
  };

  const stopTimer = () => {
    cancelTimer?.();
    cancelTimer = null;
  };

  let flushing = false;
  const flush = () => {
    stopTimer();
    // A transport that logs while it delivers adds to the next batch instead of looping here.
    if (flushing) return;
    flushing = true;
    try {
      const batches = pending.splice(0);
      for (let start = 0; start < batches.length; start += LOG_BATCH_SIZE) deliver(batches.slice(start, start + LOG_BATCH_SIZE));
    } finally {
      flushing = false;
    }
  };

  const log = (level: LogLevel, message: string, data?: unknown, source?: string) => {
    if (RANK[level] < minimum) return;
    const entry: LogEntry = { level, message: redactText(message), data: redact(data), timestamp: now().toISOString(), source: source ?? defaultSource };
    buffer.push(entry);
    if (buffer.length > LOG_BUFFER_SIZE) buffer.splice(0, buffer.length - LOG_BUFFER_SIZE);
    pending.push(entry);
    if (pending.length >= LOG_BATCH_SIZE) {
      flush();
      return;
    }
    cancelTimer ??= setTimer(() => {
      cancelTimer = null;
      flush();
    }, LOG_BATCH_DELAY_MS);
  };

  return {
    debug: (message, data, source) => log('debug', message, data, source),
    info: (message, data, source) => log('info', message, data, source),
    warn: (message, data, source) => log('warn', message, data, source),
    error: (message, data, source) => log('error', message, data, source),
    log,
    entries: () => [...buffer],
    flush,
  };
}

/** The page's logger; production builds keep warn and error only. */
export const logger: Logger = createLogger({ production: import.meta.env?.PROD ?? false });
