import { describe, expect, it } from 'vitest';
import { sanitizeText as sanitizeTextInBrowser } from './index';
import { MAX_TEXT_LENGTH } from './limits';
import { sanitizeText } from './node';
import { ORDINARY_TEXTS } from './ordinary-text.fixture';

describe('ordinary text passes untouched (default mode)', () => {
  it('has a corpus of at least 30 strings in English, French and Arabic', () => {
    expect(ORDINARY_TEXTS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(ORDINARY_TEXTS.map((text) => [text]))('%j', (text) => {
    expect(sanitizeText(text)).toEqual({ sanitized: text, wasModified: false, violations: [], originalLength: text.length, sanitizedLength: text.length });
  });

  it.each(ORDINARY_TEXTS.filter((text) => !/[&<>]/.test(text)).map((text) => [text]))('is also kept when HTML is allowed: %j', (text) => {
    expect(sanitizeText(text, { allowHtml: true }).sanitized).toBe(text);
  });
});

describe('maximum length (spec 001 §5.2)', () => {
  it('keeps text of exactly 10000 characters', () => {
    const text = 'a'.repeat(MAX_TEXT_LENGTH);
    expect(sanitizeText(text)).toMatchObject({ sanitized: text, wasModified: false, violations: [] });
  });

  it('truncates longer text and reports it', () => {
    const result = sanitizeText('ب'.repeat(MAX_TEXT_LENGTH + 5));
    expect(result).toEqual({ sanitized: 'ب'.repeat(MAX_TEXT_LENGTH), wasModified: true, violations: ['max_length'], originalLength: 10005, sanitizedLength: 10000 });
  });

  it('never cuts an emoji in half', () => {
    const result = sanitizeText('a'.repeat(MAX_TEXT_LENGTH - 1) + '😀');
    expect(result.sanitized).toBe('a'.repeat(MAX_TEXT_LENGTH - 1));
  });

  it('keeps kept HTML within the limit even though escaping makes it longer', () => {
    const result = sanitizeText('&'.repeat(MAX_TEXT_LENGTH), { allowHtml: true });
    expect(result.sanitized.length).toBeLessThanOrEqual(MAX_TEXT_LENGTH);
    expect(result.sanitized).toBe('&amp;'.repeat(MAX_TEXT_LENGTH / 5));
    expect(result.violations).toContain('max_length');
  });

  it('takes a lower per-field limit, never a higher one', () => {
    expect(sanitizeText('abcdef', { maxLength: 3 }).sanitized).toBe('abc');
    expect(sanitizeText('a'.repeat(MAX_TEXT_LENGTH + 1), { maxLength: 50_000 }).sanitized).toHaveLength(MAX_TEXT_LENGTH);
  });
});

describe('markup', () => {
  it.each([
    ['<b>hi</b>', 'hi', ['html']],
    ['<script>x</script>', '', ['script']],
    ['before<script>alert(1)</script>after', 'beforeafter', ['script']],
    ['<object data="x.swf"></object>ok', 'ok', ['dangerous_tag']],
    ['<embed src="x.swf">ok', 'ok', ['dangerous_tag']],
    ['<applet code="x.class"></applet>ok', 'ok', ['dangerous_tag']],
    ['<base href="https://evil.example/">ok', 'ok', ['dangerous_tag']],
    ['<img src=x onerror=alert(1)>', '', ['event_handler', 'html']],
    ['<a href="javascript:alert(1)">link</a>', 'link', ['script_url', 'html']],
    ['<!-- note -->text', 'text', ['html']],
    ['Fish &amp; chips', 'Fish & chips', ['html']],
  ])('without HTML: %j becomes %j', (input, sanitized, violations) => {
    expect(sanitizeText(input)).toMatchObject({ sanitized, violations, wasModified: true });
  });

  it.each([
    ['<b>bold</b> <i>italic</i> <em>em</em> <strong>strong</strong>', '<b>bold</b> <i>italic</i> <em>em</em> <strong>strong</strong>', []],
    ['<u>under</u><p>para</p><em>kept</em>', 'underpara<em>kept</em>', ['html']],
    ['<i class="x" title="y" data-a="1" aria-label="z">t</i>', '<i>t</i>', ['html']],
    ['<b onerror="alert(1)">x</b>', '<b>x</b>', ['event_handler']],
    ['<b onload="alert(1)">x</b>', '<b>x</b>', ['event_handler']],
    ['<b onclick="alert(1)">x</b>', '<b>x</b>', ['event_handler']],
    ['<b onmouseover="alert(1)">x</b>', '<b>x</b>', ['event_handler']],
    ['<b onfocus="alert(1)">x</b>', '<b>x</b>', ['event_handler']],
    ['<b onblur="alert(1)">x</b>', '<b>x</b>', ['event_handler']],
    ['<strong><script>alert(1)</script>ok</strong>', '<strong>ok</strong>', ['script']],
    ['a < b & c', 'a &lt; b &amp; c', []],
  ])('with HTML: %j becomes %j', (input, sanitized, violations) => {
    expect(sanitizeText(input, { allowHtml: true })).toMatchObject({ sanitized, violations });
  });

  it('reports the payload a removed <svg> carries inside', () => {
    expect(sanitizeText('<svg><script>alert(1)</script><a onclick="x()"></a></svg>').violations).toEqual(['script', 'event_handler', 'html']);
  });

  it('reports <body onload> although the body never reaches the output', () => {
    expect(sanitizeText('<body onload=alert(1)>hi').violations).toContain('event_handler');
  });

  it('takes apart markup hidden in a <textarea>, which the parser first reads as text', () => {
    expect(sanitizeText('<textarea><img src=x onerror=alert(1)></textarea>')).toMatchObject({ sanitized: '', violations: ['event_handler', 'html'] });
  });
});

describe('strict mode', () => {
  it.each([
    ['Hello, World! (test) a_b-c.d@e #1 $2 ~3', 'Hello, World (test) a_b-c.d@e 1 2 3'],
    ['شركة النور (الرياض)، ٢٠٢٥', 'شركة النور (الرياض) ٢٠٢٥'],
    ['Société Générale', 'Société Générale'],
    ['قُلْ هُوَ', 'قُلْ هُوَ'],
    ["O'Brien & Sons", 'OBrien  Sons'],
    ['emoji 🎉 here', 'emoji  here'],
    ['tab\tand\nnewline', 'tab\tand\nnewline'],
  ])('keeps only letters, digits, whitespace and . - _ @ ( ) , : %j', (input, sanitized) => {
    const result = sanitizeText(input, { strict: true });
    expect(result.sanitized).toBe(sanitized);
    expect(result.violations).toEqual(input === sanitized ? [] : ['special_characters']);
  });

  it('keeps special characters when they are allowed', () => {
    expect(sanitizeText("O'Brien & Sons #1", { strict: true, allowSpecialChars: true }).sanitized).toBe("O'Brien & Sons #1");
  });

  it('works on the text runs of kept HTML', () => {
    expect(sanitizeText('<b>50% off!</b>', { strict: true, allowHtml: true }).sanitized).toBe('<b>50 off</b>');
  });
});

describe('SQL-like patterns and encoded characters', () => {
  it.each([
    ["admin' OR '1'='1", 'admin', ['sql_pattern']],
    ["x'; DROP TABLE users; --", 'x', ['sql_pattern']],
    ['1 UNION SELECT password FROM users', '1  password FROM users', ['sql_pattern']],
    ["name' AND SLEEP(5)--", "name' AND --", ['sql_pattern']],
    ['EXEC xp_cmdshell dir', 'EXEC  dir', ['sql_pattern']],
    ['%3Cscript%3Ealert(1)', 'scriptalert(1)', ['encoded_characters']],
    ['&lt;img src=x onerror=alert(1)&gt;', 'img src=x onerror=alert(1)>', ['encoded_characters']],
    ['\\x3cb\\x3e', 'b', ['encoded_characters']],
  ])('%j becomes %j', (input, sanitized, violations) => {
    expect(sanitizeText(input)).toMatchObject({ sanitized, violations });
  });
});

describe('the result', () => {
  it('turns numbers and booleans into text and anything else into empty text', () => {
    expect(sanitizeText(42).sanitized).toBe('42');
    expect(sanitizeText(true).sanitized).toBe('true');
    expect(sanitizeText(null)).toEqual({ sanitized: '', wasModified: false, violations: [], originalLength: 0, sanitizedLength: 0 });
    expect(sanitizeText({ toString: () => '<script>' }).sanitized).toBe('');
  });

  it('normalizes CR LF line endings without reporting a violation', () => {
    expect(sanitizeText('a\r\nb')).toMatchObject({ sanitized: 'a\nb', wasModified: true, violations: [] });
  });

  it('gives the same result when run on its own output', () => {
    for (const input of ['<b>x</b>&amp;amp;lt;b&amp;gt;', '<textarea><textarea><img src=x onerror=alert(1)></textarea>', "a' or 'b'='b' or 'c'='c", '&amp;'.repeat(20) + 'lt;script'])
      for (const allowHtml of [false, true]) {
        const once = sanitizeText(input, { allowHtml });
        const twice = sanitizeText(once.sanitized, { allowHtml });
        expect(twice).toMatchObject({ sanitized: once.sanitized, wasModified: false, violations: [] });
      }
  });
});

describe('the browser entry', () => {
  it('refuses to run without a DOM instead of passing text through unsanitized', () => {
    expect(() => sanitizeTextInBrowser('<script>alert(1)</script>')).toThrow('in Node import sanitizeText from "@fikrspace/sanitize/node"');
  });
});
