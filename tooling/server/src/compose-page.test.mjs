import { describe, expect, it } from 'vitest';
import { composePage, languageAddress } from './compose-page.mjs';
import { SHELL_TEMPLATE } from './testing/shell-template.mjs';

const TEMPLATE = SHELL_TEMPLATE;

const page = (overrides = {}) => ({
  html: '<main><h1>من نحن</h1><p>$1 & $& stay</p></main>',
  meta: { title: 'من نحن | فكر سبيس', description: 'وصف "الصفحة"', keywords: 'a, b', noindex: false },
  siteName: 'فكر سبيس',
  language: 'ar',
  direction: 'rtl',
  ...overrides,
});

const compose = (overrides = {}) => composePage(TEMPLATE, { page: page(overrides), origin: 'https://fikr.example', address: '/about', languages: ['en', 'ar', 'fr'], stylesheets: ['/remotes/site/assets/pages-1.css'] });

describe('a prerendered page in the shell template', () => {
  it.each([
    ['en', '/about', '/about'],
    ['ar', '/about', '/about?lng=ar'],
    ['fr', '/', '/?lng=fr'],
  ])('%s of %s is at %s', (language, address, expected) => {
    expect(languageAddress(address, language, ['en', 'ar', 'fr'])).toBe(expected);
  });

  it('sets the language and direction, marks the page prerendered and puts the markup in #root', () => {
    const html = compose();
    expect(html).toContain('<html lang="ar" dir="rtl" data-prerendered="ar">');
    expect(html).toContain('<body class="rtl">');
    expect(html).toContain('<div id="root"><main><h1>من نحن</h1><p>$1 & $& stay</p></main><div id="prerendered-end" hidden></div><!-- /root: replaced -->');
    expect(html).not.toContain('Loading...');
    expect(html).toContain('<script>boot()</script>');
  });

  it('holds the first paint until the whole markup is parsed', () => {
    const html = compose();
    expect(html).toContain('<link rel="expect" href="#prerendered-end" blocking="render" />');
    expect(html.indexOf('rel="expect"')).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf('id="prerendered-end"')).toBeGreaterThan(html.indexOf('</main>'));
  });

  it('replaces the template title and description with the page head, before the start-up script', () => {
    const html = compose();
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>من نحن | فكر سبيس</title>');
    expect(html).toContain('<meta name="description" content="وصف &quot;الصفحة&quot;" />');
    expect(html).not.toContain('The platform.');
    expect(html.indexOf('hreflang="ar"')).toBeLessThan(html.indexOf('<script>boot()'));
  });

  it.each([
    ['<meta name="keywords" content="a, b" />'],
    ['<link rel="canonical" href="https://fikr.example/about?lng=ar" />'],
    ['<link rel="alternate" hreflang="en" href="https://fikr.example/about" />'],
    ['<link rel="alternate" hreflang="ar" href="https://fikr.example/about?lng=ar" />'],
    ['<link rel="alternate" hreflang="fr" href="https://fikr.example/about?lng=fr" />'],
    ['<link rel="alternate" hreflang="x-default" href="https://fikr.example/about" />'],
    ['<meta property="og:title" content="من نحن | فكر سبيس" />'],
    ['<meta property="og:site_name" content="فكر سبيس" />'],
    ['<meta property="og:url" content="https://fikr.example/about?lng=ar" />'],
    ['<meta property="og:locale" content="ar" />'],
    ['<meta name="twitter:card" content="summary" />'],
    ['<link rel="stylesheet" href="/remotes/site/assets/pages-1.css" />'],
  ])('the head carries %s', (tag) => {
    expect(compose()).toContain(tag);
  });

  it('keeps a page out of search engines when its route says so', () => {
    expect(compose({ meta: { ...page().meta, noindex: true } })).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(compose()).not.toContain('name="robots"');
  });

  it('refuses a template without the root marker', () => {
    expect(() => composePage('<html><body><div id="root"></div></body></html>', { page: page(), origin: '', address: '/', languages: ['en'] })).toThrow(/root/);
  });
});
