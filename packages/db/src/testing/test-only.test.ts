import { describe, expect, it } from 'vitest';

/*
 * The kit must never reach an app's bundle: only tests and the testing helpers they import may
 * name it. The builds follow imports from the apps' entries, so a source file outside these that
 * imported the kit would put it there.
 */
const sources = import.meta.glob(['/apps/*/src/**/*.{ts,tsx}', '/packages/*/src/**/*.{ts,tsx}'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
const testOnly = (path: string) => /\.test\.tsx?$/.test(path) || path.includes('/testing/');

describe('the database test kit', () => {
  it('is imported only by tests and testing helpers', () => {
    const importers = Object.entries(sources)
      .filter(([, text]) => /from '@fikrspace\/db\/testing[/']/.test(text))
      .map(([path]) => path);
    expect(importers.length).toBeGreaterThan(0);
    expect(importers.filter((path) => !testOnly(path))).toEqual([]);
  });
});
