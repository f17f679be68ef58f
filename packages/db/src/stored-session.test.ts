import { describe, expect, it } from 'vitest';
import { mayHaveAnySession, mayHaveSession } from './stored-session';

const config = { url: 'https://abcdefgh.supabase.co', anonKey: 'anon-key' };
const storageWith = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null });
const at = (search = '', hash = '') => ({ search, hash });

describe('whether a page may belong to a signed-in user', () => {
  it.each([
    ['nothing stored, a plain address', {}, at(), false],
    ['another project’s session', { 'sb-other-auth-token': '{}' }, at(), false],
    ['this project’s session', { 'sb-abcdefgh-auth-token': '{"access_token":"x"}' }, at(), true],
    ['an implicit-grant callback', {}, at('', '#access_token=x&refresh_token=y'), true],
    ['an error sent back by GoTrue', {}, at('?error=access_denied&error_description=Denied'), true],
    ['a PKCE code', {}, at('?code=abc'), true],
    ['an e-mail link’s token (invitation, confirmation)', {}, at('?token_hash=abc&type=invite'), true],
    ['unrelated parameters', {}, at('?lng=ar&page=2', '#section'), false],
  ])('%s: %s', (_name, items, location, expected) => {
    expect(mayHaveSession(config, { storage: storageWith(items), location })).toBe(expected);
  });

  it('treats storage that cannot be read as holding no session', () => {
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(mayHaveSession(config, { storage, location: at() })).toBe(false);
    expect(mayHaveSession(config, { storage: undefined, location: at() })).toBe(false);
  });
});

describe('whether a page may belong to a signed-in user, before the backend is known', () => {
  const keyedStorage = (keys: string[]) => ({ length: keys.length, key: (index: number) => keys[index] ?? null });

  it.each([
    ['nothing stored, a plain address', [], at(), false],
    ['a session of some backend', ['theme-mode', 'sb-abcdefgh-auth-token'], at(), true],
    ['a local backend’s session', ['sb-127-auth-token'], at(), true],
    ['a session of a host with a hyphen', ['sb-my-project-auth-token'], at(), true],
    ['keys that only look alike', ['sb-auth-token', 'sb-a-b-auth-token-x', 'cms-theme-id'], at(), false],
    ['an implicit-grant callback', [], at('', '#access_token=x&refresh_token=y'), true],
    ['an e-mail link’s token', [], at('?token_hash=abc&type=invite'), true],
  ])('%s', (_name, keys, location, expected) => {
    expect(mayHaveAnySession({ storage: keyedStorage(keys), location })).toBe(expected);
  });

  it('treats storage that cannot be read as holding no session', () => {
    const storage = {
      get length(): number {
        throw new Error('SecurityError');
      },
      key: () => null,
    };
    expect(mayHaveAnySession({ storage, location: at() })).toBe(false);
    expect(mayHaveAnySession({ storage: undefined, location: at() })).toBe(false);
  });
});
