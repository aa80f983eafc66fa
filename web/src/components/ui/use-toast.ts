// The toast queue: a zustand store any module can push to with toast(), drawn by <Toaster />.
// At most TOAST_LIMIT toasts are kept open; a dismissed one stays in the list (closed) for
// TOAST_REMOVE_DELAY_MS so its exit animation and screen-reader announcement can finish.
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@mise/domain/constants';
import { create } from 'zustand';

export type ToastVariant = 'default' | 'destructive';

/** A button on the toast that acts on what it reports ("Undo"); pressing it closes the toast. */
export interface ToastActionInput {
  label: string;
  /**
   * How to do the same without the button, read out with the toast (Radix needs it: a screen
   * reader user may not reach the button before the toast goes).
   */
  altText: string;
  onAction: () => void;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; the Toaster's default (TOAST_DURATION_MS) when left out. */
  duration?: number;
  action?: ToastActionInput;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

interface ToastState {
  toasts: ToastItem[];
  nextId: number;
  removalTimers: Map<string, ReturnType<typeof setTimeout>>;
}

export const useToastStore = create<ToastState>(() => ({
  toasts: [],
  nextId: 1,
  removalTimers: new Map(),
}));

function scheduleRemoval(id: string): void {
  const { removalTimers } = useToastStore.getState();
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    useToastStore.setState((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  const closing = useToastStore
    .getState()
    .toasts.filter((t) => t.open && (id === undefined || t.id === id))
    .map((t) => t.id);
  if (closing.length === 0) return;
  useToastStore.setState((state) => ({
    toasts: state.toasts.map((t) => (closing.includes(t.id) ? { ...t, open: false } : t)),
  }));
  closing.forEach(scheduleRemoval);
}

/** Shows a toast; the newest one replaces older ones beyond TOAST_LIMIT. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  const id = String(useToastStore.getState().nextId);
  useToastStore.setState((state) => ({
    nextId: state.nextId + 1,
    toasts: [{ ...input, id, open: true }, ...state.toasts].slice(0, TOAST_LIMIT),
  }));
  return { id, dismiss: () => dismissToast(id) };
}

export function useToast(): {
  toasts: ToastItem[];
  toast: typeof toast;
  dismiss: typeof dismissToast;
} {
  const toasts = useToastStore((state) => state.toasts);
  return { toasts, toast, dismiss: dismissToast };
}
