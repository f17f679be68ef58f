import { ConfigurationError, type BackendConfig } from './backend-config';

/** The optional parts of /runtime-config.json that spec 000 §5 checks at start-up. */
export interface RuntimeEnvironment {
  supabase: BackendConfig;
  /** The address platform mail is sent from. */
  email?: { sender?: string };
  /** Error monitoring project id. */
  monitoring?: { id?: string };
  /** Web analytics measurement id. */
  analytics?: { id?: string };
}

export interface StartupCheckContext {
  production: boolean;
  /** The browser's own verdict: HTTPS, or a loopback origin (localhost, *.localhost, 127.0.0.0/8, [::1]). */
  secureContext: boolean;
}

export interface StartupReport {
  errors: string[];
  warnings: string[];
}

/** Host names the browser treats as loopback, and therefore as a secure origin. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** Keys that look like a mail provider's secret: they belong on a server, never in the browser. */
const MAIL_PROVIDER_KEY = /(resend|sendgrid|mailgun|postmark|mailchimp|mandrill|sparkpost|brevo|sendinblue|ses|smtp|mail)[_-]?(api)?[_-]?(key|secret|token|password)/i;

function findMailProviderKeys(value: unknown, path: string[] = []): string[] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => {
    const here = [...path, key];
    const joined = here.join('_');
    if (typeof child === 'string' && child && MAIL_PROVIDER_KEY.test(joined)) return [here.join('.')];
    return findMailProviderKeys(child, here);
  });
}

/**
 * Spec 000 §5: production needs a secure context and a real sender address; missing monitoring
 * or analytics ids and a mail-provider key visible to the browser are warnings only.
 */
export function checkStartup(raw: unknown, { production, secureContext }: StartupCheckContext): StartupReport {
  const errors: string[] = [];
  const warnings: string[] = [];
  const environment = (raw && typeof raw === 'object' ? raw : {}) as Partial<RuntimeEnvironment>;
  if (production) {
    if (!secureContext) errors.push('Production requires a secure context: serve the platform over HTTPS');
    const backendUrl = environment.supabase?.url;
    if (typeof backendUrl === 'string') {
      try {
        const parsed = new URL(backendUrl);
        if (parsed.protocol !== 'https:' && !isLoopbackHost(parsed.hostname)) errors.push(`Production requires the backend over HTTPS: ${parsed.origin}`);
      } catch {
        // validateBackendConfig reports a URL that does not parse.
      }
    }
    const sender = environment.email?.sender;
    if (typeof sender === 'string' && /dev|test/i.test(sender)) errors.push(`The sender e-mail address is a development address: ${sender}`);
  }
  if (!environment.monitoring?.id) warnings.push('No monitoring id is configured: errors are not reported to a monitoring service');
  if (!environment.analytics?.id) warnings.push('No analytics id is configured: page views are not sent to an analytics service');
  for (const key of findMailProviderKeys(raw)) warnings.push(`A mail-provider key is exposed to the browser (${key}): keep it on the server`);
  return { errors, warnings };
}

/** Throws the first start-up error as a ConfigurationError; returns the warnings. */
export function assertStartup(raw: unknown, context: StartupCheckContext): string[] {
  const { errors, warnings } = checkStartup(raw, context);
  if (errors.length) throw new ConfigurationError(errors.join('; '));
  return warnings;
}
