import { JSDOM } from 'jsdom';
import { createTextSanitizer, type SanitizationResult, type TextSanitizeOptions, type TextSanitizer } from './text-sanitizer';

export * from './index';

let nodeSanitizer: TextSanitizer | undefined;

/**
 * The text sanitizer for Node, where there is no page: DOMPurify parses with a jsdom window made
 * on first use. jsdom is only reachable from this entry, so browser bundles never include it.
 */
export function sanitizeText(input: unknown, options?: TextSanitizeOptions): SanitizationResult {
  nodeSanitizer ??= createTextSanitizer(new JSDOM('<!doctype html><html><head></head><body></body></html>').window);
  return nodeSanitizer(input, options);
}
