/** Toasts live outside React so that the Apollo error link can raise them too. */
import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS } from '@portal/domain';

export type ToastVariant = 'success' | 'warning';
export type Toast = { id: number; variant: ToastVariant; message: string };

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly Toast[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function dismiss(id: number): void {
  if (toasts.some((t) => t.id === id)) emit(toasts.filter((t) => t.id !== id));
}

function show(variant: ToastVariant, message: string): number {
  // The same message is not stacked while one is visible (one network warning at a time).
  const visible = toasts.find((t) => t.variant === variant && t.message === message);
  if (visible) return visible.id;
  const id = nextId++;
  emit([...toasts, { id, variant, message }]);
  setTimeout(() => dismiss(id), TOAST_DURATION_MS);
  return id;
}

export const toast = {
  success: (message: string) => show('success', message),
  warning: (message: string) => show('warning', message),
  dismiss,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  list: (): readonly Toast[] => toasts,
};

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(toast.subscribe, toast.list, toast.list);
}
