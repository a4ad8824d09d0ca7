import {
  STACK_TOAST_DURATION_MS,
  STACK_TOAST_MAX_VISIBLE,
  TOAST_DURATION_MS,
  TOAST_MAX_VISIBLE,
} from '@verdant/shared/constants';
import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: number;
}

let nextId = 1;

/**
 * A queue of toasts of which at most `max` are visible; each disappears after `durationMs`.
 * When a new toast would exceed `max`, the oldest visible one is dropped (the newest always shows).
 */
export function createToastQueue({ max, durationMs }: { max: number; durationMs: number }) {
  let items: ToastItem[] = [];
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();

  function publish(next: ToastItem[]) {
    items = next;
    for (const listener of listeners) listener();
  }

  function dismiss(id: number) {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    if (items.some((t) => t.id === id)) publish(items.filter((t) => t.id !== id));
  }

  function show(input: ToastInput): number {
    const id = nextId++;
    const next = [...items, { ...input, id }];
    while (next.length > max) {
      const dropped = next.shift();
      if (dropped) {
        clearTimeout(timers.get(dropped.id));
        timers.delete(dropped.id);
      }
    }
    timers.set(
      id,
      setTimeout(() => dismiss(id), durationMs),
    );
    publish(next);
    return id;
  }

  function clear() {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    publish([]);
  }

  return {
    show,
    dismiss,
    clear,
    max,
    durationMs,
    getSnapshot: () => items,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastQueue = ReturnType<typeof createToastQueue>;

/** In-app toasts: one at a time, 5000 ms; a new one replaces the current one. */
export const toasts = createToastQueue({ max: TOAST_MAX_VISIBLE, durationMs: TOAST_DURATION_MS });
/** The second mechanism (notifications): up to 3 stacked, 4000 ms each. */
export const stackedToasts = createToastQueue({
  max: STACK_TOAST_MAX_VISIBLE,
  durationMs: STACK_TOAST_DURATION_MS,
});

export const toast = (input: ToastInput) => toasts.show(input);
export const notify = (input: ToastInput) => stackedToasts.show(input);

export function useToasts(queue: ToastQueue): ToastItem[] {
  return useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
}
