'use client';

import { useSyncExternalStore } from 'react';

// The sonner toasts (11 kB gzip) stays out of every page's first JavaScript. `toast.*` here
// loads it on the first toast and asks <LazyToaster /> (layout) to mount its Toaster; the toast is
// sent once the Toaster has mounted and subscribed.

type Kind = 'success' | 'error' | 'info' | 'warning';
type Options = { id?: string | number };
type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | undefined;
let wanted = false;
const listeners = new Set<() => void>();
let toasterMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => (toasterMounted = resolve));

/** Called by <LazyToaster /> once sonner's Toaster has mounted. */
export function markToasterMounted() {
  toasterMounted();
}

/** Fetches sonner once (the toast function and the Toaster come from the same module). */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner').catch((error: unknown) => {
    sonner = undefined; // a failed chunk load may succeed on the next toast
    throw error;
  });
  return sonner;
}

function wantToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function show(kind: Kind, message: string, options?: Options) {
  wantToaster();
  void Promise.all([loadSonner(), mounted]).then(
    ([{ toast: sonnerToast }]) => sonnerToast[kind](message, options),
    // Without the chunk (offline, a new deployment) the message must still reach the buyer.
    () => window.alert(message),
  );
}

/** The calls Lantern makes of sonner's `toast`, with the same signatures. */
export const toast = {
  success: (message: string, options?: Options) => show('success', message, options),
  error: (message: string, options?: Options) => show('error', message, options),
  info: (message: string, options?: Options) => show('info', message, options),
  warning: (message: string, options?: Options) => show('warning', message, options),
};

/** True once a toast has been asked for: <LazyToaster /> mounts sonner's Toaster from then on. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}
