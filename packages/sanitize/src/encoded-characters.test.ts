import { describe, expect, it } from 'vitest';
import { containsEncodedCharacters, stripEncodedCharacters } from './encoded-characters';
import { ORDINARY_TEXTS } from './ordinary-text.fixture';

describe('encoded characters', () => {
  it.each([
    ['%3Cscript%3E', 'script'],
    ['%3cimg', 'img'],
    ['%253Cscript', 'script'],
    ['%u003Cscript', 'script'],
    ['%C0%BCscript', 'script'],
    ['%22 onmouseover=%27x', ' onmouseover=x'],
    ['&#60;img', 'img'],
    ['&#060img', 'img'],
    ['&#x3C;svg', 'svg'],
    ['&#x00003c;b', 'b'],
    ['&lt;script', 'script'],
    ['&LT/b', '/b'],
    ['&lt!--', '!--'],
    ['&quot;x&apos;y&#39;z&grave;', 'xyz'],
    ['\\x3cscript\\x3e', 'script'],
    ['\\u003cb\\u003e', 'b'],
    ['\\u{3c}b', 'b'],
    ['\\74b\\76', 'b'],
    ['\\3c b', ' b'],
    ['%%3C3Cb', 'b'],
  ])('strips %j to %j', (input, stripped) => {
    expect(containsEncodedCharacters(input)).toBe(true);
    expect(stripEncodedCharacters(input)).toBe(stripped);
  });

  it.each([
    ...ORDINARY_TEXTS,
    '100%',
    '50% off, 30% more',
    'R&D and AT&T',
    '&amp; and &nbsp; and &copy;',
    'a &lt; b',
    'x &gt; y',
    '&#65;BC',
    'path\\x41',
    '\\n and \\t',
  ].map((text) => [text]))('leaves %j alone', (text) => {
    expect(containsEncodedCharacters(text)).toBe(false);
    expect(stripEncodedCharacters(text)).toBe(text);
  });
});
