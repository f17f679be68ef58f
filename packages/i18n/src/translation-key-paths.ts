/**
 * Segments a key path may not have: each names a property every JavaScript object inherits (or its
 * constructor's), so writing a stored text under one would change every object of the page rather
 * than one translation. The database refuses the same paths (translation_values_key_path_check).
 */
export const FORBIDDEN_KEY_SEGMENTS: readonly string[] = ['__proto__', 'prototype', 'constructor'];

/** Whether a dotted key path (or a namespace, one segment) can be laid into a bundle as plain data. */
export function isSafeKeyPath(keyPath: string): boolean {
  if (typeof keyPath !== 'string' || keyPath === '') return false;
  return keyPath.split('.').every((segment) => segment !== '' && !FORBIDDEN_KEY_SEGMENTS.includes(segment));
}
