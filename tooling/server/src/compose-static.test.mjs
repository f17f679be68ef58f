import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { composeStaticSite, pageFile } from './compose-static.mjs';
import { SHELL_TEMPLATE } from './testing/shell-template.mjs';

const TEMPLATE = SHELL_TEMPLATE;

const page = (language, heading) => ({
  html: `<main><h1>${heading}</h1></main>`,
  meta: { title: heading, description: `${heading}.`, keywords: '', noindex: false },
  siteName: 'FikrSpace',
  language,
  direction: language === 'ar' ? 'rtl' : 'ltr',
});

const write = (file, content) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
};

let out;
let summary;
const read = (file) => readFileSync(path.join(out, file), 'utf8');

beforeAll(() => {
  const appsDir = mkdtempSync(path.join(tmpdir(), 'fikr-compose-'));
  out = path.join(appsDir, 'deploy');
  const shell = path.join(appsDir, 'shell', 'dist');
  write(path.join(shell, 'index.html'), TEMPLATE);
  write(path.join(shell, 'remotes.json'), { remotes: { site: '/remotes/site/mf-manifest.json' } });
  write(path.join(shell, '_headers'), "/*\n  Content-Security-Policy: default-src 'self'\n\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n");
  write(path.join(shell, 'routes.json'), { site: 'portal', pages: [{ path: '/landing', auth: false, indexable: true }], notFound: [], redirects: [] });
  write(path.join(shell, 'assets', 'index-Ab12.js'), 'boot();');
  const site = path.join(appsDir, 'site', 'dist');
  write(path.join(site, 'mf-manifest.json'), { exposes: [{ assets: { css: { sync: ['assets/pages-1.css'], async: [] } } }] });
  write(path.join(site, 'remoteEntry.js'), 'export {};');
  write(path.join(site, '_headers'), '/mf-manifest.json\n  Cache-Control: no-cache\n');
  write(path.join(site, 'routes.json'), {
    site: 'site',
    pages: [
      { path: '/', auth: false, indexable: true },
      { path: '/about', auth: false, indexable: true },
      { path: '/blog/:slug', auth: false, indexable: true },
    ],
    notFound: ['/404'],
    redirects: [],
  });
  for (const [language, home, about] of [
    ['en', 'Home', 'About'],
    ['ar', 'الرئيسية', 'من نحن'],
    ['fr', 'Accueil', 'À propos'],
  ]) {
    // The build renders each page at every address; /fikrspace/investor/ is another site's.
    write(path.join(site, 'prerender', `${language}.json`), { '/': page(language, home), '/about': page(language, about), '/fikrspace/investor/': page(language, 'Not this site') });
  }
  summary = composeStaticSite({ appsDir, outDir: out, origin: 'https://www.fikr.example', runtimeConfig: { supabase: { url: 'https://db.fikr.example', anonKey: 'anon' } } });
});

describe('a deployment for a static host', () => {
  it('holds a file per prerendered page and language, the page in the shell template', () => {
    expect(summary.pages).toBe(2);
    expect(read('index.html')).toContain('<h1>Home</h1>');
    expect(read(pageFile('/about', 'en'))).toContain('<h1>About</h1>');
    const arabic = read(pageFile('/about', 'ar'));
    expect(arabic).toContain('<html lang="ar" dir="rtl" data-prerendered="ar">');
    expect(arabic).toContain('<link rel="canonical" href="https://www.fikr.example/about?lng=ar" />');
    expect(arabic).toContain('<link rel="stylesheet" href="/remotes/site/assets/pages-1.css" />');
    expect(existsSync(path.join(out, 'fikrspace', 'investor', 'index.html'))).toBe(false);
  });

  it('keeps the shell page for every other address, the builds, and the backend it was given', () => {
    expect(read('app.html')).toBe(TEMPLATE);
    expect(read('assets/index-Ab12.js')).toBe('boot();');
    expect(read('remotes/site/remoteEntry.js')).toBe('export {};');
    expect(JSON.parse(read('runtime-config.json')).supabase.url).toBe('https://db.fikr.example');
    for (const privateFile of ['routes.json', 'remotes/site/routes.json', 'remotes/site/prerender']) expect(existsSync(path.join(out, privateFile)), privateFile).toBe(false);
  });

  it('routes languages, the app’s pages and everything else as pnpm start does', () => {
    const rules = read('_redirects').trim().split('\n');
    expect(rules).toContain('/about lng=ar /about/index.ar.html 200!');
    expect(rules).toContain('/ lng=fr /index.fr.html 200!');
    expect(rules).toContain('/blog/:slug /app.html 200');
    expect(rules).toContain('/fikrspace/blog/:slug /app.html 200');
    expect(rules).toContain('/fikrspace/portal/landing /app.html 200');
    expect(rules.indexOf('/404 /app.html 404')).toBeLessThan(rules.indexOf('/blog/:slug /app.html 200'));
    expect(rules.at(-1)).toBe('/* /app.html 404');
  });

  it('sends the builds’ headers, each remote’s under its folder, noindex for hidden sites and no-cache for pages', () => {
    const headers = read('_headers');
    expect(headers).toContain("/*\n  Content-Security-Policy: default-src 'self'");
    expect(headers).toContain('/remotes/site/mf-manifest.json\n  Cache-Control: no-cache');
    expect(headers).toContain('/fikrspace/gov/*\n  X-Robots-Tag: noindex, nofollow');
    expect(headers).toContain('/about/index.ar.html\n  Cache-Control: no-cache');
  });

  it('writes the sitemap and robots.txt for its origin', () => {
    expect(read('sitemap.xml')).toContain('<loc>https://www.fikr.example/about?lng=ar</loc>');
    expect(read('robots.txt')).toContain('Sitemap: https://www.fikr.example/sitemap.xml');
  });
});
