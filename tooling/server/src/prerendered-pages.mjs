// The prerendered public pages of every remote's build (dist/prerender/<language>.json), found
// for a request and put into the shell's page.
import path from 'node:path';
import { PUBLISHED_LANGUAGES, resolveRequest } from '@fikrspace/sites/node';
import { createBuildFileReader } from './build-files.mjs';
import { composePage } from './compose-page.mjs';

export function createPrerenderedPages({ appsDir }) {
  const readVersioned = createBuildFileReader();
  const readJson = (file) => readVersioned(file)?.value ?? null;

  /** The stylesheets a remote's exposed module loads, at the address its manifest is served from. */
  function stylesheetsOf(site, remotesManifest) {
    const manifest = readJson(path.join(appsDir, site.app, 'dist', 'mf-manifest.json'));
    const entry = remotesManifest?.remotes?.[site.id];
    if (!manifest || typeof entry !== 'string') return [];
    const base = entry.slice(0, entry.lastIndexOf('/') + 1);
    const css = (manifest.exposes ?? []).flatMap((exposed) => [...(exposed.assets?.css?.sync ?? []), ...(exposed.assets?.css?.async ?? [])]);
    return [...new Set(css)].map((file) => `${base}${file}`);
  }

  /**
   * The page for a request in the language it asks for (`?lng=`, English otherwise), composed
   * into the shell's template, with a version that changes with the page's build; null when the
   * address has no prerendered page.
   */
  function compose({ template, remotesManifest, pathname, search, hostname, origin }) {
    const { site } = resolveRequest(pathname, hostname);
    if (!site?.app) return null;
    const asked = new URLSearchParams(search).get('lng');
    const language = asked && PUBLISHED_LANGUAGES.includes(asked) ? asked : PUBLISHED_LANGUAGES[0];
    const file = path.join(appsDir, site.app, 'dist', 'prerender', `${language}.json`);
    const pages = readVersioned(file);
    const page = pages?.value?.[pathname];
    if (!page) return null;
    const html = composePage(template, { page, origin, address: pathname, languages: PUBLISHED_LANGUAGES, stylesheets: stylesheetsOf(site, remotesManifest) });
    return { html, version: `${file}:${pages.version}:${origin}${pathname}` };
  }

  return { compose };
}
