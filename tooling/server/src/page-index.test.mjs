import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPageIndex } from './page-index.mjs';

const shared = { notFound: ['/404', '/forgot-password', '/auth/callback/github'], redirects: ['/fikrspace/partners/mentor', '/fikrspace/portal/startup'] };
const page = (route, auth = false, indexable = !auth) => ({ path: route, auth, indexable });
const TABLES = {
  site: { site: 'site', pages: [page('/'), page('/about'), page('/blog/:slug'), page('/:slug'), page('/login', false, false)], ...shared },
  investor: { site: 'investor', pages: [page('/'), page('/dashboard', true), page('/login', false, false)], ...shared },
  government: { site: 'government', pages: [page('/'), page('/dashboard', true)], ...shared },
  shell: { site: 'portal', pages: [page('/', true), page('/landing')], ...shared },
};

let index;

beforeAll(() => {
  const appsDir = mkdtempSync(path.join(tmpdir(), 'fikr-pages-'));
  for (const [app, table] of Object.entries(TABLES)) {
    mkdirSync(path.join(appsDir, app, 'dist'), { recursive: true });
    writeFileSync(path.join(appsDir, app, 'dist', 'routes.json'), JSON.stringify(table));
  }
  index = createPageIndex({ appsDir });
});

describe('page status without running the app', () => {
  it.each([
    ['/', 'localhost', 200],
    ['/about', 'localhost', 200],
    ['/about/', 'localhost', 200],
    ['/fikrspace/about', 'localhost', 200],
    ['/blog/why-mena-now', 'localhost', 200],
    ['/any-campaign-page', 'localhost', 200],
    ['/blog/a/b', 'localhost', 404],
    ['/no/such/page', 'localhost', 404],
    ['/404', 'localhost', 404],
    ['/forgot-password', 'localhost', 404],
    ['/fikrspace/investor', 'localhost', 200],
    ['/fikrspace/investor/dashboard', 'localhost', 200],
    ['/fikrspace/investor/login', 'localhost', 200],
    ['/fikrspace/investor/nothing-here', 'localhost', 404],
    ['/fikrspace/investor/auth/callback/github', 'localhost', 404],
    ['/fikrspace/partners/mentor', 'localhost', 200],
    ['/fikrspace/portal/startup', 'localhost', 200],
    ['/dashboard', 'investor.localhost', 200],
    ['/about', 'investor.localhost', 404],
    ['/fikrspace/mentor/anything', 'localhost', 200],
  ])('%s on %s answers %i', (pathname, hostname, status) => {
    expect(index.statusFor(pathname, hostname)).toBe(status);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists the public pages of indexed sites without parameters, never signed-in, government or shared screens', () => {
    expect(index.publicPages('localhost')).toEqual(['/', '/about', '/fikrspace/investor/']);
    expect(index.publicPages('investor.localhost')).toEqual(['/']);
    expect(index.publicPages('gov.localhost')).toEqual([]);
  });

  it('gives every page in English, Arabic and French, each with its alternates', () => {
    const xml = index.sitemap('https://fikr.example', 'localhost');
    expect(xml.match(/<url>/g)).toHaveLength(9);
    expect(xml).toContain('<loc>https://fikr.example/about?lng=ar</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="fr" href="https://fikr.example/about?lng=fr"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://fikr.example/about"/>');
    expect(xml).not.toContain('dashboard');
  });

  it('points crawlers at the sitemap, and closes a host kept out of search engines', () => {
    expect(index.robots('https://fikr.example', 'localhost')).toContain('Sitemap: https://fikr.example/sitemap.xml');
    expect(index.robots('https://gov.fikr.example', 'gov.fikr.example')).toBe('User-agent: *\nDisallow: /\n');
  });
});
