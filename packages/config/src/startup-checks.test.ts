import { describe, expect, it } from 'vitest';
import { ConfigurationError } from './backend-config';
import { assertStartup, checkStartup, isLoopbackHost } from './startup-checks';

const backend = { url: 'https://abc.supabase.co', anonKey: 'a.b.c' };
const complete = { supabase: backend, email: { sender: 'no-reply@fikrspace.com' }, monitoring: { id: 'mon-1' }, analytics: { id: 'G-1' } };

describe('start-up checks (spec 000 §5)', () => {
  it('passes a complete production configuration in a secure context', () => {
    expect(checkStartup(complete, { production: true, secureContext: true })).toEqual({ errors: [], warnings: [] });
  });

  it.each([
    ['an insecure context', complete, false, 'Production requires a secure context: serve the platform over HTTPS'],
    ['a sender containing dev', { ...complete, email: { sender: 'noreply@dev.fikrspace.com' } }, true, 'The sender e-mail address is a development address: noreply@dev.fikrspace.com'],
    ['a sender containing test', { ...complete, email: { sender: 'team@fikrspace.test' } }, true, 'The sender e-mail address is a development address: team@fikrspace.test'],
    ['a sender containing TEST in capitals', { ...complete, email: { sender: 'TEST@fikrspace.com' } }, true, 'The sender e-mail address is a development address: TEST@fikrspace.com'],
    ['a backend over plain HTTP', { ...complete, supabase: { ...backend, url: 'http://api.fikrspace.com' } }, true, 'Production requires the backend over HTTPS: http://api.fikrspace.com'],
  ])('fails production with %s', (_name, config, secureContext, message) => {
    expect(checkStartup(config, { production: true, secureContext }).errors).toEqual([message]);
    expect(() => assertStartup(config, { production: true, secureContext })).toThrow(new ConfigurationError(message));
  });

  it('accepts a loopback backend over plain HTTP in production (a local deployment)', () => {
    expect(checkStartup({ ...complete, supabase: { ...backend, url: 'http://127.0.0.1:54321' } }, { production: true, secureContext: true }).errors).toEqual([]);
  });

  it('raises none of the production errors in development', () => {
    expect(checkStartup({ ...complete, email: { sender: 'dev@fikrspace.test' } }, { production: false, secureContext: false }).errors).toEqual([]);
  });

  it.each([
    ['a missing monitoring id', { ...complete, monitoring: undefined }, 'No monitoring id is configured: errors are not reported to a monitoring service'],
    ['a missing analytics id', { ...complete, analytics: {} }, 'No analytics id is configured: page views are not sent to an analytics service'],
    ['a mail-provider key in the browser', { ...complete, email: { sender: 'no-reply@fikrspace.com', resendApiKey: 're_123' } }, 'A mail-provider key is exposed to the browser (email.resendApiKey): keep it on the server'],
    ['a nested SendGrid key', { ...complete, providers: { sendgrid_key: 'SG.x' } }, 'A mail-provider key is exposed to the browser (providers.sendgrid_key): keep it on the server'],
  ])('only warns for %s', (_name, config, warning) => {
    const report = checkStartup(config, { production: true, secureContext: true });
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([warning]);
  });

  it.each([
    ['localhost', true],
    ['investor.localhost', true],
    ['127.0.0.1', true],
    ['127.4.5.6', true],
    ['[::1]', true],
    ['fikrspace.com', false],
    ['localhost.example.com', false],
    ['128.0.0.1', false],
  ])('%s is loopback: %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });
});
