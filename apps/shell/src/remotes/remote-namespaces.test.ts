import { SHELL_NAMESPACES, forgetNamespaceBases, translationLoadPath } from '@fikrspace/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { registerRemoteNamespaces } from './remote-namespaces';
import { parseRuntimeConfig } from './runtime-config';
import { defaultRuntimeManifest } from '@fikrspace/sites/node';

const remotesJson = defaultRuntimeManifest();

afterEach(forgetNamespaceBases);

describe('remote namespaces follow remotes.json', () => {
  it('reads each remote’s namespace from the folder of its manifest, the shell’s from its own origin', () => {
    registerRemoteNamespaces(parseRuntimeConfig(remotesJson, 'http://localhost:4173'));
    expect(translationLoadPath(['ar'], ['investor'])).toBe('http://localhost:4173/remotes/investor/locales/{{lng}}/{{ns}}.json');
    expect(translationLoadPath(['ar'], ['office'])).toBe('http://localhost:4173/remotes/office/locales/{{lng}}/{{ns}}.json');
    expect(translationLoadPath(['ar'], ['site'])).toBe('http://localhost:4173/remotes/site/locales/{{lng}}/{{ns}}.json');
    for (const shellNamespace of SHELL_NAMESPACES) expect(translationLoadPath(['ar'], [shellNamespace])).toBe('/locales/{{lng}}/{{ns}}.json');
  });

  it('follows a remote moved to another host', () => {
    const config = parseRuntimeConfig({ ...remotesJson, remotes: { ...remotesJson.remotes, mentor: 'https://cdn.example.com/mentor/v42/mf-manifest.json' } }, 'http://localhost:4173');
    registerRemoteNamespaces(config);
    expect(translationLoadPath(['en'], ['mentor'])).toBe('https://cdn.example.com/mentor/v42/locales/{{lng}}/{{ns}}.json');
  });
});
