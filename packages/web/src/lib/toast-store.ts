/** Toasts live outside React so that the Apollo error link can raise them too. */
import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS } from '@portal/domain';
import type { Message } from '../i18n/define-messages';

export type ToastVariant = 'success' | 'warning';
export type Toast = {
  id: number;
  variant: ToastVariant;
  /** The English text: a domain message (MESSAGES), a server message, or `text`'s English. */
  message: string;
  /** A screen's own message: the viewport shows it in the screen's language. */
  text?: Message;
};

/**
 * What a toast says: a domain or server message (English; shown in the screen's language by
 * the viewport), or a descriptor of a `*.messages.ts` file.
 */
export type ToastMessage = string | Message;

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

function show(variant: ToastVariant, said: ToastMessage): number {
  const message = typeof said === 'string' ? said : said.message;
  // The same message is not stacked while one is visible (one network warning at a time).
  const visible = toasts.find((t) => t.variant === variant && t.message === message);
  if (visible) return visible.id;
  const id = nextId++;
  const toast: Toast =
    typeof said === 'string' ? { id, variant, message } : { id, variant, message, text: said };
  emit([...toasts, toast]);
  setTimeout(() => dismiss(id), TOAST_DURATION_MS);
  return id;
}

/** The admin console's toasts stay English (issue 20), whatever the portal's language. */
let english = false;
const englishListeners = new Set<() => void>();

export const toast = {
  success: (message: ToastMessage) => show('success', message),
  warning: (message: ToastMessage) => show('warning', message),
  dismiss,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  list: (): readonly Toast[] => toasts,
  /** Set while an admin's screens are shown (app-layout.tsx): toasts then stay English. */
  setEnglishOnly(value: boolean): void {
    if (english === value) return;
    english = value;
    englishListeners.forEach((listener) => listener());
  },
  subscribeEnglishOnly(listener: () => void): () => void {
    englishListeners.add(listener);
    return () => englishListeners.delete(listener);
  },
  englishOnly: (): boolean => english,
};

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(toast.subscribe, toast.list, toast.list);
}

/** Whether the toasts must stay English (an admin's screens). */
export function useEnglishOnlyToasts(): boolean {
  return useSyncExternalStore(toast.subscribeEnglishOnly, toast.englishOnly, toast.englishOnly);
}
