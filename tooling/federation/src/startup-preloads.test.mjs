import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { startupChunks, startupPreloads, withPlainPreloads, withStartupScript } from './startup-preloads.js';

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
 * Runs the page's start-up script against a document that records the elements it adds.
 * `prerendered` puts `data-prerendered` on the root element; `parsed` is whether the document has
 * been parsed when the script runs. The frame, timer and DOMContentLoaded callbacks run only when
 * asked.
 */
function runStartupScript(html, { prerendered, parsed = false }) {
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)[1];
  const added = [];
  const frames = [];
  const timers = [];
  const parsedListeners = [];
  const document = {
    readyState: parsed ? 'interactive' : 'loading',
    documentElement: { hasAttribute: (name) => prerendered && name === 'data-prerendered' },
    addEventListener: (type, listener) => type === 'DOMContentLoaded' && parsedListeners.push(listener),
    createElement: (tag) => ({ tag }),
    head: { appendChild: (element) => added.push(element) },
  };
  runInNewContext(script, { document, requestAnimationFrame: (callback) => frames.push(callback), setTimeout: (callback, delay) => timers.push({ callback, delay }) });
  const finishParsing = () => {
    document.readyState = 'interactive';
    for (const listener of parsedListeners.splice(0)) listener();
  };
  const links = () => added.filter((element) => element.tag === 'link');
  const scripts = () => added.filter((element) => element.tag === 'script');
  return { links, scripts, frames, timers, finishParsing };
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

describe('the page with its start-up script', () => {
  const page = '<head><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/runtime.js"><link rel="stylesheet" crossorigin href="/assets/bootstrap.css"></head><body><div id="root"></div></body>';
  const HOST_FILES = ['/assets/runtime.js'];
  const STARTUP_FILES = ['/assets/bootstrap.js', '/assets/db-share.js', '/assets/pendingShares.js', '/assets/react-dom.js', '/assets/react-share.js', '/assets/shared-map.js'];
  const html = withStartupScript(page, BUNDLE);

  it('takes the entry module script and the host\'s preload links out of the markup, and keeps the stylesheet', () => {
    expect(html).not.toMatch(/<script type="module"|<link rel="(module)?preload"/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/bootstrap.css">');
  });

  it('puts the script at the end of the head', () => {
    expect(html.indexOf('<script>')).toBeGreaterThan(html.indexOf('bootstrap.css'));
    expect(html.indexOf('</script></head>')).toBeGreaterThan(0);
  });

  it('preloads the host\'s files first, then each other start-up chunk, once each, as scripts with the CORS mode of module scripts', () => {
    const { links } = runStartupScript(html, { prerendered: false });
    const files = links().map((link) => link.href);
    expect(files.slice(0, HOST_FILES.length)).toEqual(HOST_FILES);
    expect(files.slice(HOST_FILES.length).sort()).toEqual(STARTUP_FILES);
    for (const link of links()) expect(link).toMatchObject({ rel: 'preload', as: 'script', crossOrigin: '' });
  });

  it.each([
    ['while the page is parsed', false],
    ['after the page is parsed', true],
  ])('on a page the app renders, preloads at once and runs the entry once the page is parsed (script run %s)', (_when, parsed) => {
    const { links, scripts, finishParsing } = runStartupScript(html, { prerendered: false, parsed });
    expect(links()).toHaveLength(HOST_FILES.length + STARTUP_FILES.length);
    expect(scripts()).toHaveLength(parsed ? 1 : 0);
    finishParsing();
    expect(scripts()).toEqual([{ tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index.js' }]);
  });

  it('on a prerendered page starts once the first frame is drawn, or after half a second without one, and only once', () => {
    const { links, scripts, frames, timers, finishParsing } = runStartupScript(html, { prerendered: true });
    expect(links()).toEqual([]);
    expect(timers.map((timer) => timer.delay)).toEqual([500]);
    finishParsing();
    frames[0]();
    expect(links()).toEqual([]);
    timers[1].callback();
    expect(links()).toHaveLength(HOST_FILES.length + STARTUP_FILES.length);
    expect(scripts()).toHaveLength(1);
    timers[0].callback();
    expect(links()).toHaveLength(HOST_FILES.length + STARTUP_FILES.length);
    expect(scripts()).toHaveLength(1);
  });

  it('on a prerendered page that draws no frame before it is parsed, runs the entry only once it is', () => {
    const { scripts, timers, finishParsing } = runStartupScript(html, { prerendered: true });
    timers[0].callback();
    expect(scripts()).toEqual([]);
    finishParsing();
    expect(scripts()).toHaveLength(1);
  });

  it('leaves a page without an entry module script as it is, apart from plain preloads', () => {
    const bare = '<head><link rel="modulepreload" href="/assets/runtime.js"></head><body></body>';
    expect(withStartupScript(bare, BUNDLE)).toBe(withPlainPreloads(bare));
  });

  it('rewrites the built index.html and leaves a bundle without one alone', () => {
    const bundle = { ...BUNDLE, 'index.html': { type: 'asset', fileName: 'index.html', source: page } };
    startupPreloads().generateBundle({}, bundle);
    expect(bundle['index.html'].source).toBe(html);
    expect(() => startupPreloads().generateBundle({}, { ...BUNDLE })).not.toThrow();
  });
});
