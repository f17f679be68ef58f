import createDOMPurify from 'dompurify';
import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { ALLOWED_HTML_TAGS, parsesToItself, serializesToItself } from './dom-purify';
import { MAX_TEXT_LENGTH } from './limits';
import { sanitizeText } from './node';
import { XSS_PAYLOADS } from './xss-payloads';

const { window } = new JSDOM('<!doctype html><html><body></body></html>');
const { document } = window;

/** Parsing with jsdom is slow on a busy machine; the properties get room to finish. */
const PROPERTY_TIMEOUT = 180_000;

function render(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

const LATIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZàâäçéèêëîïôöùûüÿœæÀÂÇÉÈÊËÎÏÔÖÙÛÜŸŒÆ';
const ARABIC = 'ابتثجحخدذرزسشصضطظعغفقكلمنهويءآأؤإئةىًٌٍَُِّْ';
const DIGITS = '0123456789٠١٢٣٤٥٦٧٨٩';
const EMOJI = ['🎉', '👍🏽', '❤️', '👨‍👩‍👧', '😀'];
const SEPARATORS = [' ', ', ', '. ', ' - ', '; ', ': ', '! ', '? ', "'", ' & ', '% ', ' (', ') ', '\n', '  ', ' « ', ' » ', '، ', '؟ ', '/', '"', ' + ', ' * '];

const word = fc.oneof(
  { weight: 9, arbitrary: fc.string({ unit: fc.constantFrom(...LATIN, ...ARABIC, ...DIGITS), minLength: 1, maxLength: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom(...EMOJI) },
);

/** Sentences of Latin, French and Arabic letters, digits, spaces and everyday punctuation. */
const ordinaryText = fc
  .tuple(word, fc.array(fc.tuple(fc.constantFrom(...SEPARATORS), word), { maxLength: 20 }))
  .map(([first, rest]) => first + rest.map(([separator, next]) => separator + next).join(''));

const MARKUP_TOKENS = [
  '<b>', '</b>', '<i>', '</i>', '<em>', '<strong>', '</strong>', '<u>', '<p>', '<br>', '<script>', '</script>', 'alert(1)',
  '<img src=x onerror=alert(1)>', '<svg onload=alert(1)>', '<a href="javascript:alert(1)">', '</a>', '<textarea>', '</textarea>',
  '<noscript>', '</noscript>', '<p title="', '">', '<!--', '-->', '<style>', '</style>', '<math><mtext><table><mglyph><style>',
  '<![CDATA[', ']]>', '<xmp>', '<iframe srcdoc="', '<b class="x" onclick="x()">', '<template>', '<select>', '<table>',
  '&lt;', '&gt;', '&amp;', '&#60;', '&#x3c;', '&quot;', '&nbsp;', '%3C', '%253C', '\\x3c', '\\u003c',
  "' OR '1'='1", '; DROP TABLE users', '--', ' UNION SELECT ', '/*', '*/', 'sleep(5)',
  "'", '"', '<', '>', '&', ' ', '\n', '\r\n', '\u0000', 'text', 'نص', 'été', '🎉',
];

const markup = fc.oneof(
  { weight: 6, arbitrary: fc.array(fc.oneof(fc.constantFrom(...MARKUP_TOKENS), fc.string({ maxLength: 4 })), { maxLength: 40 }).map((parts) => parts.join('')) },
  { weight: 2, arbitrary: fc.array(fc.constantFrom(...XSS_PAYLOADS), { minLength: 1, maxLength: 3 }).map((parts) => parts.join('')) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
);

const options = fc.record({ allowHtml: fc.boolean(), strict: fc.boolean(), allowSpecialChars: fc.boolean() });

describe('text sanitizer properties', { timeout: PROPERTY_TIMEOUT }, () => {
  it('the output is never longer than 10000 characters', () => {
    const long = fc.array(fc.oneof(fc.constantFrom(...MARKUP_TOKENS), fc.constantFrom('&', '&&&&&&&&', 'aaaaaaaa', '\u00a0', '😀')), { minLength: 1000, maxLength: 4000 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(long, options, (input, settings) => {
        expect(sanitizeText(input, settings).sanitized.length).toBeLessThanOrEqual(MAX_TEXT_LENGTH);
      }),
      { numRuns: 30 },
    );
  });

  it('is idempotent: sanitizing the output again changes nothing and reports nothing', () => {
    fc.assert(
      fc.property(markup, options, (input, settings) => {
        const once = sanitizeText(input, settings);
        expect(sanitizeText(once.sanitized, settings)).toEqual({ sanitized: once.sanitized, wasModified: false, violations: [], originalLength: once.sanitizedLength, sanitizedLength: once.sanitizedLength });
      }),
      { numRuns: 250 },
    );
  });

  it('with HTML allowed, the output holds no element but b, i, em and strong and no attribute', () => {
    fc.assert(
      fc.property(markup, (input) => {
        for (const element of Array.from(render(sanitizeText(input, { allowHtml: true }).sanitized).querySelectorAll('*'))) {
          expect(ALLOWED_HTML_TAGS).toContain(element.localName);
          expect(element.attributes).toHaveLength(0);
        }
      }),
      { numRuns: 250 },
    );
  });

  it('without HTML, the output read as HTML is exactly the same text', () => {
    fc.assert(
      fc.property(markup, (input) => {
        const { sanitized } = sanitizeText(input);
        const rendered = render(sanitized);
        expect(rendered.querySelectorAll('*')).toHaveLength(0);
        expect(rendered.textContent).toBe(sanitized);
      }),
      { numRuns: 250 },
    );
  });

  it('ordinary Arabic, French and English text is returned unchanged', () => {
    fc.assert(
      fc.property(ordinaryText, (text) => {
        expect(sanitizeText(text)).toEqual({ sanitized: text, wasModified: false, violations: [], originalLength: text.length, sanitizedLength: text.length });
      }),
      { numRuns: 1000 },
    );
  });

  it('in strict mode the output holds only letters, marks, digits, whitespace and . - _ @ ( ) ,', () => {
    fc.assert(
      fc.property(fc.oneof(markup, ordinaryText), (input) => {
        expect(sanitizeText(input, { strict: true }).sanitized).toMatch(/^[\p{L}\p{M}\p{N}\s.\-_@(),]*$/u);
      }),
      { numRuns: 250 },
    );
  });

  it('takes any value without throwing and reports a consistent result', () => {
    fc.assert(
      fc.property(fc.anything(), options, (input, settings) => {
        const result = sanitizeText(input, settings);
        const original = typeof input === 'string' ? input : ['number', 'boolean', 'bigint'].includes(typeof input) ? String(input) : '';
        expect(result.originalLength).toBe(original.length);
        expect(result.sanitizedLength).toBe(result.sanitized.length);
        expect(result.wasModified).toBe(result.sanitized !== original);
        expect(result.violations.length === 0 || result.wasModified).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('skipping the parse for text without markup characters gives exactly what DOMPurify gives', () => {
    const dompurify = createDOMPurify(window);
    const base = { ALLOWED_ATTR: [], KEEP_CONTENT: true, FORCE_BODY: true };
    const text = fc.oneof(ordinaryText, fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }));
    fc.assert(
      fc.property(text, (input) => {
        if (parsesToItself(input)) expect(dompurify.sanitize(input, { ...base, ALLOWED_TAGS: [], RETURN_DOM_FRAGMENT: true }).textContent).toBe(input);
        if (serializesToItself(input)) expect(dompurify.sanitize(input, { ...base, ALLOWED_TAGS: [...ALLOWED_HTML_TAGS] })).toBe(input);
      }),
      { numRuns: 300 },
    );
  });
});
