import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}

/** One toast at a time (spec section 9): a new toast replaces the one on screen. */
let current: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: ToastMessage[]) {
  current = next;
  for (const listener of listeners) listener();
}

export function toast(input: { title: string; description?: string; variant?: ToastVariant }): number {
  const id = nextId++;
  publish([{ id, title: input.title, description: input.description, variant: input.variant ?? 'default', open: true }]);
  return id;
}

/** A failure toast: the server's message when it gave one, else the fallback. */
export const toastError = (title: string, description: string) => toast({ title, description, variant: 'destructive' });

export function dismissToast(id: number): void {
  publish(current.map((item) => (item.id === id ? { ...item, open: false } : item)));
  // Leave time for the closing animation before unmounting.
  setTimeout(() => publish(current.filter((item) => item.id !== id || item.open)), 300);
}

/** A prerendered page, and the app's first render over it, show no toast. */
const NO_TOASTS: ToastMessage[] = [];

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => NO_TOASTS,
  );
}
