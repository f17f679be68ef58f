import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { baseSecurityHeaders, contentSecurityPolicy, corsHeaders, headersFile, inlineScriptHashes, parseHeadersFile, policyOrigins } from './security-headers.mjs';

const sha = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const directives = (policy) => Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

describe('security headers (spec 001 §9)', () => {
  it('sends HSTS for a year in production only, with nosniff, a referrer policy and a permissions policy', () => {
    expect(baseSecurityHeaders()).toMatchObject({ 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains', 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' });
    expect(baseSecurityHeaders()['Permissions-Policy']).toContain('camera=()');
    expect(baseSecurityHeaders({ production: false })).not.toHaveProperty('Strict-Transport-Security');
  });

  it('hashes inline scripts and leaves script files and JSON data blocks alone', () => {
    const html = '<script>var a = 1;</script><script type="module" src="/x.js"></script><script type="application/json" id="d">{"a":1}</script><script>\n  b()\n</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('var a = 1;'), sha('\n  b()\n')]);
  });

  it('allows self, the providers and the hashed scripts, never inline scripts, and no framing', () => {
    const policy = directives(
      contentSecurityPolicy({ scriptHashes: ["'sha256-abc'"], connectOrigins: ['https://db.example.com', 'https://worker.example.com'], assetOrigins: ['https://cdn.example.com'] }),
    );
    expect(policy['script-src']).toEqual(["'self'", 'https://cdn.example.com', "'sha256-abc'"]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
    expect(policy['connect-src']).toEqual(["'self'", 'https://db.example.com', 'https://worker.example.com', 'https://cdn.example.com']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
  });

  it("shows images of this origin, https: (hosted Storage's public files) and a plain-http backend named as an image origin", () => {
    const policy = directives(contentSecurityPolicy({ imageOrigins: ['http://127.0.0.1:54321'] }));
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http://127.0.0.1:54321']);
    expect(policy['img-src']).not.toContain('http:');
  });

  it('frames only this origin and blob: URLs the page made (a chosen PDF shown before upload), never another site', () => {
    const policy = directives(contentSecurityPolicy({ connectOrigins: ['https://db.example.com'], assetOrigins: ['https://cdn.example.com'] }));
    expect(policy['frame-src']).toEqual(["'self'", 'blob:']);
    expect(policy['frame-src']).not.toContain('https:');
    expect(policy['frame-src']).not.toContain('data:');
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('takes the provider origins from the run-time configuration and the remotes on other origins', () => {
    expect(
      policyOrigins({
        runtimeConfig: { supabase: { url: 'http://127.0.0.1:54321' }, analytics: { workerUrl: 'https://worker.example.com/track' } },
        remotesManifest: { remotes: { site: '/remotes/site/mf-manifest.json', investor: 'https://cdn.example.com/investor/mf-manifest.json' } },
      }),
    ).toEqual({
      connectOrigins: ['http://127.0.0.1:54321', 'ws://127.0.0.1:54321', 'https://worker.example.com'],
      assetOrigins: ['https://cdn.example.com'],
      imageOrigins: ['http://127.0.0.1:54321'],
    });
    expect(policyOrigins({ runtimeConfig: { supabase: { url: 'https://xyz.supabase.co' } } }).connectOrigins).toEqual(['https://xyz.supabase.co', 'wss://xyz.supabase.co']);
    expect(policyOrigins({ runtimeConfig: { supabase: { url: 'https://xyz.supabase.co' } } }).imageOrigins).toEqual([]);
    expect(policyOrigins({ runtimeConfig: { supabase: { url: 'javascript:alert(1)' } } })).toEqual({ connectOrigins: [], assetOrigins: [], imageOrigins: [] });
  });

  it.each([
    ['https://app.example.com', { 'Access-Control-Allow-Origin': 'https://app.example.com', Vary: 'Origin' }],
    ['https://evil.example.com', { Vary: 'Origin' }],
    [undefined, { Vary: 'Origin' }],
  ])('answers CORS for %s only when it is a shell origin', (origin, expected) => {
    expect(corsHeaders(origin, (candidate) => candidate === 'https://app.example.com')).toEqual(expected);
  });

  it('writes the rules as a _headers file', () => {
    expect(headersFile([['/*', { A: '1', B: '2' }], ['/assets/*', { C: '3' }]])).toBe('/*\n  A: 1\n  B: 2\n\n/assets/*\n  C: 3\n');
  });
});

describe('_headers files', () => {
  it('read back the rules they were written from', () => {
    const rules = [
      ['/*', { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'self'; img-src https:" }],
      ['/assets/*', { 'Cache-Control': 'public, max-age=31536000, immutable' }],
    ];
    expect(parseHeadersFile(headersFile(rules))).toEqual(rules);
  });
});
