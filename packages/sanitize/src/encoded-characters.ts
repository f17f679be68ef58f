/**
 * Encoded forms of the characters that open markup or end a quoted value: < > " ' and `.
 * A `%` or `&` on its own is ordinary text ("50% off", "Grand-Père & Fils"); only these encodings
 * are smuggling, because a later decoding step (a URL parser, an HTML or JavaScript string, a
 * template) would turn them back into markup or quotes.
 */
const HEX = '(?:3c|3e|22|27|60)';
const DECIMAL = '(?:60|62|34|39|96)';

const ENCODED_SOURCES: readonly string[] = [
  // Percent-encoding, also double-encoded (%253C), IIS's %u003C and overlong UTF-8 (%C0%BC).
  `%(?:25)*(?:u00)?${HEX}`,
  '%(?:25)*c0%(?:25)*(?:bc|be|a2|a7)',
  '%(?:25)*e0%(?:25)*80%(?:25)*(?:bc|be)',
  // HTML numeric character references, with or without the closing semicolon.
  `&#0*${DECIMAL}(?![0-9]);?`,
  `&#x0*${HEX}(?![0-9a-f]);?`,
  // Named references: a less-than sign only when a tag name, "/", "!" or "?" follows (the HTML
  // serializer itself writes "&lt;" for a lone "<" in kept text), quotes and the backtick always.
  '&lt;?(?=[a-z/!?])',
  '&(?:quot;?|apos;|grave;|diacriticalgrave;)',
  // JavaScript (\x3c, \u003c, \u{3c}, octal \74) and CSS (\3c, \00003c) escapes.
  `\\\\x${HEX}`,
  `\\\\u\\{?0*${HEX}\\}?`,
  '\\\\0?(?:74|76|42|47)(?![0-7])|\\\\140',
  `\\\\0{0,4}${HEX}(?![0-9a-f])`,
];

const ENCODED = new RegExp(ENCODED_SOURCES.join('|'), 'gi');

export function containsEncodedCharacters(text: string): boolean {
  return text.search(ENCODED) !== -1;
}

/** Removes every encoded form, again until none is left: "%%3C3C" hides a second "%3C". */
export function stripEncodedCharacters(text: string): string {
  let current = text;
  for (;;) {
    const next = current.replace(ENCODED, '');
    if (next === current) return current;
    current = next;
  }
}
