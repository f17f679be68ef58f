import { describe, expect, it } from 'vitest';
import { withStaticExposeAssets } from './expose-preloads.js';

const chunk = (fileName, imports = [], facadeModuleId = null) => ({ type: 'chunk', fileName, imports, facadeModuleId });

/** The shape of a remote's build: the exposed module re-exports its body, which needs the bridges. */
const bundle = Object.fromEntries(
  [
    chunk('remoteEntry.js', ['assets/runtime.js']),
    chunk('assets/runtime.js'),
    chunk('assets/portal-wrapper.js', ['assets/portal-body.js'], '/app/src/portal.ts'),
    chunk('assets/portal-body.js', ['assets/bridges.js', 'assets/preload-helper.js']),
    chunk('assets/bridges.js'),
    chunk('assets/preload-helper.js'),
    chunk('assets/dashboard-page.js', ['assets/bridges.js']),
    chunk('assets/react-fallback.js'),
  ].map((file) => [file.fileName, file]),
);

const manifest = (js) => JSON.stringify({ name: 'investor', exposes: [{ name: 'portal', path: './portal', assets: { js, css: { sync: [], async: [] } } }] });
const exposes = { './portal': '/app/src/portal.ts' };

describe('withStaticExposeAssets', () => {
  it.each([
    [
      'the wrapper missing and the bridges filed as async, as the plugin writes them',
      { sync: ['assets/preload-helper.js', 'assets/portal-body.js'], async: ['assets/dashboard-page.js', 'assets/react-fallback.js', 'assets/bridges.js'] },
      { sync: ['assets/preload-helper.js', 'assets/portal-body.js', 'assets/portal-wrapper.js', 'assets/bridges.js'], async: ['assets/dashboard-page.js', 'assets/react-fallback.js'] },
    ],
    [
      'already complete',
      { sync: ['assets/portal-wrapper.js', 'assets/portal-body.js', 'assets/bridges.js', 'assets/preload-helper.js'], async: ['assets/dashboard-page.js'] },
      { sync: ['assets/portal-wrapper.js', 'assets/portal-body.js', 'assets/bridges.js', 'assets/preload-helper.js'], async: ['assets/dashboard-page.js'] },
    ],
  ])('%s: every chunk the exposed module imports statically is fetched with the entry', (_case, js, expected) => {
    expect(JSON.parse(withStaticExposeAssets(manifest(js), bundle, exposes)).exposes[0].assets.js).toEqual(expected);
  });

  it('leaves what only a page or a fallback loads to be fetched when it is needed', () => {
    const { sync } = JSON.parse(withStaticExposeAssets(manifest({ sync: [], async: [] }), bundle, exposes)).exposes[0].assets.js;
    expect(sync).not.toContain('assets/dashboard-page.js');
    expect(sync).not.toContain('assets/react-fallback.js');
  });

  it('leaves an exposed module it cannot find in the bundle as the plugin wrote it', () => {
    const js = { sync: ['assets/portal-body.js'], async: ['assets/bridges.js'] };
    expect(JSON.parse(withStaticExposeAssets(manifest(js), bundle, { './portal': '/app/src/other.ts' })).exposes[0].assets.js).toEqual(js);
  });
});
