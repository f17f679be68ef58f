import { useSyncExternalStore, type ReactNode } from 'react';

/** Spec 000 §9 "Toast": limit 1, removal delay 1,000,000 ms after dismissal. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

/** Spec 000 §3 "Toast": variant default, destructive, success, warning or info. */
export type ToastVariant = 'default' | 'destructive' | 'success' | 'warning' | 'info';

export interface ToastAction {
  label: string;
  /** What a screen reader user is told to do instead, since the toast may vanish; the label by default. */
  altText?: string;
  onClick: () => void;
}

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  action?: ToastAction;
  variant?: ToastVariant;
  /** Milliseconds on screen; the Toaster's 5000 ms when absent. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface ToastState {
  toasts: ToastItem[];
}

export type ToastActionMessage =
  | { type: 'ADD_TOAST'; toast: ToastItem }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToastItem> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

/**
 * Spec 000 §4 "Toast": added, updated, dismissed (closed but kept for its exit), removed. A new
 * toast goes first and pushes out the ones beyond the limit, so only one is visible at a time.
 * Without an id, dismiss and remove apply to every toast.
 */
export function toastReducer(state: ToastState, action: ToastActionMessage): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return { toasts: state.toasts.map((item) => (item.id === action.toast.id ? { ...item, ...action.toast } : item)) };
    case 'DISMISS_TOAST':
      return { toasts: state.toasts.map((item) => (action.toastId === undefined || item.id === action.toastId ? { ...item, open: false } : item)) };
    case 'REMOVE_TOAST':
      return { toasts: action.toastId === undefined ? [] : state.toasts.filter((item) => item.id !== action.toastId) };
  }
}

let state: ToastState = { toasts: [] };
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function nextId(): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  return `toast-${counter}`;
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      dispatchToast({ type: 'REMOVE_TOAST', toastId: id });
    }, TOAST_REMOVE_DELAY),
  );
}

/** Applies an action and runs its effects: dismissal schedules removal, removal cancels pending timers. */
export function dispatchToast(action: ToastActionMessage): void {
  const before = state;
  state = toastReducer(state, action);
  if (action.type === 'DISMISS_TOAST') {
    for (const item of state.toasts) if (action.toastId === undefined || item.id === action.toastId) scheduleRemoval(item.id);
  }
  const kept = new Set(state.toasts.map((item) => item.id));
  for (const item of before.toasts) {
    const timer = removalTimers.get(item.id);
    if (!kept.has(item.id) && timer !== undefined) {
      clearTimeout(timer);
      removalTimers.delete(item.id);
    }
  }
  for (const listener of listeners) listener();
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (next: ToastInput) => void;
}

/** Shows a toast and returns the handles to change or close it. */
export function toast(input: ToastInput): ToastHandle {
  const id = nextId();
  const dismiss = () => dispatchToast({ type: 'DISMISS_TOAST', toastId: id });
  const update = (next: ToastInput) => dispatchToast({ type: 'UPDATE_TOAST', toast: { ...next, id } });
  dispatchToast({
    type: 'ADD_TOAST',
    toast: {
      ...input,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return { id, dismiss, update };
}

/** Closes one toast, or every toast without an id. */
export function dismissToast(toastId?: string): void {
  dispatchToast({ type: 'DISMISS_TOAST', toastId });
}

export function getToastState(): ToastState {
  return state;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Clears every toast and pending timer; for tests and for signing out. */
export function resetToasts(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  state = { toasts: [] };
  for (const listener of listeners) listener();
}

export function useToast(): ToastState & { toast: typeof toast; dismiss: typeof dismissToast } {
  const current = useSyncExternalStore(subscribeToToasts, getToastState, getToastState);
  return { ...current, toast, dismiss: dismissToast };
}
