import { describe, expect, it } from 'vitest';
import { PANEL_TEXTS, PANEL_TRY_LIMIT, classifyBoundaryError, panelActions, panelKindFor } from './generic-panel';

describe('generic boundary classification (spec 000 §4)', () => {
  it.each([
    ['Network request failed', 'system_error'],
    ['NETWORK unreachable', 'system_error'],
    ['Failed to fetch', 'system_error'],
    ['Payment declined', 'critical_error'],
    ['Validation failed', 'user_error'],
    ['Invalid email address', 'user_error'],
    ['Failed to fetch payment status', 'system_error'],
    ['Invalid payment token', 'critical_error'],
    ['Cannot read properties of undefined', 'dev_error'],
    ['', 'dev_error'],
  ])('%j is a %s', (message, type) => {
    expect(classifyBoundaryError(new Error(message))).toBe(type);
  });
});

describe('panel kind by error type', () => {
  it.each([
    ['user_error', 'user'],
    ['validation_error', 'user'],
    ['system_error', 'system'],
    ['database_error', 'system'],
    ['critical_error', 'critical'],
    ['dev_error', 'other'],
  ] as const)('%s shows the %s panel', (type, kind) => {
    expect(panelKindFor(type)).toBe(kind);
  });
});

describe('generic panel texts (spec 000 §8)', () => {
  it.each([
    ['user', 'Input Error', 'Please check your input and try again.'],
    ['system', 'Connection Problem', "We're having trouble connecting. Please check your internet connection and try again."],
    ['critical', 'Critical Error', 'A critical error occurred. Our team has been notified and is working on a fix.'],
    ['other', 'Something went wrong', "We're sorry, but something unexpected happened. Please try refreshing the page."],
  ] as const)('%s: %s / %s', (kind, title, message) => {
    expect(PANEL_TEXTS[kind]).toEqual({ title, message });
  });
});

describe('panel actions (spec 000 §2)', () => {
  it('counts tries up to 3', () => {
    expect(PANEL_TRY_LIMIT).toBe(3);
  });

  it.each([
    ['system', 0, true, false],
    ['system', 2, true, false],
    ['system', 3, false, false],
    ['system', 4, false, false],
    ['user', 0, false, false],
    ['other', 0, false, false],
    ['critical', 0, false, true],
    ['critical', 5, false, true],
  ] as const)('%s after %i tries: Try Again %s, Go Home %s, Refresh always', (kind, tries, tryAgain, goHome) => {
    expect(panelActions(kind, tries)).toEqual({ tryAgain, refreshPage: true, goHome });
  });
});
