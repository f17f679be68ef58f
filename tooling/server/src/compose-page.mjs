// A prerendered page meets the shell here: the shell's index.html is the template (its scripts,
// styles and start-up code, whatever the shell's latest deployment holds), and the remote's
// prerendered page supplies the language, the head and the markup inside #root.

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]);

const ROOT_CONTENT = /(<div id="root">)[\s\S]*?(<!-- \/root)/;

/** The address of a page in a language: English (the first published one) at the bare address. */
export function languageAddress(address, language, languages) {
  return language === languages[0] ? address : `${address}?lng=${encodeURIComponent(language)}`;
}

/**
 * The head a crawler and a link preview read: title, description, keywords, robots, the canonical
 * address, an alternate per published language (and x-default), Open Graph and Twitter cards.
 */
export function pageHead({ page, origin, address, languages, stylesheets = [] }) {
  const { meta, language, siteName } = page;
  const url = (lng) => `${origin}${languageAddress(address, lng, languages)}`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.keywords ? `<meta name="keywords" content="${escapeHtml(meta.keywords)}" />` : null,
    meta.noindex ? '<meta name="robots" content="noindex, nofollow" />' : null,
    `<link rel="canonical" href="${escapeHtml(url(language))}" />`,
    ...languages.map((lng) => `<link rel="alternate" hreflang="${lng}" href="${escapeHtml(url(lng))}" />`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(url(languages[0]))}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url(language))}" />`,
    `<meta property="og:locale" content="${escapeHtml(language)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    ...stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`),
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** Marks the end of a prerendered page's markup; the page is not painted before it is parsed. */
export const PRERENDERED_END_ID = 'prerendered-end';

/**
 * The shell's template with a prerendered page in it. The head tags go right after the charset,
 * before the template's start-up script (which reads the language alternates); the template's own
 * title and description give way to the page's. The page is painted whole: a browser busy with
 * the start-up downloads could otherwise paint it half parsed (the header's controls before their
 * last button), and the rest arriving would then shift it. `rel="expect"` holds the first paint
 * until the end marker is parsed; a browser without it paints as before.
 */
export function composePage(template, { page, origin, address, languages, stylesheets }) {
  if (!ROOT_CONTENT.test(template)) throw new Error('The shell template has no <div id="root">…<!-- /root … --> to fill');
  const head = `${pageHead({ page, origin, address, languages, stylesheets })}\n    <link rel="expect" href="#${PRERENDERED_END_ID}" blocking="render" />`;
  return template
    .replace(/<html[^>]*>/, `<html lang="${escapeHtml(page.language)}" dir="${page.direction}" data-prerendered="${escapeHtml(page.language)}">`)
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/(<meta charset="[^"]*"\s*\/?>)/i, (charset) => `${charset}\n    ${head}`)
    .replace(/<body([^>]*)>/, `<body$1 class="${page.direction}">`)
    .replace(ROOT_CONTENT, (_match, open, close) => `${open}${page.html}<div id="${PRERENDERED_END_ID}" hidden></div>${close}`);
}
