// Toasts (spec §4/§9): one at a time — a new toast replaces the current one —, 5000 ms by default,
// F8 moves focus to the toasts, max width 420px, swipe right 50 px to dismiss (toaster-host.tsx).
// The store is tiny and eager; the rendering host (Chakra's toast machinery) loads with the first toast.
import { createToaster } from '@chakra-ui/react';
import { Suspense, lazy, useEffect, useState } from 'react';

export const TOAST_DURATION_MS = 5_000;

export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: TOAST_DURATION_MS,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

export type ToastType = 'success' | 'error' | 'info' | 'warning';

export interface ToastOptions {
  title: string;
  description?: string;
  /** 'error' is the spec's "destructive" toast. Default 'info'. */
  type?: ToastType;
  duration?: number;
}

/** Shows a toast, replacing the one on screen (spec §4: one at a time). Returns its id. */
export function toast({ title, description, type = 'info', duration = TOAST_DURATION_MS }: ToastOptions): string {
  toaster.remove();
  return toaster.create({ title, description, type, duration, closable: true });
}

const ToasterHost = lazy(() => import('./toaster-host'));

/** Mount once (the layout does). Renders nothing until the first toast, then loads the host. */
export function Toaster() {
  const [load, setLoad] = useState(() => toaster.getCount() > 0);
  useEffect(() => {
    if (load) return;
    return toaster.subscribe(() => setLoad(true));
  }, [load]);
  return load ? (
    <Suspense fallback={null}>
      <ToasterHost />
    </Suspense>
  ) : null;
}
