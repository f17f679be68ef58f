import { afterEach, describe, expect, it } from 'vitest';
import { SHELL_NAMESPACES, forgetNamespaceBases, namespaceBase, registerNamespaceBase } from './namespaces';
import { missingTranslationsPath, translationLoadPath } from './translation-paths';

afterEach(forgetNamespaceBases);

describe('where a namespace is read from', () => {
  it('reads the shell’s namespaces from the page’s own origin', () => {
    for (const namespace of SHELL_NAMESPACES) expect(translationLoadPath(['ar'], [namespace])).toBe('/locales/{{lng}}/{{ns}}.json');
  });

  it('reads a remote’s namespace beside the remote’s own deployment', () => {
    registerNamespaceBase('investor', 'http://localhost:4173/remotes/investor/');
    expect(translationLoadPath(['en'], ['investor'])).toBe('http://localhost:4173/remotes/investor/locales/{{lng}}/{{ns}}.json');
    expect(translationLoadPath(['en'], ['common'])).toBe('/locales/{{lng}}/{{ns}}.json');
  });

  it('adds the trailing slash a base needs, and gives nested namespaces to their first segment’s owner', () => {
    registerNamespaceBase('office', 'https://office.example.com/app');
    expect(namespaceBase('office')).toBe('https://office.example.com/app/');
    expect(namespaceBase('office/settings')).toBe('https://office.example.com/app/');
  });

  it('sends missing keys beside the file they were missing from', () => {
    registerNamespaceBase('mentor', '/remotes/mentor/');
    expect(missingTranslationsPath('en', 'common')).toBe('/locales/{{lng}}/{{ns}}.missing.json');
    expect(missingTranslationsPath('en', 'mentor')).toBe('/remotes/mentor/locales/{{lng}}/{{ns}}.missing.json');
    expect(missingTranslationsPath('en', 'products')).toBe('/locales/{{lng}}/database/{{ns}}.missing.json');
  });
});
