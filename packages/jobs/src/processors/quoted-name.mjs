/**
 * A name that somebody typed (an organization's, an inviter's, a new account's), made fit to
 * appear inside a mail sent in the platform's name: one line, no links, at most `limit`
 * characters, in quotation marks so it reads as what it is, somebody else's words. Mail
 * clients turn a bare domain into a link as readily as a URL, so domains go too.
 */

// Control characters are exactly what this must find.
// eslint-disable-next-line no-control-regex
const CONTROL_AND_BREAKS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
// Bidirectional overrides and isolates can make a name display as different text.
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;
const SCHEME_LINK = /\b[a-z][a-z0-9+.-]*:\/\/\S*/gi;
const MAIL_OR_WEB_ADDRESS = /\S*@\S+|\bwww\.\S*/gi;
const DOMAIN = /\b(?:[a-z0-9-]+\.)+[a-z]{2,}\b\S*/gi;
const QUOTES = /[“”"]/g;

export const MAX_QUOTED_NAME = 80;

/**
 * @param {unknown} value
 * @param {number} [limit]
 * @returns {string | null} the quoted name, or null when nothing presentable is left
 */
export function quotedName(value, limit = MAX_QUOTED_NAME) {
  if (typeof value !== 'string') return null;
  const cleaned = value
    .replace(CONTROL_AND_BREAKS, ' ')
    .replace(BIDI_CONTROLS, '')
    .replace(SCHEME_LINK, ' ')
    .replace(MAIL_OR_WEB_ADDRESS, ' ')
    .replace(DOMAIN, ' ')
    .replace(QUOTES, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (!/[\p{L}\p{N}]/u.test(cleaned)) return null;
  const chars = [...cleaned];
  const short = chars.length > limit ? `${chars.slice(0, limit - 1).join('').trimEnd()}…` : cleaned;
  return `“${short}”`;
}
