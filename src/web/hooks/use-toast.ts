import { useSyncExternalStore, type ReactNode } from 'react';
import type { ToastVariant } from '@/components/ui/toast';

// The spec's toast behaviour: one visible at a time, 5 s on screen, removed from memory long after
// it is dismissed (1,000,000 ms) so its exit animation never cuts off.
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastInput = {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  duration?: number;
  action?: ReactNode;
};

export type ToastItem = ToastInput & { id: string; open: boolean };

let toasts: ToastItem[] = [];
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id?: string) {
  for (const t of toasts) {
    if ((id === undefined || t.id === id) && !removalTimers.has(t.id)) {
      removalTimers.set(
        t.id,
        setTimeout(() => {
          removalTimers.delete(t.id);
          emit(toasts.filter((x) => x.id !== t.id));
        }, TOAST_REMOVE_DELAY_MS),
      );
    }
  }
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

/**
 * Closes the error toasts on screen: call it when the thing that failed has now succeeded (a
 * sign-in after a wrong password), so a stale "Invalid credentials" does not sit beside success.
 */
export function dismissErrorToasts() {
  for (const t of toasts) if (t.open && t.variant === 'destructive') dismissToast(t.id);
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, () => toasts, () => toasts);
}
