import { create } from 'zustand';

export type ToastVariant = 'default' | 'destructive';
export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

/** SPEC section 9: one toast at a time, shown for 5000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

interface ToastState {
  toasts: Toast[];
  show(toast: Omit<Toast, 'id' | 'variant'> & { variant?: ToastVariant }): number;
  dismiss(id: number): void;
}

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export const useToastStore = create<ToastState>((set, get) => ({
  toasts: [],
  show(input) {
    const id = nextId++;
    const toast: Toast = { id, variant: 'default', ...input };
    // A new toast replaces the current one (the limit is one); its timer goes with it.
    for (const old of get().toasts) get().dismiss(old.id);
    set((s) => ({ toasts: [toast, ...s.toasts].slice(0, TOAST_LIMIT) }));
    timers.set(id, setTimeout(() => get().dismiss(id), TOAST_DURATION_MS));
    return id;
  },
  dismiss(id) {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
  },
}));

/** Show a toast from anywhere (event handlers, mutation callbacks). */
export function toast(input: Omit<Toast, 'id' | 'variant'> & { variant?: ToastVariant }): number {
  return useToastStore.getState().show(input);
}
