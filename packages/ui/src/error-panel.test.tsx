// @vitest-environment jsdom
import { AppError } from '@fikrspace/errors';
import { i18n } from '@fikrspace/i18n';
import { initTestI18n } from '@fikrspace/i18n/testing';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorPanel } from './error-panel';

beforeAll(async () => {
  await initTestI18n('en');
});

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const buttons = () => screen.getAllByRole('button').map((button) => button.textContent);

describe('generic error panel texts and icon by kind (spec 000 §2, §8)', () => {
  it.each([
    ['user', new Error('Invalid email'), 'Input Error', 'Please check your input and try again.'],
    ['system', new TypeError('Failed to fetch'), 'Connection Problem', "We're having trouble connecting. Please check your internet connection and try again."],
    ['critical', new Error('Payment declined'), 'Critical Error', 'A critical error occurred. Our team has been notified and is working on a fix.'],
    ['other', new Error('x is not a function'), 'Something went wrong', "We're sorry, but something unexpected happened. Please try refreshing the page."],
  ])('%s', (kind, error, title, message) => {
    render(<ErrorPanel error={error} />);
    const panel = screen.getByTestId('error-panel');
    expect(panel.getAttribute('data-kind')).toBe(kind);
    expect(panel.getAttribute('role')).toBe('alert');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByTestId('error-panel-icon').getAttribute('data-icon')).toBe(kind);
  });

  it('takes the kind of an AppError from its type', () => {
    render(<ErrorPanel error={new AppError('Card declined', 'database_error')} />);
    expect(screen.getByTestId('error-panel').getAttribute('data-kind')).toBe('system');
  });

  it('shows the kind it is given over the classified one', () => {
    render(<ErrorPanel error={new Error('Network down')} kind="critical" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Critical Error');
  });
});

describe('technical details', () => {
  it('toggles with a button that reports its state', () => {
    render(<ErrorPanel error={new Error('Cannot read properties of undefined (reading "id")')} />);
    const toggle = screen.getByRole('button', { name: 'Technical details' });
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(details.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(details.hidden).toBe(false);
    expect(details.textContent).toBe('Cannot read properties of undefined (reading "id")');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(details.hidden).toBe(true);
  });

  it('masks secrets in the error text', () => {
    render(<ErrorPanel error={new Error('401 for Bearer abc.def')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Technical details' }));
    expect(screen.getByText('401 for Bearer [REDACTED]')).toBeTruthy();
  });
});

describe('actions (spec 000 §2)', () => {
  it.each([
    ['system', 0, ['Technical details', 'Try Again (1/3)', 'Refresh Page'], false],
    ['system', 1, ['Technical details', 'Try Again (2/3)', 'Refresh Page'], false],
    ['system', 2, ['Technical details', 'Try Again (3/3)', 'Refresh Page'], false],
    ['system', 3, ['Technical details', 'Refresh Page'], false],
    ['user', 0, ['Technical details', 'Refresh Page'], false],
    ['other', 0, ['Technical details', 'Refresh Page'], false],
    ['critical', 0, ['Technical details', 'Refresh Page'], true],
  ] as const)('%s after %i tries: %j, home link %s', (kind, tryCount, expected, home) => {
    render(<ErrorPanel error={new Error('x')} kind={kind} tryCount={tryCount} onTryAgain={() => undefined} homeHref="/fikrspace/portal" />);
    expect(buttons()).toEqual(expected);
    const link = screen.queryByRole('link', { name: 'Go to Home Page' });
    expect(link !== null).toBe(home);
    if (home) expect(link!.getAttribute('href')).toBe('/fikrspace/portal');
  });

  it('offers Try Again only with a handler', () => {
    render(<ErrorPanel error={new Error('Network down')} />);
    expect(screen.queryByRole('button', { name: /Try Again/ })).toBeNull();
  });

  it('calls Try Again and Refresh Page', () => {
    const onTryAgain = vi.fn();
    const onRefresh = vi.fn();
    render(<ErrorPanel error={new Error('Network down')} onTryAgain={onTryAgain} onRefresh={onRefresh} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try Again (1/3)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(onTryAgain).toHaveBeenCalledTimes(1);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('reloads the page by default', () => {
    const reload = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
    try {
      render(<ErrorPanel error={new Error('x')} />);
      fireEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });

  it('links home to / by default', () => {
    render(<ErrorPanel error={new Error('Payment failed')} />);
    expect(screen.getByRole('link', { name: 'Go to Home Page' }).getAttribute('href')).toBe('/');
  });
});

describe('Arabic', () => {
  it('shows the translated panel', async () => {
    await i18n.changeLanguage('ar');
    render(<ErrorPanel error={new Error('Payment failed')} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('خطأ حرج');
    expect(screen.getByRole('button', { name: 'التفاصيل التقنية' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'الانتقال إلى الصفحة الرئيسية' })).toBeTruthy();
  });
});
