import { describe, expect, it } from 'vitest';
import { startupChunks, startupPreloads, withStartupPreloads } from './startup-preloads.js';

const chunk = (fileName, { name = fileName.replace(/\.js$/, ''), isEntry = false, imports = [], dynamicImports = [] } = {}) => ({ type: 'chunk', fileName, name, isEntry, imports, dynamicImports });

/** The shape of a shell build: an entry, the host's pieces, shared modules, lazy code. */
const BUNDLE = Object.fromEntries(
  [
    chunk('assets/index.js', { isEntry: true, imports: ['assets/runtime.js'] }),
    chunk('assets/runtime.js'),
    chunk('assets/pendingShares.js', { name: 'pendingShares', imports: ['assets/runtime.js'] }),
    chunk('assets/shared-map.js', { name: '_virtual_mf-localSharedImportMap___mfe_internal__shell', dynamicImports: ['assets/react-share.js', 'assets/db-share.js', 'assets/bootstrap.js'] }),
    chunk('assets/react-share.js', { imports: ['assets/react-dom.js'] }),
    chunk('assets/react-dom.js'),
    // The db package reaches its client library only through import().
    chunk('assets/db-share.js', { dynamicImports: ['assets/create-client.js'] }),
    chunk('assets/create-client.js', { imports: ['assets/supabase.js'] }),
    chunk('assets/supabase.js'),
    chunk('assets/bootstrap.js', { dynamicImports: ['assets/stakeholders-page.js'] }),
    chunk('assets/stakeholders-page.js', { imports: ['assets/dompurify.js'] }),
    chunk('assets/dompurify.js'),
    { type: 'asset', fileName: 'assets/bootstrap.css' },
  ].map((file) => [file.fileName, file]),
);

describe('startupChunks', () => {
  it('lists the entry, the pending shares and every shared module with what they import statically', () => {
    expect(startupChunks(BUNDLE).sort()).toEqual(
      ['assets/bootstrap.js', 'assets/db-share.js', 'assets/index.js', 'assets/pendingShares.js', 'assets/react-dom.js', 'assets/react-share.js', 'assets/runtime.js', 'assets/shared-map.js'].sort(),
    );
  });

  it.each(['assets/create-client.js', 'assets/supabase.js', 'assets/stakeholders-page.js', 'assets/dompurify.js'])('leaves out %s, which only import() reaches', (file) => {
    expect(startupChunks(BUNDLE)).not.toContain(file);
  });

  it('finds nothing in a bundle without chunks', () => {
    expect(startupChunks({ 'a.css': { type: 'asset', fileName: 'a.css' } })).toEqual([]);
  });
});

describe('the page with its start-up preloads', () => {
  const page = '<head><script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/runtime.js"></head><body></body>';

  it('links each start-up chunk the page does not link yet, after the links it has, as a script preload', () => {
    const html = withStartupPreloads(page, BUNDLE);
    const added = [...html.matchAll(/<link rel="preload" as="script" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    expect(added.sort()).toEqual(['/assets/bootstrap.js', '/assets/db-share.js', '/assets/pendingShares.js', '/assets/react-dom.js', '/assets/react-share.js', '/assets/shared-map.js']);
    expect(html.indexOf('rel="preload"')).toBeGreaterThan(html.indexOf('rel="modulepreload"'));
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('rewrites the built index.html and leaves a bundle without one alone', () => {
    const bundle = { ...BUNDLE, 'index.html': { type: 'asset', fileName: 'index.html', source: page } };
    startupPreloads().generateBundle({}, bundle);
    expect(bundle['index.html'].source).toBe(withStartupPreloads(page, BUNDLE));
    expect(() => startupPreloads().generateBundle({}, { ...BUNDLE })).not.toThrow();
  });
});
