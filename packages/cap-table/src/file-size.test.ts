import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('a file size as people read it', () => {
  it.each([
    [2_411, 'en', '2.4 kB'],
    [40, 'en', '0.1 kB'],
    [3_145_728, 'en', '3 MB'],
    [52_428_800, 'en', '50 MB'],
  ])('%i bytes in %s read %s', (bytes, language, text) => {
    expect(formatFileSize(bytes, language)).toBe(text);
  });

  it('writes the unit in the reader’s language', () => {
    expect(formatFileSize(3_145_728, 'ar')).toMatch(/م/);
    expect(formatFileSize(2_411, 'fr')).toMatch(/^2,4\s?ko$/u);
  });
});
