// @vitest-environment jsdom
import { i18n } from '@fikrspace/i18n';
import { initTestI18n } from '@fikrspace/i18n/testing';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastList } from './toast-list';
import { TOAST_DURATION, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD, Toaster } from './toaster';
import { getToastState, resetToasts, toast, type ToastVariant } from './toast-store';

beforeAll(async () => {
  await initTestI18n('en');
});

afterEach(async () => {
  cleanup();
  act(() => resetToasts());
  vi.useRealTimers();
  await i18n.changeLanguage('en');
});

describe('Toaster (spec 000 §9)', () => {
  it('uses duration 5000 ms, swipe threshold 50 and hotkey F8', () => {
    expect([TOAST_DURATION, TOAST_SWIPE_THRESHOLD, TOAST_HOTKEY]).toEqual([5000, 50, ['F8']]);
  });

  it('downloads nothing until the first toast, then shows it and every later one', async () => {
    const { container } = render(<Toaster />);
    expect(container.innerHTML).toBe('');
    expect(document.querySelector('[role="region"]')).toBeNull();
    act(() => {
      toast({ title: 'First' });
    });
    expect(await screen.findByText('First')).toBeTruthy();
    act(() => {
      toast({ title: 'Second' });
    });
    expect(screen.getByText('Second')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
  });

  it('shows a toast with title, description, a named close button and an action that closes it', () => {
    const onClick = vi.fn();
    render(<ToastList />);
    act(() => {
      toast({ title: 'Saved', description: 'All changes saved', action: { label: 'Undo', onClick } });
    });
    expect(screen.getByText('Saved')).toBeTruthy();
    expect(screen.getByText('All changes saved')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    // Radix closes a toast whose action was taken.
    expect(getToastState().toasts[0]!.open).toBe(false);
  });

  it('labels the viewport with its hotkey and focuses it on F8', () => {
    render(<ToastList />);
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    act(() => {
      toast({ title: 'Hello' });
    });
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(region.contains(document.activeElement) || region === document.activeElement).toBe(true);
  });

  it('closing a toast dismisses it in the store', () => {
    render(<ToastList />);
    act(() => {
      toast({ title: 'Bye' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(getToastState().toasts[0]!.open).toBe(false);
  });

  it('closes a toast after 5000 ms by default', () => {
    vi.useFakeTimers();
    render(<ToastList />);
    act(() => {
      toast({ title: 'Soon gone' });
    });
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(getToastState().toasts[0]!.open).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(getToastState().toasts[0]!.open).toBe(false);
  });

  it.each([
    ['default', 'bg-white', 'dark:bg-slate-900'],
    ['destructive', 'bg-red-600', 'dark:bg-red-900'],
    ['success', 'bg-emerald-50', 'dark:bg-emerald-950'],
    ['warning', 'bg-amber-50', 'dark:bg-amber-950'],
    ['info', 'bg-sky-50', 'dark:bg-sky-950'],
  ] as const)('styles the %s variant for light and dark', (variant: ToastVariant, light, dark) => {
    render(<ToastList />);
    act(() => {
      toast({ title: `A ${variant} toast`, variant });
    });
    const root = document.querySelector(`[data-variant="${variant}"]`);
    expect(root?.className).toContain(light);
    expect(root?.className).toContain(dark);
  });

  it('lays out with logical properties so right-to-left mirrors it', () => {
    const { container } = render(<ToastList />);
    act(() => {
      toast({ title: 'Mirrored', action: { label: 'Undo', onClick: () => undefined } });
    });
    expect(container.ownerDocument.querySelector('ol')?.className).toContain('end-0');
    expect(screen.getByRole('button', { name: 'Close' }).className).toContain('end-2');
    expect(screen.getByRole('button', { name: 'Undo' }).className).toContain('ms-auto');
    expect(document.querySelector('[data-variant]')?.className).toContain('pe-10');
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    render(<ToastList />);
    act(() => {
      toast({ title: 'مرحبا' });
    });
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'الإشعارات (F8)' })).toBeTruthy();
  });
});
