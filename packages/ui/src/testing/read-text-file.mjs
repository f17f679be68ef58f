import { readFileSync } from 'node:fs';

/**
 * A file's text, for tests that check stylesheets: Vitest hands CSS imports over empty, even with
 * `?raw`. Plain JavaScript, as this package's types do not include Node's.
 */
export function readTextFile(url) {
  return readFileSync(url, 'utf8');
}
