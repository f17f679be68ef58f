// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY, dismissToast, getToastState, resetToasts, toast, toastReducer, useToast, type ToastActionMessage, type ToastItem, type ToastState } from './toast-store';

const item = (id: string, extra: Partial<ToastItem> = {}): ToastItem => ({ id, open: true, onOpenChange: () => undefined, ...extra });
const ids = (state: ToastState) => state.toasts.map((entry) => `${entry.id}:${entry.open ? 'open' : 'closed'}`);

beforeEach(() => {
  vi.useFakeTimers();
  resetToasts();
});

afterEach(() => {
  resetToasts();
  vi.useRealTimers();
});

describe('toast limits (spec 000 §9)', () => {
  it('shows one toast at a time and removes it 1,000,000 ms after dismissal', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });
});

describe('toast reducer (spec 000 §4: added, updated, dismissed, removed)', () => {
  it.each<[string, ToastState, ToastActionMessage, string[]]>([
    ['ADD puts the new toast first within the limit', { toasts: [item('a')] }, { type: 'ADD_TOAST', toast: item('b') }, ['b:open']],
    ['ADD to an empty list', { toasts: [] }, { type: 'ADD_TOAST', toast: item('a') }, ['a:open']],
    ['UPDATE changes the matching toast', { toasts: [item('a')] }, { type: 'UPDATE_TOAST', toast: { id: 'a', open: false } }, ['a:closed']],
    ['UPDATE ignores other ids', { toasts: [item('a')] }, { type: 'UPDATE_TOAST', toast: { id: 'z', open: false } }, ['a:open']],
    ['DISMISS closes the matching toast', { toasts: [item('a'), item('b')] }, { type: 'DISMISS_TOAST', toastId: 'b' }, ['a:open', 'b:closed']],
    ['DISMISS without id closes all', { toasts: [item('a'), item('b')] }, { type: 'DISMISS_TOAST' }, ['a:closed', 'b:closed']],
    ['REMOVE drops the matching toast', { toasts: [item('a'), item('b')] }, { type: 'REMOVE_TOAST', toastId: 'a' }, ['b:open']],
    ['REMOVE without id drops all', { toasts: [item('a'), item('b')] }, { type: 'REMOVE_TOAST' }, []],
  ])('%s', (_name, before, action, after) => {
    expect(ids(toastReducer(before, action))).toEqual(after);
  });

  it('UPDATE merges fields', () => {
    const next = toastReducer({ toasts: [item('a', { title: 'Old', variant: 'info' })] }, { type: 'UPDATE_TOAST', toast: { id: 'a', title: 'New' } });
    expect(next.toasts[0]).toMatchObject({ id: 'a', title: 'New', variant: 'info' });
  });
});

describe('toast()', () => {
  it('adds an open toast with the given fields and returns its handles', () => {
    const action = { label: 'Undo', onClick: () => undefined };
    const handle = toast({ title: 'Saved', description: 'All changes saved', variant: 'success', action, duration: 3000 });
    expect(getToastState().toasts).toEqual([expect.objectContaining({ id: handle.id, title: 'Saved', description: 'All changes saved', variant: 'success', action, duration: 3000, open: true })]);
    expect(typeof handle.dismiss).toBe('function');
    expect(typeof handle.update).toBe('function');
  });

  it('gives every toast a new id and keeps only the newest', () => {
    const first = toast({ title: 'One' });
    const second = toast({ title: 'Two' });
    expect(second.id).not.toBe(first.id);
    expect(getToastState().toasts.map((entry) => entry.title)).toEqual(['Two']);
  });

  it('update changes the toast in place', () => {
    const handle = toast({ title: 'Uploading', variant: 'info' });
    handle.update({ title: 'Uploaded', variant: 'success' });
    expect(getToastState().toasts[0]).toMatchObject({ id: handle.id, title: 'Uploaded', variant: 'success', open: true });
  });

  it.each([
    ['dismiss()', (handle: ReturnType<typeof toast>) => handle.dismiss()],
    ['onOpenChange(false)', (_handle: ReturnType<typeof toast>) => getToastState().toasts[0]!.onOpenChange(false)],
    ['dismissToast(id)', (handle: ReturnType<typeof toast>) => dismissToast(handle.id)],
    ['dismissToast()', () => dismissToast()],
  ])('%s closes the toast and removes it 1,000,000 ms later', (_name, close) => {
    const handle = toast({ title: 'Bye' });
    close(handle);
    expect(ids(getToastState())).toEqual([`${handle.id}:closed`]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToastState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToastState().toasts).toHaveLength(0);
  });

  it('onOpenChange(true) does not dismiss', () => {
    toast({ title: 'Stay' });
    getToastState().toasts[0]!.onOpenChange(true);
    expect(getToastState().toasts[0]!.open).toBe(true);
  });

  it('a pushed-out toast leaves no removal timer behind', () => {
    const first = toast({ title: 'One' });
    first.dismiss();
    toast({ title: 'Two' });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('useToast()', () => {
  it('follows the store', () => {
    const { result } = renderHook(() => useToast());
    expect(result.current.toasts).toEqual([]);
    let id = '';
    act(() => {
      id = result.current.toast({ title: 'Hello' }).id;
    });
    expect(result.current.toasts.map((entry) => entry.id)).toEqual([id]);
    act(() => result.current.dismiss(id));
    expect(result.current.toasts[0]!.open).toBe(false);
  });
});
