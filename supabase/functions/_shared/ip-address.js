/**
 * Addresses that have no place on a map: private networks, loopback, link-local, carrier-grade
 * NAT, unspecified and documentation ranges (RFC 1918, 5735, 6598, 4193, 4291, 5737, 3849).
 */

/** @param {string} address @returns {number[] | null} */
function ipv4Parts(address) {
  const parts = address.split('.');
  if (parts.length !== 4) return null;
  const numbers = parts.map((part) => (/^\d{1,3}$/.test(part) ? Number(part) : Number.NaN));
  return numbers.every((value) => value >= 0 && value <= 255) ? numbers : null;
}

/** @param {string} address */
export function isIpv4(address) {
  return ipv4Parts(address) !== null;
}

/** @param {string} address */
export function isIpv6(address) {
  return address.includes(':') && /^[0-9a-f:.]+$/i.test(address);
}

/** @param {string} address */
export function isNonPublicAddress(address) {
  const v4 = ipv4Parts(address);
  if (v4) {
    const [a, b, c] = /** @type {[number, number, number, number]} */ (v4);
    return (
      a === 0 || a === 10 || a === 127 || (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) || (a === 192 && b === 0 && (c === 0 || c === 2)) || (a === 198 && (b === 18 || b === 19)) ||
      (a === 198 && b === 51 && c === 100) || (a === 203 && b === 0 && c === 113) || a >= 224
    );
  }
  if (!isIpv6(address)) return true;
  const lower = address.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return isNonPublicAddress(/** @type {string} */ (mapped[1]));
  return lower === '::' || lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower) || lower.startsWith('2001:db8:') || lower.startsWith('ff');
}
