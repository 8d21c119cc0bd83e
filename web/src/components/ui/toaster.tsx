// Toasts (docs/product.md#states-and-transitions, #limits-and-constants): one at a time — a new
// toast replaces the current one —, 5000 ms by default, F8 moves focus to the toasts, max width
// 420px, swipe right 50 px to dismiss (toaster-host.tsx). The store (toaster-store.ts) and the
// rendering host (toaster-host.tsx) load with the first toast.
import { Suspense, lazy, useEffect, useState } from 'react';

export const TOAST_DURATION_MS = 5_000;

export type ToastType = 'success' | 'error' | 'info' | 'warning';

export interface ToastOptions {
  title: string;
  description?: string;
  /** 'error' is the spec's "destructive" toast. Default 'info'. */
  type?: ToastType;
  duration?: number;
}

let requested = false;
const listeners = new Set<() => void>();

/**
 * Shows a toast, replacing the one on screen (docs/product.md#states-and-transitions: one at a
 * time). The store (Chakra's toast machine) loads with the first toast, like its host: toasts keep
 * their order (one import, callbacks in turn).
 */
export function toast({ title, description, type = 'info', duration = TOAST_DURATION_MS }: ToastOptions): void {
  requested = true;
  for (const listener of listeners) listener();
  void import('./toaster-store').then(({ toaster }) => {
    toaster.remove();
    toaster.create({ title, description, type, duration, closable: true });
  });
}

const loadHost = () => import('./toaster-host');
const ToasterHost = lazy(loadHost);

/** Starts loading the toasts' code (Chakra's toast) before the first one is needed, e.g. on a tap. */
export function preloadToaster(): void {
  void Promise.all([import('./toaster-store'), loadHost()]).catch(() => undefined);
}

/** Mount once (the layout does). Renders nothing until the first toast, then loads the host. */
export function Toaster() {
  const [load, setLoad] = useState(() => requested);
  useEffect(() => {
    if (load) return;
    const listener = () => setLoad(true);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [load]);
  return load ? (
    <Suspense fallback={null}>
      <ToasterHost />
    </Suspense>
  ) : null;
}
