import { describe, expect, it } from 'vitest';
import { RuntimeConfigError, fetchRuntimeConfig, parseRuntimeConfig } from './runtime-config';

const REMOTES = ['site', 'investor', 'accelerator', 'mentor', 'startup', 'government', 'affiliates', 'feedback', 'office'];
const complete = Object.fromEntries(REMOTES.map((name) => [name, `/remotes/${name}/mf-manifest.json`]));

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
