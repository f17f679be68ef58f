import { staticImportClosure } from './static-imports.js';

/** The federation plugin's table of the modules this app provides to the shared scope. */
const SHARED_IMPORT_MAP = /^_virtual_mf-localSharedImportMap/;

/**
 * The chunks every page load starts: the entry's, the federation host's pending shares (which its
 * start-up script imports once the host is set up), and every module the app provides to the
 * shared scope, since the federation host initialises each of them before the start-up module runs.
 */
function startupRoots(chunks) {
  return chunks
    .filter((chunk) => chunk.isEntry || chunk.name === 'pendingShares' || SHARED_IMPORT_MAP.test(chunk.name))
    .flatMap((chunk) => [chunk.fileName, ...chunk.dynamicImports]);
}

/**
 * The chunks a page load runs, with everything they import statically: what the start-up reaches
 * only through `import()` (a lazily loaded library, a page) is left out.
 */
export function startupChunks(bundle) {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  return staticImportClosure(bundle, startupRoots(chunks));
}

/**
 * The inline script that preloads the start-up chunks. A page the app renders (its loading screen
 * first) asks for them at once, as preload links in its markup would. A prerendered page
 * (`data-prerendered` on its root element, set where it is composed) asks once its first frame
 * is drawn: fetched and compiled beside that frame, on a machine that paints without a GPU, they
 * held its first paint back by about 50 ms, while the page is already readable without them. A
 * page that draws no frame (a background tab) asks after half a second.
 */
export function startupPreloadScript(files) {
  return `<script>
      (function (files) {
        var asked = false;
        function preload() {
          if (asked) return;
          asked = true;
          files.forEach(function (file) {
            var link = document.createElement('link');
            link.rel = 'preload';
            link.as = 'script';
            link.crossOrigin = '';
            link.href = file;
            document.head.appendChild(link);
          });
        }
        if (!document.documentElement.hasAttribute('data-prerendered')) return preload();
        requestAnimationFrame(function () {
          setTimeout(preload, 0);
        });
        setTimeout(preload, 500);
      })(${JSON.stringify(files)});
    </script>`;
}

const MODULE_PRELOAD = /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)"\s*\/?>/g;

/**
 * The page's `modulepreload` links (the federation host's runtime and entry, which the start-up
 * runs first, and Vite's helper) as plain preloads with the CORS mode of module scripts. A
 * `modulepreload` compiles its module as soon as it arrives, which on a 2-core machine competes
 * with the first paint while the page is still being parsed; a plain preload only downloads, and
 * the import takes the response.
 */
export function withPlainPreloads(html) {
  return html.replace(MODULE_PRELOAD, (_tag, href) => `<link rel="preload" as="script" crossorigin href="${href}">`);
}

/**
 * The page with plain preloads instead of `modulepreload` links, and a preload of each start-up
 * chunk it does not link yet, at the end of its head.
 */
export function withStartupPreloads(html, bundle) {
  const page = withPlainPreloads(html);
  const linked = new Set([...page.matchAll(/\b(?:href|src)="\/([^"]+\.js)"/g)].map((match) => match[1]));
  const files = startupChunks(bundle)
    .filter((file) => !linked.has(file))
    .map((file) => `/${file}`);
  return files.length && page.includes('</head>') ? page.replace('</head>', `${startupPreloadScript(files)}</head>`) : page;
}

/**
 * Preloads for the shell's start-up chunks. Without them the browser learns of each shared module
 * only when the one before it has run (the federation host initialises them one after another),
 * so a cold load fetched them in a chain of round trips; with them they download in parallel.
 * They are fetched as scripts (`preload`, with the CORS mode module scripts use, so the import
 * takes the preloaded response) rather than `modulepreload`, which also compiles each module as
 * it arrives; the federation host's own `modulepreload` links become preloads of the same kind
 * (`withPlainPreloads`). An inline script asks for them (`startupPreloadScript`), so that a
 * prerendered page paints first; being in the shell's page it is covered by the policy's hash on
 * every host. It goes after the federation host's own links (its runtime and entry, which run
 * first), so the page is written once the federation plugin has added those. The shell's
 * `index.html` is the template of every page, prerendered or not, so each page gets it.
 */
export function startupPreloads() {
  return {
    name: 'fikrspace-startup-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type === 'asset') page.source = withStartupPreloads(String(page.source), bundle);
    },
  };
}
