import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { startupChunks, startupPreloads, withPlainPreloads, withStartupPreloads } from './startup-preloads.js';

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

/**
 * Runs the page's preload script against a document that records the links it gets. `prerendered`
 * puts `data-prerendered` on the root element; the frame and timer callbacks run only when asked.
 */
function runPreloadScript(html, { prerendered }) {
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)[1];
  const links = [];
  const frames = [];
  const timers = [];
  const sandbox = {
    document: {
      documentElement: { hasAttribute: (name) => prerendered && name === 'data-prerendered' },
      createElement: () => ({}),
      head: { appendChild: (link) => links.push(link) },
    },
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback, delay) => timers.push({ callback, delay }),
  };
  runInNewContext(script, sandbox);
  return { links, frames, timers };
}

describe('withPlainPreloads', () => {
  it.each([
    ['<link rel="modulepreload" crossorigin href="/assets/hostInit-Cc0LJVi7.js">', '<link rel="preload" as="script" crossorigin href="/assets/hostInit-Cc0LJVi7.js">'],
    ['<link rel="modulepreload" href="/assets/runtime.js" />', '<link rel="preload" as="script" crossorigin href="/assets/runtime.js">'],
    ['<link rel="stylesheet" crossorigin href="/assets/bootstrap.css">', '<link rel="stylesheet" crossorigin href="/assets/bootstrap.css">'],
    ['<script type="module" crossorigin src="/assets/entry.js"></script>', '<script type="module" crossorigin src="/assets/entry.js"></script>'],
  ])('%s becomes %s', (tag, expected) => {
    expect(withPlainPreloads(`<head>${tag}</head>`)).toBe(`<head>${expected}</head>`);
  });
});

describe('the page with its start-up preloads', () => {
  const page = '<head><script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/runtime.js"></head><body></body>';
  const STARTUP_FILES = ['/assets/bootstrap.js', '/assets/db-share.js', '/assets/pendingShares.js', '/assets/react-dom.js', '/assets/react-share.js', '/assets/shared-map.js'];

  it('preloads, as scripts with the CORS mode of module scripts, each start-up chunk the page does not link yet', () => {
    const { links } = runPreloadScript(withStartupPreloads(page, BUNDLE), { prerendered: false });
    expect(links.map((link) => link.href).sort()).toEqual(STARTUP_FILES);
    for (const link of links) expect(link).toMatchObject({ rel: 'preload', as: 'script', crossOrigin: '' });
  });

  it('puts the script after the links the page has, in its head', () => {
    const html = withStartupPreloads(page, BUNDLE);
    expect(html.indexOf('<script>')).toBeGreaterThan(html.indexOf('href="/assets/runtime.js"'));
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('turns the page\'s modulepreload links into plain preloads of the same files, and preloads none of them twice', () => {
    const html = withStartupPreloads(page, BUNDLE);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="preload" as="script" crossorigin href="/assets/runtime.js">');
    expect(runPreloadScript(html, { prerendered: false }).links.map((link) => link.href)).not.toContain('/assets/runtime.js');
  });

  it('on a prerendered page asks once the first frame is drawn, or after half a second without one, and only once', () => {
    const { links, frames, timers } = runPreloadScript(withStartupPreloads(page, BUNDLE), { prerendered: true });
    expect(links).toEqual([]);
    expect(timers.map((timer) => timer.delay)).toEqual([500]);
    frames[0]();
    expect(links).toEqual([]);
    timers[1].callback();
    expect(links.map((link) => link.href).sort()).toEqual(STARTUP_FILES);
    timers[0].callback();
    expect(links).toHaveLength(STARTUP_FILES.length);
  });

  it('rewrites the built index.html and leaves a bundle without one alone', () => {
    const bundle = { ...BUNDLE, 'index.html': { type: 'asset', fileName: 'index.html', source: page } };
    startupPreloads().generateBundle({}, bundle);
    expect(bundle['index.html'].source).toBe(withStartupPreloads(page, BUNDLE));
    expect(() => startupPreloads().generateBundle({}, { ...BUNDLE })).not.toThrow();
  });
});
