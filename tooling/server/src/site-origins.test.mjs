import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localBackendOptions } from './backend-options.mjs';
import { configuredOrigin, linkTarget, siteHosts, siteOrigins } from './site-origins.mjs';
import { createStaticServer } from './static-server.mjs';
import { SHELL_TEMPLATE } from './testing/shell-template.mjs';

const write = (file, content) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
};
const prerendered = (language, heading) => ({
  html: `<main><h1>${heading}</h1></main>`,
  meta: { title: heading, description: `${heading}.`, keywords: '', noindex: false },
  siteName: 'FikrSpace',
  language,
  direction: language === 'ar' ? 'rtl' : 'ltr',
});

const HOSTS = { 'investor.localhost': 'investor', 'gov.localhost': 'government' };
const PUBLIC_ORIGIN = 'http://localhost:4173';

let appsDir;
const servers = [];

/** A static server on a free port; its address is never the configured origin's. */
async function serve(options) {
  const server = createStaticServer({ appsDir, remotes: ['site', 'investor'], ...options });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return server.address().port;
}

/** GET with a Host header of the client's choosing, as any client may send. */
const get = (port, urlPath, headers) =>
  new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
    })
      .on('error', reject)
      .end();
  });

/** Every absolute address a body names. */
const addresses = (body) => [...body.matchAll(/(?:href="|<loc>|Sitemap: )(https?:\/\/[^"<\s]+)/g)].map((match) => match[1]);

beforeAll(() => {
  appsDir = mkdtempSync(path.join(tmpdir(), 'fikr-origins-'));
  const shell = path.join(appsDir, 'shell', 'dist');
  write(path.join(shell, 'index.html'), SHELL_TEMPLATE);
  write(path.join(shell, 'remotes.json'), { remotes: { site: '/remotes/site/mf-manifest.json', investor: '/remotes/investor/mf-manifest.json' }, hosts: HOSTS });
  const site = path.join(appsDir, 'site', 'dist');
  write(path.join(site, 'mf-manifest.json'), {});
  write(path.join(site, 'routes.json'), { site: 'site', pages: [{ path: '/', auth: false, indexable: true }, { path: '/about', auth: false, indexable: true }], notFound: [], redirects: [] });
  const investor = path.join(appsDir, 'investor', 'dist');
  write(path.join(investor, 'mf-manifest.json'), {});
  write(path.join(investor, 'routes.json'), { site: 'investor', pages: [{ path: '/', auth: false, indexable: true }, { path: '/deals', auth: false, indexable: true }], notFound: [], redirects: [] });
  for (const language of ['en', 'ar', 'fr']) {
    write(path.join(site, 'prerender', `${language}.json`), { '/about': prerendered(language, 'About'), '/': prerendered(language, 'Home') });
    write(path.join(investor, 'prerender', `${language}.json`), { '/': prerendered(language, 'Investor'), '/fikrspace/investor/': prerendered(language, 'Investor') });
  }
});

afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

