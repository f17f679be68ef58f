import { createHash } from 'node:crypto';

/**
 * The namespace of every id the generator makes. Ids are name-based (RFC 9562 version 5: SHA-1 of
 * namespace and name), so `ecosystemId('organization', 'startup-17')` is the same on every run
 * and machine and later seeds can reference a row without looking it up. The demo accounts'
 * hand-written ids (00000000-0000-4000-…) carry version 4, so the two sets can never meet.
 */
export const ECOSYSTEM_NAMESPACE = '6f0c2a4e-8b1d-4c7e-9a35-2d7e1f4b9c60';

/** The version 5 UUID of a name in a namespace (RFC 9562 §5.5). */
export function uuidV5(namespace, name) {
  const hash = createHash('sha1').update(Buffer.from(namespace.replaceAll('-', ''), 'hex')).update(name, 'utf8').digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The id of a generated row: the parts joined by ':' as the name in the ecosystem namespace. */
export function ecosystemId(...parts) {
  return uuidV5(ECOSYSTEM_NAMESPACE, parts.join(':'));
}
