import { CONNECTION_ALERTS, ERROR_TYPES, ERROR_TYPE_RULES, PANEL_KINDS, PANEL_TEXTS, RECOVERY_OPTIONS } from '@fikrspace/errors';
import { i18n } from '@fikrspace/i18n';
import { initTestI18n } from '@fikrspace/i18n/testing';
import { beforeAll, describe, expect, it } from 'vitest';

beforeAll(async () => {
  await initTestI18n('en');
});

const en = (key: string) => i18n.getFixedT('en')(key);
const ar = (key: string) => i18n.getFixedT('ar')(key);

describe('English error texts match the spec word for word', () => {
  it.each(PANEL_KINDS.map((kind) => [kind]))('generic panel %s', (kind) => {
    expect(en(`errorPanel.kinds.${kind}.title`)).toBe(PANEL_TEXTS[kind].title);
    expect(en(`errorPanel.kinds.${kind}.message`)).toBe(PANEL_TEXTS[kind].message);
  });

  it.each([
    ['errorPanel.details', 'Technical details'],
    ['errorPanel.refresh', 'Refresh Page'],
    ['errorPanel.home', 'Go to Home Page'],
    ['toast.error', 'Error'],
    ['toast.notice', 'Notice'],
    ['recovery.refresh-app', 'Refresh App'],
    ['recovery.login-again', 'Login Again'],
    ['recovery.request-access', 'Request Access'],
    ['recovery.check-connection', 'Check Connection'],
    ['recovery.retry-with-defaults', 'Retry with Defaults'],
    ['recovery.extend-timeout', 'Extend Timeout'],
  ])('%s is %s', (key, text) => {
    expect(en(key)).toBe(text);
  });

  it('counts Try Again as "Try Again (1/3)"', () => {
    expect(i18n.getFixedT('en')('errorPanel.tryAgain', { attempt: 1, limit: 3 })).toBe('Try Again (1/3)');
  });

  it.each(ERROR_TYPES.map((type) => [type]))('toast message for %s', (type) => {
    expect(en(`toast.messages.${type}`)).toBe(ERROR_TYPE_RULES[type].message);
  });

  it.each(Object.keys(CONNECTION_ALERTS).map((key) => [key]))('connection alert %s', (key) => {
    expect(en(`recovery.alerts.${key}`)).toBe(CONNECTION_ALERTS[key as keyof typeof CONNECTION_ALERTS]);
  });
});

describe('every error text has an Arabic translation', () => {
  const keys = [
    ...PANEL_KINDS.flatMap((kind) => [`errorPanel.kinds.${kind}.title`, `errorPanel.kinds.${kind}.message`]),
    'errorPanel.details',
    'errorPanel.tryAgain',
    'errorPanel.refresh',
    'errorPanel.home',
    'toast.error',
    'toast.notice',
    'toast.close',
    'toast.label',
    'toast.viewport',
    ...ERROR_TYPES.map((type) => `toast.messages.${type}`),
    'recovery.label',
    ...RECOVERY_OPTIONS.map((option) => `recovery.${option}`),
    ...Object.keys(CONNECTION_ALERTS).map((key) => `recovery.alerts.${key}`),
  ];
  it.each(keys.map((key) => [key]))('%s', (key) => {
    const text = ar(key);
    expect(text).not.toBe(key);
    expect(text).not.toBe(en(key));
    expect(text).toMatch(/[\u0600-\u06FF]/);
  });
});
