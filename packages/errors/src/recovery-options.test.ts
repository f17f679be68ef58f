import { describe, expect, it } from 'vitest';
import { recoveryOptions } from './recovery-options';

describe('recovery options by message and path (spec 000 §6, §8)', () => {
  it.each([
    ['Loading chunk 3 failed', '/about', ['refresh-app']],
    ['Failed to fetch', '/about', ['refresh-app', 'check-connection']],
    ['401 Unauthorized', '/about', ['login-again']],
    ['Authentication required', '/about', ['login-again']],
    ['403 Forbidden', '/about', ['request-access']],
    ['Permission denied', '/about', ['request-access']],
    ['Network down', '/about', ['check-connection']],
    ['Could not load data', '/about', ['retry-with-defaults']],
    ['Request timeout', '/about', ['extend-timeout']],
    ['boom', '/about', []],
    ['boom', '/fikrspace/portal/os', ['login-again']],
    ['boom', '/dashboard', ['login-again']],
    ['boom', '/admin/users', ['login-again', 'request-access']],
    ['boom', '/fikrspace/office/settings', ['request-access']],
    ['boom', '/manage', ['request-access']],
    ['boom', '/fikrspace/investor/analytics', ['retry-with-defaults', 'extend-timeout']],
    ['boom', '/reports/q1', ['retry-with-defaults', 'extend-timeout']],
    ['boom', '/marketplace', ['retry-with-defaults', 'extend-timeout']],
  ])('%s on %s offers %j', (message, path, options) => {
    expect(recoveryOptions(new Error(message), path)).toEqual(options);
  });
});
