import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { platformOptions } from './platform-options';
import { isSafeKeyPath } from './translation-key-paths';
import { clearTranslationOverrides, setTranslationOverrides, toResourceBundles } from './translation-overrides';

const FILES: Record<string, Record<string, object>> = {
  en: {
    common: { loading: 'Loading...', auth: { signIn: 'Sign in', signOut: 'Sign out' } },
    investor: { title: 'Investor Portal', deals: 'Deals' },
  },
};

/** Files read a moment later, as over HTTP. */
const files: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    setTimeout(() => callback(null, structuredClone(FILES[language]?.[namespace] ?? {})), 0);
  },
};

let instance: I18n;

beforeEach(async () => {
  instance = i18next.createInstance().use(files);
  await instance.init({ ...platformOptions(), lng: 'en' });
});

describe('an organization’s custom translations laid over the files', () => {
  it('nests key paths, keeping the first (newest) value of a key', () => {
    const bundles = toResourceBundles([
      { namespace: 'common', keyPath: 'auth.signIn', value: 'Log in' },
      { namespace: 'common', keyPath: 'auth.signIn', value: 'Older value' },
      { namespace: 'investor', keyPath: 'title', value: 'Deal room' },
    ]);
    expect(Object.fromEntries(bundles)).toEqual({ common: { auth: { signIn: 'Log in' } }, investor: { title: 'Deal room' } });
  });

  it('replaces the file’s text of a loaded namespace and keeps its other keys', () => {
    setTranslationOverrides('en', [{ namespace: 'common', keyPath: 'auth.signIn', value: 'Log in' }], instance);
    expect(instance.t('auth.signIn')).toBe('Log in');
    expect(instance.t('auth.signOut')).toBe('Sign out');
  });

  it('waits for a namespace not read yet, then lays the values over its file', async () => {
    setTranslationOverrides('en', [{ namespace: 'investor', keyPath: 'title', value: 'Deal room' }], instance);
    expect(instance.hasResourceBundle('en', 'investor')).toBe(false);
    await instance.loadNamespaces('investor');
    expect(instance.t('investor:title')).toBe('Deal room');
    expect(instance.t('investor:deals')).toBe('Deals');
  });

  it('stays over a file read again', async () => {
    setTranslationOverrides('en', [{ namespace: 'common', keyPath: 'auth.signIn', value: 'Log in' }], instance);
    await instance.reloadResources(['en'], ['common']);
    expect(instance.t('auth.signIn')).toBe('Log in');
  });

  it('gives the file’s text back to keys a new set no longer has', async () => {
    setTranslationOverrides('en', [{ namespace: 'common', keyPath: 'auth.signIn', value: 'Log in' }], instance);
    setTranslationOverrides('en', [{ namespace: 'common', keyPath: 'loading', value: 'One moment…' }], instance);
    // The file is read again (asynchronously) to give back the keys the new set no longer has.
    await vi.waitFor(() => expect(instance.t('auth.signIn')).toBe('Sign in'));
    expect(instance.t('loading')).toBe('One moment…');
  });

  it('goes back to the files on clearing (signing out)', async () => {
    setTranslationOverrides('en', [{ namespace: 'common', keyPath: 'auth.signIn', value: 'Log in' }], instance);
    await clearTranslationOverrides(instance);
    expect(instance.t('auth.signIn')).toBe('Sign in');
    await instance.reloadResources(['en'], ['common']);
    expect(instance.t('auth.signIn')).toBe('Sign in');
  });
});

describe('key paths that are not plain data', () => {
  const UNSAFE = ['__proto__.polluted', 'auth.__proto__.polluted', 'constructor.prototype.polluted', 'prototype.polluted', 'auth..signIn', '.auth', 'auth.', ''];

  it.each(UNSAFE)('refuses %j', (keyPath) => {
    expect(isSafeKeyPath(keyPath)).toBe(false);
  });

  it.each(['auth.signIn', 'loading', 'home.portals.government.name', '__proto', 'constructors', 'prototypes.list'])('accepts %j', (keyPath) => {
    expect(isSafeKeyPath(keyPath)).toBe(true);
  });

  it('leaves them out of the bundles and never reaches Object.prototype', () => {
    const bundles = toResourceBundles([
      ...UNSAFE.map((keyPath) => ({ namespace: 'common', keyPath, value: 'yes' })),
      { namespace: '__proto__', keyPath: 'polluted', value: 'yes' },
      { namespace: 'constructor', keyPath: 'polluted', value: 'yes' },
      { namespace: 'common', keyPath: 'auth.signIn', value: 'Log in' },
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.fromEntries(bundles)).toEqual({ common: { auth: { signIn: 'Log in' } } });
  });

  it('lays the other values of the same set over the files as before', () => {
    setTranslationOverrides(
      'en',
      [
        { namespace: 'common', keyPath: '__proto__.polluted', value: 'yes' },
        { namespace: 'common', keyPath: 'auth.signIn', value: 'Log in' },
      ],
      instance,
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(instance.t('auth.signIn')).toBe('Log in');
    expect(instance.t('auth.signOut')).toBe('Sign out');
  });
});
