// @vitest-environment jsdom
import { i18n } from '@fikrspace/i18n';
import { initTestI18n } from '@fikrspace/i18n/testing';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reportErrorAsToast } from './report-error-as-toast';
import { getToastState, resetToasts } from './toast-store';

beforeAll(async () => {
  await initTestI18n('en');
});

afterEach(async () => {
  resetToasts();
  await i18n.changeLanguage('en');
});

describe('reported errors as toasts (spec 000 §8)', () => {
  it.each([
    ['critical_error', 'Error', 'destructive', 'An important issue occurred. Our team has been notified.'],
    ['system_error', 'Notice', 'destructive', 'A temporary issue occurred. Please try again.'],
    ['user_error', 'Notice', 'default', 'Please check your input and try again.'],
    ['database_error', 'Notice', 'destructive', 'Database operation failed. Please try again.'],
    ['validation_error', 'Notice', 'destructive', 'Invalid data provided. Please check your input.'],
  ] as const)('%s: %s, %s, %s', (type, title, variant, description) => {
    const handle = reportErrorAsToast({ type });
    expect(handle).toBeDefined();
    expect(getToastState().toasts[0]).toMatchObject({ id: handle!.id, title, description, variant, open: true });
  });

  it('shows nothing for hidden dev errors', () => {
    expect(reportErrorAsToast({ type: 'dev_error' })).toBeUndefined();
    expect(getToastState().toasts).toEqual([]);
  });

  it('speaks the current language', async () => {
    await i18n.changeLanguage('ar');
    reportErrorAsToast({ type: 'critical_error' });
    expect(getToastState().toasts[0]).toMatchObject({ title: 'خطأ', description: 'حدثت مشكلة مهمة. تم إبلاغ فريقنا.' });
  });
});
