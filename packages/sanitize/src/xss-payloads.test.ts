import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { ALLOWED_HTML_TAGS } from './dom-purify';
import { sanitizeText } from './node';
import { XSS_PAYLOADS } from './xss-payloads';

const { document } = new JSDOM('<!doctype html><html><body></body></html>').window;

/** The output as a browser would build it from innerHTML. */
function render(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

const TAG_START = /<[A-Za-z/!?]/;

describe('the XSS payload corpus', () => {
  it('holds at least 120 distinct payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(120);
    expect(new Set(XSS_PAYLOADS).size).toBe(XSS_PAYLOADS.length);
  });
});

describe.each([
  ['without HTML', false],
  ['with HTML', true],
])('every payload sanitized %s', (_mode, allowHtml) => {
  it.each(XSS_PAYLOADS.map((payload, index) => [index, payload]))('#%i %s', (_index, payload) => {
    const result = sanitizeText(payload, { allowHtml });
    expect(result.wasModified).toBe(true);
    expect(result.violations.length).toBeGreaterThan(0);

    const rendered = render(result.sanitized);
    const elements = Array.from(rendered.querySelectorAll('*'));
    // No element but b, i, em and strong, and none of them with any attribute: so no script, no
    // on* handler and no javascript: or data: URL can survive.
    for (const element of elements) {
      expect(allowHtml ? ALLOWED_HTML_TAGS : []).toContain(element.localName);
      expect(element.attributes).toHaveLength(0);
    }
    if (!allowHtml) {
      // Plain text read as HTML is the same text: any "<" in it is a character, never a tag.
      expect(result.sanitized).not.toMatch(TAG_START);
      expect(rendered.childNodes.length <= 1 && rendered.textContent === result.sanitized).toBe(true);
    }

    expect(sanitizeText(result.sanitized, { allowHtml })).toMatchObject({ sanitized: result.sanitized, wasModified: false, violations: [] });
  });
});
