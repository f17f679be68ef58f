import { PRODUCTION_PERFORMANCE_SAMPLE_RATE } from '@fikrspace/analytics';

/**
 * The optional `analytics` settings of /runtime-config.json: the analytics worker (spec 001 §7.3,
 * a URL and its bearer secret) and the share of page loads whose performance is measured
 * (0.1 in production by default, spec 001 §9; every load in development).
 *
 * Checked by hand: three optional fields do not justify a schema library on every page (see
 * docs/decisions.md). A section with any of them malformed is ignored as a whole, so a half-typed
 * setting never sends events to a worker nobody meant.
 */
export interface AnalyticsSettings {
  worker: { url: string; secret: string } | null;
  performanceSampleRate: number;
}

interface SectionValues {
  workerUrl?: string;
  workerSecret?: string;
  performanceSampleRate?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The section's values, or null when it is not an object or a known field is malformed. */
function readSection(section: unknown): SectionValues | null {
  if (!isRecord(section)) return null;
  const { workerUrl, workerSecret, performanceSampleRate } = section;
  if (workerUrl !== undefined && !isHttpUrl(workerUrl)) return null;
  if (workerSecret !== undefined && (typeof workerSecret !== 'string' || workerSecret.length === 0)) return null;
  if (performanceSampleRate !== undefined && (typeof performanceSampleRate !== 'number' || !(performanceSampleRate >= 0 && performanceSampleRate <= 1))) return null;
  return { workerUrl, workerSecret, performanceSampleRate };
}

export function analyticsSettings(raw: unknown, production: boolean): AnalyticsSettings {
  const section = isRecord(raw) ? raw.analytics : undefined;
  const values = readSection(section ?? {}) ?? {};
  return {
    worker: values.workerUrl && values.workerSecret ? { url: values.workerUrl, secret: values.workerSecret } : null,
    performanceSampleRate: values.performanceSampleRate ?? (production ? PRODUCTION_PERFORMANCE_SAMPLE_RATE : 1),
  };
}