describe('links name the configured origin, never the Host header', () => {
  let port;
  beforeAll(async () => {
    port = await serve({ publicOrigin: PUBLIC_ORIGIN });
  });

  it.each([['evil.example'], ['evil.example:4173'], ['investor.evil.example'], ['localhost:1'], ['127.0.0.1:4173']])('a page asked for on %s points at the main site on the configured origin', async (host) => {
    const { body } = await get(port, '/about?lng=ar', { host, 'x-forwarded-proto': 'https' });
    expect(body).toContain('<link rel="canonical" href="http://localhost:4173/about?lng=ar" />');
    expect(body).toContain('<link rel="alternate" hreflang="x-default" href="http://localhost:4173/about" />');
    expect(addresses(body).every((address) => address.startsWith(`${PUBLIC_ORIGIN}/`))).toBe(true);
  });

  it('sitemap.xml and robots.txt asked for on an unknown host list the main site on the configured origin', async () => {
    const sitemap = (await get(port, '/sitemap.xml', { host: 'evil.example' })).body;
    expect(sitemap).toContain('<loc>http://localhost:4173/about</loc>');
    expect(sitemap).toContain('<loc>http://localhost:4173/fikrspace/investor/deals?lng=fr</loc>');
    expect(sitemap).not.toContain('evil');
    expect(addresses(sitemap).every((address) => address.startsWith(`${PUBLIC_ORIGIN}/`))).toBe(true);
    const robots = (await get(port, '/robots.txt', { host: 'investor.evil.example' })).body;
    expect(robots).toContain('Sitemap: http://localhost:4173/sitemap.xml');
    expect(robots).toContain('Disallow: /api/');
  });

  it("a site host of the host map gets that site's links, on the configured scheme and port", async () => {
    const page = (await get(port, '/', { host: 'Investor.Localhost:9999' })).body;
    expect(page).toContain('<h1>Investor</h1>');
    expect(page).toContain('<link rel="canonical" href="http://investor.localhost:4173/" />');
    const sitemap = (await get(port, '/sitemap.xml', { host: 'investor.localhost:4173' })).body;
    expect(sitemap).toContain('<loc>http://investor.localhost:4173/deals</loc>');
    expect(sitemap).not.toContain('/about');
    expect((await get(port, '/robots.txt', { host: 'gov.localhost:4173' })).body).toBe('User-agent: *\nDisallow: /\n');
  });

  it('a host named only by a site label is not a site host: its pages are the main site’s', async () => {
    const response = await get(port, '/deals', { host: 'investor.evil.example' });
    expect(response.status).toBe(404);
  });
});

describe('without a configured origin', () => {
  it("links name localhost on the server's own port", async () => {
    const port = await serve({});
    const { body } = await get(port, '/about', { host: 'evil.example' });
    expect(body).toContain(`<link rel="canonical" href="http://localhost:${port}/about" />`);
    expect(body).not.toContain('evil');
  });
});

describe('the configured origins', () => {
  it('come from FIKRSPACE_APP_URL, or this machine on the port', () => {
    expect(configuredOrigin(undefined, 4173)).toBe('http://localhost:4173');
    expect(configuredOrigin('https://www.fikr.example/', 4173)).toBe('https://www.fikr.example');
    expect(() => configuredOrigin('javascript:alert(1)', 4173)).toThrow(/http/);
  });

  it('take the site hosts from the host map, well-formed names of known sites only', () => {
    const hosts = JSON.parse('{"Investor.Example.com": "investor", "bad host": "investor", "x.example.com": "nobody", "__proto__": "site", "gov.example.com": 42}');
    expect([...siteHosts({ hosts })]).toEqual([['investor.example.com', 'investor']]);
    expect(siteHosts(null).get('investor.localhost')).toBe('investor');
    expect(linkTarget('https://www.fikr.example', siteHosts({ hosts: { 'investor.fikr.example': 'investor' } }), 'investor.fikr.example:8443')).toEqual({ origin: 'https://investor.fikr.example', hostname: 'investor.fikr.example' });
    expect(siteOrigins('http://localhost:4173', siteHosts({ hosts: HOSTS }))).toEqual(['http://localhost:4173', 'http://investor.localhost:4173', 'http://gov.localhost:4173']);
  });

  it('are all the backend admits beside pnpm start: no pattern, no other subdomain', () => {
    const { allowedOrigins, siteUrl } = localBackendOptions(5999);
    expect(siteUrl).toBe('http://localhost:5999');
    expect(allowedOrigins).toEqual(expect.arrayContaining(['http://localhost:5999', 'http://127.0.0.1:5999', 'http://investor.localhost:5999', 'http://gov.localhost:5999']));
    expect(allowedOrigins.some((origin) => origin.includes('*'))).toBe(false);
    expect(allowedOrigins).not.toContain('http://evil.localhost:5999');
    const published = localBackendOptions(4173, { publicOrigin: 'https://www.fikr.example', hosts: siteHosts({ hosts: { 'investor.fikr.example': 'investor' } }) });
    expect(published).toEqual({ siteUrl: 'https://www.fikr.example', allowedOrigins: ['https://www.fikr.example', 'https://investor.fikr.example', 'http://localhost:4173', 'http://127.0.0.1:4173'] });
  });
});
