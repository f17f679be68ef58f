import { describe, expect, it } from 'vitest';
import arabic from '../locales/ar/help-center.json';
import english from '../locales/en/help-center.json';
import french from '../locales/fr/help-center.json';
import { RESOURCE_KINDS, RESOURCE_TOPICS, STARTUP_STAGES, SUPPORT_CATEGORIES, SUPPORT_PRIORITIES, SUPPORT_STATUSES } from './model';

/**
 * The package's texts: Arabic and French have English's shape (the same keys, no plural forms,
 * each text with English's placeholders) and no empty text; every value of the enums the pages
 * show has its label.
 */

/** A bundle with each text replaced by its placeholders' names (or by 'EMPTY'): languages that agree have one shape. */
function shape(node: unknown): unknown {
  if (typeof node === 'string') return node.trim() ? [...node.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort() : 'EMPTY';
  return Object.fromEntries(Object.entries(node as Record<string, unknown>).map(([key, child]) => [key, shape(child)]));
}

describe('the help-center texts', () => {
  it.each([
    ['ar', arabic],
    ['fr', french],
  ])('%s has the shape of English', (_language, bundle) => {
    expect(shape(bundle)).toEqual(shape(english));
    expect(JSON.stringify(shape(english))).not.toContain('EMPTY');
  });

  it('labels every category, priority and status of a request, and every kind, topic and stage of a resource', () => {
    const labelled = [english.categories, english.priorities, english.statuses, english.kinds, english.topics, english.stages].map((labels) => Object.keys(labels).sort());
    const known = [SUPPORT_CATEGORIES, SUPPORT_PRIORITIES, SUPPORT_STATUSES, RESOURCE_KINDS, RESOURCE_TOPICS, STARTUP_STAGES].map((values) => [...values].sort());
    expect(labelled).toEqual(known);
  });
});
