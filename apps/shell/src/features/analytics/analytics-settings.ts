import { PRODUCTION_PERFORMANCE_SAMPLE_RATE } from '@fikrspace/analytics';
import { z } from 'zod';

// Parsed without eval, which the Content-Security-Policy forbids (see @fikrspace/theme's zod).
z.config({ jitless: true });

/**
 * The optional `analytics` settings of /runtime-config.json: the analytics worker (spec 001 §7.3,
 * a URL and its bearer secret) and the share of page loads whose performance is measured
 * (0.1 in production by default, spec 001 §9; every load in development).
 */
const schema = z
  .object({
    workerUrl: z.url({ protocol: /^https?$/ }).optional(),
    workerSecret: z.string().min(1).optional(),
    performanceSampleRate: z.number().min(0).max(1).optional(),
  })
  .loose();

export interface AnalyticsSettings {
  worker: { url: string; secret: string } | null;
  performanceSampleRate: number;
}

export function analyticsSettings(raw: unknown, production: boolean): AnalyticsSettings {
  const section = raw && typeof raw === 'object' ? (raw as { analytics?: unknown }).analytics : undefined;
  const parsed = schema.safeParse(section ?? {});
  const values = parsed.success ? parsed.data : {};
  return {
    worker: values.workerUrl && values.workerSecret ? { url: values.workerUrl, secret: values.workerSecret } : null,
    performanceSampleRate: values.performanceSampleRate ?? (production ? PRODUCTION_PERFORMANCE_SAMPLE_RATE : 1),
  };
}
