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
 * The inline script that starts the app: it preloads the start-up chunks and adds the entry module.
 * A page the app renders (its loading screen first) asks for the chunks at once, as preload links in
 * its markup would, and runs the entry once the page is parsed, as a module script in its markup
 * would. A prerendered page (`data-prerendered` on its root element, set where it is composed)
 * does both once its first frame is drawn: fetched and compiled beside that frame, on a machine
 * that paints without a GPU, they held its first paint back, while the page is already readable
 * without them. A page that draws no frame (a background tab) starts after half a second.
 */
export function startupScript(entry, files) {
  return `<script>
      (function (entry, files) {
        var started = false;
        function whenParsed(run) {
          if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);
          else run();
        }
        function start() {
          if (started) return;
          started = true;
          files.forEach(function (file) {
            var link = document.createElement('link');
            link.rel = 'preload';
            link.as = 'script';
            link.crossOrigin = '';
            link.href = file;
            document.head.appendChild(link);
          });
          whenParsed(function () {
            var script = document.createElement('script');
            script.type = 'module';
            script.crossOrigin = '';
            script.src = entry;
            document.head.appendChild(script);
          });
        }
        if (!document.documentElement.hasAttribute('data-prerendered')) return start();
        requestAnimationFrame(function () {
          setTimeout(start, 0);
        });
        setTimeout(start, 500);
      })(${JSON.stringify(entry)}, ${JSON.stringify(files)});
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

const ENTRY_SCRIPT = /\s*<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;
const SCRIPT_PRELOAD = /\s*<link rel="preload" as="script" crossorigin href="([^"]+)">/g;

/**
 * The page with its start-up in one inline script at the end of its head (`startupScript`): the
 * entry module script and the federation host's preload links leave the markup, and the script
 * asks for them with a preload of each start-up chunk the page does not name yet, the host's first.
 * A page without an entry module script is left as it is.
 */
export function withStartupScript(html, bundle) {
  const page = withPlainPreloads(html);
  const entry = ENTRY_SCRIPT.exec(page)?.[1];
  if (!entry || !page.includes('</head>')) return page;
  const hostFiles = [...page.matchAll(SCRIPT_PRELOAD)].map((match) => match[1]);
  const named = new Set([entry, ...hostFiles].map((file) => file.replace(/^\//, '')));
  const files = [...hostFiles, ...startupChunks(bundle).filter((file) => !named.has(file)).map((file) => `/${file}`)];
  const rest = page.replace(ENTRY_SCRIPT, '').replace(SCRIPT_PRELOAD, '');
  return rest.replace('</head>', `${startupScript(entry, files)}</head>`);
}

/**
 * The shell's start-up, asked for by one inline script. Without preloads the browser learns of
 * each shared module only when the one before it has run (the federation host initialises them
 * one after another), so a cold load fetched them in a chain of round trips; with them they
 * download in parallel. They are fetched as scripts (`preload`, with the CORS mode module scripts
 * use, so the import takes the preloaded response) rather than `modulepreload`, which also
 * compiles each module as it arrives (`withPlainPreloads`). The script (`startupScript`) adds the
 * entry module and the federation host's own preloads too, so that a prerendered page paints
 * before any of them is fetched; being in the shell's page it is covered by the policy's hash on
 * every host. The page is written once the federation plugin has added the host's links. The
 * shell's `index.html` is the template of every page, prerendered or not, so each page gets it.
 */
export function startupPreloads() {
  return {
    name: 'fikrspace-startup-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type === 'asset') page.source = withStartupScript(String(page.source), bundle);
    },
  };
}
