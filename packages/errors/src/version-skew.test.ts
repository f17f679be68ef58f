import { describe, expect, it } from 'vitest';
import { classifyRouteError } from './route-errors';
import { VersionSkewError, isVersionSkewError } from './version-skew';

describe('VersionSkewError', () => {
  const error = new VersionSkewError('mentor', [{ package: '@fikrspace/ui', required: '^2.0.0', provided: '1.0.0' }]);

  it('names the portal, the package and both versions', () => {
    expect(error.message).toBe("The mentor portal was built against @fikrspace/ui ^2.0.0 (this site provides 1.0.0); it must be deployed again against the site's shared packages");
  });

  it('is recognised by class and by shape, and nothing else is', () => {
    expect(isVersionSkewError(error)).toBe(true);
    expect(isVersionSkewError({ name: 'VersionSkewError', portal: 'mentor', skews: [] })).toBe(true);
    expect(isVersionSkewError(new Error('The mentor portal was built against'))).toBe(false);
    expect(isVersionSkewError({ name: 'VersionSkewError' })).toBe(false);
    expect(isVersionSkewError(null)).toBe(false);
  });

  it('is not mistaken for a network or download failure, which a retry could fix', () => {
    expect(classifyRouteError(error)).toBe('unknown');
  });
});
