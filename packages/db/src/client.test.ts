import { afterEach, describe, expect, it, vi } from 'vitest';
import { DbNotInitializedError, authStorageKey, configureDb, dbLoaded, getDb, hasDb, setDb, whenDb } from './client';

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
