// What the server knows of the pages without running the app: which paths are pages (200) and
// which are not (404, the not-found screen still renders), and the public pages for sitemap.xml.
// Read from the routes.json each app's build writes beside its files.
import path from 'node:path';
import { PUBLISHED_LANGUAGES, SHELL, SITES, resolveRequest } from '@fikrspace/sites/node';
import { createBuildFileReader } from './build-files.mjs';

const segments = (value) => value.split('/').filter(Boolean);

/** A route pattern ('/blog/:slug') against a site-relative path, segment by segment. */
function matches(pattern, pathname) {
  const want = segments(pathname);
  const parts = segments(pattern);
  return parts.length === want.length && parts.every((part, index) => part.startsWith(':') || part === want[index]);
}

const escapeXml = (text) => text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]);

export function createPageIndex({ appsDir }) {
  const readBuildFile = createBuildFileReader();

  /** The routes.json of one site's build; null when there is none. */
  const tableOf = (site) => readBuildFile(path.join(appsDir, site.app ?? SHELL.app, 'dist', 'routes.json'))?.value ?? null;

  const redirects = () => SITES.flatMap((site) => tableOf(site)?.redirects ?? []);

  /**
   * 200 for a page of the site the request is for, 404 for anything else (the bare prefix is a
   * page: the shell adds its slash). Without a route table the server cannot tell, and says 200.
   */
  function statusFor(pathname, hostname) {
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    if (redirects().includes(trimmed)) return 200;
    const { site, prefix } = resolveRequest(trimmed, hostname);
    const table = tableOf(site);
    if (!table) return 200;
    const relative = trimmed.slice(prefix.length) || '/';
    if (table.notFound.includes(relative)) return 404;
    return table.pages.some((page) => matches(page.path, relative)) ? 200 : 404;
  }

  /** Indexable pages without parameters, with the prefix they are reached at from `hostname`. */
  function publicPages(hostname) {
    const { site: hostSite, prefix } = resolveRequest('/', hostname);
    const mounted = prefix === '' && hostSite.id !== 'site' ? [[hostSite, '']] : SITES.map((site) => [site, site.id === 'site' ? '' : (site.prefixes[0] ?? null)]);
    return mounted
      .filter(([site, at]) => site.indexed && at !== null)
      .flatMap(([site, at]) =>
        (tableOf(site)?.pages ?? [])
          .filter((page) => page.indexable && !page.path.includes(':'))
          .map((page) => (page.path === '/' ? `${at}/` : `${at}${page.path}`)),
      );
  }

  /** sitemap.xml: every public page in each published language, each with its alternates. */
  function sitemap(origin, hostname) {
    const url = (page, language) => `${origin}${page}${language === PUBLISHED_LANGUAGES[0] ? '' : `?lng=${language}`}`;
    const entries = publicPages(hostname).flatMap((page) => {
      const alternates = [
        ...PUBLISHED_LANGUAGES.map((language) => `    <xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(url(page, language))}"/>`),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(url(page, PUBLISHED_LANGUAGES[0]))}"/>`,
      ].join('\n');
      return PUBLISHED_LANGUAGES.map((language) => `  <url>\n    <loc>${escapeXml(url(page, language))}</loc>\n${alternates}\n  </url>`);
    });
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
  }

  /** robots.txt: build files and the API are not pages; a host kept out of search engines is closed. */
  function robots(origin, hostname) {
    const { site, prefix } = resolveRequest('/', hostname);
    if (prefix === '' && !site.indexed) return 'User-agent: *\nDisallow: /\n';
    return `User-agent: *\nDisallow: /remotes/\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
  }

  return { tableOf, statusFor, publicPages, sitemap, robots };
}
