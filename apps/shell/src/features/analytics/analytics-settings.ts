import { PRODUCTION_PERFORMANCE_SAMPLE_RATE } from '@fikrspace/analytics';
import * as z from 'zod/mini';

// Parsed without eval, which the Content-Security-Policy forbids (see @fikrspace/theme's zod).
z.config({ jitless: true });

/**
 * The optional `analytics` settings of /runtime-config.json: the analytics worker (spec 001 §7.3,
 * a URL and its bearer secret) and the share of page loads whose performance is measured
 * (0.1 in production by default, spec 001 §9; every load in development).
 */
const schema = z.looseObject({
  workerUrl: z.optional(z.url({ protocol: /^https?$/ })),
  workerSecret: z.optional(z.string().check(z.minLength(1))),
  performanceSampleRate: z.optional(z.number().check(z.gte(0), z.lte(1))),
});

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
