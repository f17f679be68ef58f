import { REMOTE_SITES } from '@fikrspace/portal-kit';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEEDBACK_PATH, RuntimeConfigError, feedbackUrlFor, fetchRuntimeConfig, parseRuntimeConfig } from './runtime-config';

const complete = Object.fromEntries(REMOTE_SITES.map((name) => [name, `/remotes/${name}/mf-manifest.json`]));

describe('run-time remote manifest', () => {
  it('resolves relative entries against the page origin and keeps absolute ones', () => {
    const config = parseRuntimeConfig({ remotes: { ...complete, investor: 'https://cdn.example.com/investor/mf-manifest.json' } }, 'http://localhost:4173');
    expect(config.remotes.site).toBe('http://localhost:4173/remotes/site/mf-manifest.json');
    expect(config.remotes.investor).toBe('https://cdn.example.com/investor/mf-manifest.json');
    expect(config.hosts).toEqual({});
  });

  it('lower-cases host names of the host map', () => {
    expect(parseRuntimeConfig({ remotes: complete, hosts: { 'Investor.Localhost': 'investor' } }, 'http://x').hosts).toEqual({ 'investor.localhost': 'investor' });
  });

  it.each([
    [null, 'remotes.json must hold a JSON object'],
    [{}, 'remotes.json has no "remotes" object'],
    [{ remotes: { ...complete, office: undefined } }, 'remotes.json has no entry for "office"'],
    [{ remotes: { ...complete, mentor: 'http://[bad' } }, 'remotes.json entry for "mentor" is not a URL: http://[bad'],
  ])('rejects %j with a message that names the problem', (raw, message) => {
    expect(() => parseRuntimeConfig(raw, 'http://localhost')).toThrow(new RuntimeConfigError(message));
  });

  it('reads /remotes.json without the HTTP cache and reports a failed download', async () => {
    const calls: Array<[string, RequestInit | undefined]> = [];
    const ok = (async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return new Response(JSON.stringify({ remotes: complete }), { status: 200 });
    }) as typeof fetch;
    await fetchRuntimeConfig(ok, 'http://localhost');
    expect(calls).toEqual([['/remotes.json', { cache: 'no-cache' }]]);

    const missing = (async () => new Response('nope', { status: 404 })) as typeof fetch;
    await expect(fetchRuntimeConfig(missing, 'http://localhost')).rejects.toThrow('Could not load /remotes.json: HTTP 404');
  });
});

describe('feedback site of the bug-report button (spec 001 §2.12)', () => {
  it.each([
    ['https://feedback.example.com/board?from=app', 'https://feedback.example.com/board?from=app'],
    ['http://feedback.localhost:4173', 'http://feedback.localhost:4173/'],
    ['HTTPS://Feedback.Example.com', 'https://feedback.example.com/'],
    ['/fikrspace/feedback/new', '/fikrspace/feedback/new'],
    ['/', '/'],
  ])('accepts %s', (feedbackUrl, expected) => {
    expect(parseRuntimeConfig({ remotes: complete, feedbackUrl }, 'http://localhost').feedbackUrl).toBe(expected);
  });

  it('is absent when not configured', () => {
    expect(parseRuntimeConfig({ remotes: complete }, 'http://localhost')).not.toHaveProperty('feedbackUrl');
  });

  it.each([
    ['', '""'],
    ['feedback/', '"feedback/"'],
    ['//evil.example.com/', '"//evil.example.com/"'],
    ['/\\evil.example.com/', '"/\\\\evil.example.com/"'],
    ['/feedback\nnext', '"/feedback\\nnext"'],
    ['javascript:alert(1)', '"javascript:alert(1)"'],
    ['mailto:bugs@example.com', '"mailto:bugs@example.com"'],
    ['ftp://example.com/', '"ftp://example.com/"'],
    ['https://', '"https://"'],
    [42, '42'],
    [null, 'null'],
  ])('rejects %j with a message that says what is expected', (feedbackUrl, shown) => {
    expect(() => parseRuntimeConfig({ remotes: complete, feedbackUrl }, 'http://localhost')).toThrow(
      new RuntimeConfigError(`remotes.json "feedbackUrl" must be an absolute http(s) URL or a path on this site starting with "/": ${shown}`),
    );
  });

  const hosts = { 'investor.localhost': 'investor', 'feedback.localhost': 'feedback', 'gov.localhost': 'government' } as const;
  const page = (hostname: string, port = '4173') => ({ protocol: 'http:', hostname, port });

  it.each([
    ['localhost', hosts, 'the feedback prefix on localhost', DEFAULT_FEEDBACK_PATH],
    ['investor.localhost', hosts, 'the feedback host in host mode, same scheme and port', 'http://feedback.localhost:4173/'],
    ['Gov.Localhost', hosts, 'the feedback host from any mapped host', 'http://feedback.localhost:4173/'],
    ['feedback.localhost', hosts, 'its own root on the feedback host', 'http://feedback.localhost:4173/'],
    ['investor.localhost', { 'investor.localhost': 'investor' }, 'the feedback prefix when no host serves feedback', DEFAULT_FEEDBACK_PATH],
  ] as const)('on %s with %j leads to %s', (hostname, map, _why, expected) => {
    expect(feedbackUrlFor({ hosts: map }, page(hostname))).toBe(expected);
  });

  it('leaves out a default port', () => {
    expect(feedbackUrlFor({ hosts }, { protocol: 'https:', hostname: 'investor.localhost', port: '' })).toBe('https://feedback.localhost/');
  });

  it('prefers the configured URL everywhere', () => {
    for (const hostname of ['localhost', 'investor.localhost']) {
      expect(feedbackUrlFor({ hosts, feedbackUrl: 'https://bugs.example.com/' }, page(hostname))).toBe('https://bugs.example.com/');
    }
  });

  it('is the feedback prefix by default', () => {
    expect(DEFAULT_FEEDBACK_PATH).toBe('/fikrspace/feedback/');
  });
});
