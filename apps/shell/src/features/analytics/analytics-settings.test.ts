import { describe, expect, it } from 'vitest';
import { analyticsSettings } from './analytics-settings';

const worker = { workerUrl: 'https://analytics.example.com/track', workerSecret: 's3cret' };

describe('analyticsSettings', () => {
  it.each([
    ['no analytics section, production', {}, true, { worker: null, performanceSampleRate: 0.1 }],
    ['no analytics section, development', {}, false, { worker: null, performanceSampleRate: 1 }],
    ['a worker and its secret', { analytics: worker }, true, { worker: { url: worker.workerUrl, secret: 's3cret' }, performanceSampleRate: 0.1 }],
    ['a worker without its secret', { analytics: { workerUrl: worker.workerUrl } }, true, { worker: null, performanceSampleRate: 0.1 }],
    ['a sample rate of its own', { analytics: { performanceSampleRate: 0.5 } }, true, { worker: null, performanceSampleRate: 0.5 }],
    ['unknown keys beside the known ones', { analytics: { ...worker, region: 'eu' } }, true, { worker: { url: worker.workerUrl, secret: 's3cret' }, performanceSampleRate: 0.1 }],
    ['a worker that is not http(s)', { analytics: { ...worker, workerUrl: 'ftp://analytics.example.com' } }, true, { worker: null, performanceSampleRate: 0.1 }],
    ['an empty secret', { analytics: { ...worker, workerSecret: '' } }, true, { worker: null, performanceSampleRate: 0.1 }],
    ['a sample rate over 1', { analytics: { performanceSampleRate: 1.5 } }, false, { worker: null, performanceSampleRate: 1 }],
    ['a section that is not an object', { analytics: 'on' }, true, { worker: null, performanceSampleRate: 0.1 }],
    ['no configuration at all', null, true, { worker: null, performanceSampleRate: 0.1 }],
    ['a worker address that is not an address', { analytics: { ...worker, workerUrl: 'analytics' } }, true, { worker: null, performanceSampleRate: 0.1 }],
    ['a sample rate that is not a number', { analytics: { performanceSampleRate: '0.5' } }, false, { worker: null, performanceSampleRate: 1 }],
    ['a malformed field voids the whole section', { analytics: { ...worker, performanceSampleRate: -1 } }, true, { worker: null, performanceSampleRate: 0.1 }],
  ])('%s', (_case, raw, production, expected) => {
    expect(analyticsSettings(raw, production)).toEqual(expected);
  });
});
