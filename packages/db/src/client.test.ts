import { afterEach, describe, expect, it, vi } from 'vitest';
import { DbNotInitializedError, authStorageKey, configureDb, dbLoaded, getDb, hasDb, publicDbLoaded, setDb, whenDb, whenPublicDb } from './client';

const config = { url: 'http://127.0.0.1:54321', anonKey: 'anon-key' };

afterEach(() => setDb(null));

describe('the page’s one client, loaded when first needed', () => {
  it('names the session key after the first label of the backend host (spec 000 §9)', () => {
    expect(authStorageKey('https://abcdefgh.supabase.co')).toBe('sb-abcdefgh-auth-token');
    expect(authStorageKey('http://127.0.0.1:54321')).toBe('sb-127-auth-token');
  });

  it('downloads nothing until asked, then hands every caller the same client', async () => {
    // No realtime socket is opened here; Node only needs a transport to construct the client.
    configureDb(config, { realtime: { transport: class {} as never } });
    expect(hasDb()).toBe(false);
    expect(() => getDb()).toThrow(DbNotInitializedError);
    const waiting = dbLoaded();
    const [first, second] = await Promise.all([whenDb(), whenDb()]);
    expect(first).toBe(second);
    expect(await waiting).toBe(first);
    expect(getDb()).toBe(first);
    // The client the library made keeps its session under the key the page checks.
    expect((first.auth as unknown as { storageKey: string }).storageKey).toBe('sb-127-auth-token');
  });

  it('downloads the code ahead without making a client, which stays unconfigured until asked', async () => {
    vi.resetModules();
    const fresh = await import('./client');
    fresh.prefetchDbCode();
    await import('./create-client');
    expect(fresh.hasDb()).toBe(false);
    await expect(fresh.whenDb()).rejects.toBeInstanceOf(fresh.DbNotInitializedError);
  });

  it('refuses to load a client nobody configured', async () => {
    vi.resetModules();
    const fresh = await import('./client');
    await expect(fresh.whenDb()).rejects.toBeInstanceOf(fresh.DbNotInitializedError);
    expect(fresh.hasDb()).toBe(false);
  });

  it('wakes those waiting when a client is set directly', async () => {
    const fake = { fake: true } as never;
    const waiting = dbLoaded();
    setDb(fake);
    expect(await waiting).toBe(fake);
    expect(await whenDb()).toBe(fake);
  });
});

describe('the public client, for what any visitor may read or record', () => {
  it('refuses before the shell configured the backend', async () => {
    vi.resetModules();
    const fresh = await import('./client');
    await expect(fresh.whenPublicDb()).rejects.toBeInstanceOf(fresh.DbNotInitializedError);
  });

  it('is PostgREST alone for a signed-out page: supabase-js is neither loaded nor made', async () => {
    vi.resetModules();
    const fresh = await import('./client');
    fresh.configureDb(config);
    const waiting = fresh.publicDbLoaded();
    let settled = false;
    void waiting.then(() => (settled = true));
    await Promise.resolve();
    // Nobody asked yet: background reads wait without bringing any client.
    expect(settled).toBe(false);
    const [first, second] = await Promise.all([fresh.whenPublicDb(), fresh.whenPublicDb()]);
    expect(first).toBe(second);
    expect(await waiting).toBe(first);
    expect(await fresh.publicDbLoaded()).toBe(first);
    expect('auth' in first).toBe(false);
    expect(fresh.hasDb()).toBe(false);
  });

  it('sends the anonymous key as supabase-js does for a visitor without a session', async () => {
    vi.resetModules();
    const fresh = await import('./client');
    fresh.configureDb(config);
    const requests: Request[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(new Request(input, init));
      return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    try {
      await (await fresh.whenPublicDb()).from('languages').select('id');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/rest/v1/languages']);
    expect(requests[0]!.headers.get('apikey')).toBe('anon-key');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer anon-key');
  });

  it('is the page’s client once that exists or is on its way', async () => {
    configureDb(config, { realtime: { transport: class {} as never } });
    const [page, visitor] = await Promise.all([whenDb(), whenPublicDb()]);
    expect(visitor).toBe(page);
    expect(await publicDbLoaded()).toBe(page);
  });
});
