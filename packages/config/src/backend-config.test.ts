import { describe, expect, it } from 'vitest';
import { ConfigurationError, loadBackendConfig, validateBackendConfig } from './backend-config';

const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (payload: object) => `eyJhbGciOiJIUzI1NiJ9.${base64url(JSON.stringify(payload))}.c2lnbmF0dXJl`;
const localKey = token({ role: 'anon', iss: 'supabase-demo' });

describe('backend configuration checks (spec 000 §5)', () => {
  it('accepts the local backend and trims a trailing slash', () => {
    expect(validateBackendConfig({ supabase: { url: 'http://127.0.0.1:54321/', anonKey: localKey } })).toEqual({ url: 'http://127.0.0.1:54321', anonKey: localKey });
  });

  it('accepts a hosted project whose key names the same project', () => {
    const key = token({ role: 'anon', ref: 'abcd1234' });
    expect(validateBackendConfig({ supabase: { url: 'https://abcd1234.supabase.co', anonKey: key } }).url).toBe('https://abcd1234.supabase.co');
  });

  it.each([
    [{}, 'The backend URL is missing'],
    [{ supabase: { url: 'http://127.0.0.1:54321' } }, 'The backend anonymous key is missing'],
    [{ supabase: { url: 'not a url', anonKey: localKey } }, 'The backend URL is not valid: not a url'],
    [{ supabase: { url: 'ftp://example.com', anonKey: localKey } }, 'The backend URL is not valid: ftp://example.com'],
    [{ supabase: { url: 'http://127.0.0.1:54321', anonKey: 'abc.def' } }, 'The backend anonymous key is not a three-part token'],
    [{ supabase: { url: 'http://127.0.0.1:54321', anonKey: 'a.!!!.c' } }, 'The backend anonymous key is not a three-part token'],
    [{ supabase: { url: 'https://abcd1234.supabase.co', anonKey: token({ role: 'anon', ref: 'other999' }) } }, 'The backend URL names project abcd1234 but the key belongs to project other999'],
  ])('rejects %j: %s', (raw, message) => {
    expect(() => validateBackendConfig(raw)).toThrow(new ConfigurationError(message));
  });

  it('reports a missing or unreadable configuration file as a configuration error', async () => {
    await expect(loadBackendConfig((async () => new Response('{}', { status: 404 })) as typeof fetch)).rejects.toThrow('Could not load /runtime-config.json: HTTP 404');
    await expect(loadBackendConfig((async () => new Response('<html>', { status: 200 })) as typeof fetch)).rejects.toThrow('/runtime-config.json is not JSON');
    const ok = (async () => new Response(JSON.stringify({ supabase: { url: 'http://127.0.0.1:54321', anonKey: localKey } }))) as typeof fetch;
    await expect(loadBackendConfig(ok)).resolves.toEqual({ url: 'http://127.0.0.1:54321', anonKey: localKey });
  });
});
