import { useSyncExternalStore } from 'react';

/**
 * Toasts (product §8, §9): at most one at a time — a new toast replaces the one shown — 5 s by default,
 * destructive style for failures. A tiny external store, so any code can call `toast()`.
 */
export type ToastVariant = 'default' | 'destructive';
export type ToastData = {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
};

export const DEFAULT_TOAST_DURATION = 5000;

let current: ToastData | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function toast(input: {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
}) {
  current = {
    id: nextId++,
    title: input.title,
    ...(input.description !== undefined && { description: input.description }),
    variant: input.variant ?? 'default',
    duration: input.duration ?? DEFAULT_TOAST_DURATION,
  };
  emit();
}

export function dismissToast(id: number) {
  if (current?.id === id) {
    current = null;
    emit();
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useCurrentToast = () =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
