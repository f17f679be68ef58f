import { VersionSkewError } from '@fikrspace/errors';
import { describe, expect, it } from 'vitest';
import { sharedVersionGuard, sharedVersionSkews } from './shared-version-guard';

const shell = new Map([
  ['@fikrspace/ui', '1.2.0'],
  ['react', '19.3.1'],
]);

describe('shared version skew between the shell and a remote', () => {
  it.each([
    ['the same version', '^1.2.0', []],
    ['an older minor of the same major', '^1.0.0', []],
    ['a newer minor than the shell has', '^1.3.0', [{ package: '@fikrspace/ui', required: '^1.3.0', provided: '1.2.0' }]],
    ['the next major', '^2.0.0', [{ package: '@fikrspace/ui', required: '^2.0.0', provided: '1.2.0' }]],
    ['the previous major', '^0.1.0', [{ package: '@fikrspace/ui', required: '^0.1.0', provided: '1.2.0' }]],
  ])('a remote built for %s of a singleton (%s)', (_case, requiredVersion, skews) => {
    expect(sharedVersionSkews(shell, [{ name: '@fikrspace/ui', requiredVersion, singleton: true }])).toEqual(skews);
  });

  it('ignores shares that are not singletons, that the shell does not provide, or that accept any version', () => {
    expect(
      sharedVersionSkews(shell, [
        { name: '@fikrspace/ui', requiredVersion: '^2.0.0', singleton: false },
        { name: 'lodash', requiredVersion: '^4.0.0', singleton: true },
        { name: 'react', requiredVersion: '*', singleton: true },
        { name: 'react', requiredVersion: false, singleton: true },
      ]),
    ).toEqual([]);
  });

  it('stops a remote at its manifest, naming the remote and every mismatch', () => {
    const guard = sharedVersionGuard();
    const args = {
      from: 'manifest',
      moduleInfo: { name: 'mentor', entry: '/remotes/mentor/mf-manifest.json' },
      options: { shared: { '@fikrspace/ui': [{ version: '1.2.0' }], react: [{ version: '19.3.1' }] } },
      manifestJson: { shared: [{ name: '@fikrspace/ui', requiredVersion: '^2.0.0', singleton: true }, { name: 'react', requiredVersion: '^19.0.0', singleton: true }] },
    };
    const check = () => (guard.loadRemoteSnapshot as (value: unknown) => unknown)(args);
    expect(check).toThrow(VersionSkewError);
    expect(check).toThrow("The mentor portal was built against @fikrspace/ui ^2.0.0 (this site provides 1.2.0); it must be deployed again against the site's shared packages");
    args.manifestJson.shared[0]!.requiredVersion = '^1.0.0';
    expect(check()).toBe(args);
  });
});
