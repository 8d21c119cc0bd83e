// The rendering half of toaster.tsx (loaded with the first toast): Chakra's Toaster with a swipe-right gesture.
import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import type { PointerEvent } from 'react';
import { useRef, useState } from 'react';
import { ChakraScope } from '../../chakra/chakra-scope';
import { toaster } from './toaster-store';

/** docs/product.md#limits-and-constants: swipe threshold 50 px, direction right. */
export const SWIPE_THRESHOLD_PX = 50;

export default function ToasterHost() {
  return (
    <ChakraScope>
      <Portal>
        <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
          {(toast) => <SwipeableToast toast={toast} />}
        </ChakraToaster>
      </Portal>
    </ChakraScope>
  );
}

interface ToastData {
  id?: string;
  title?: unknown;
  description?: unknown;
  closable?: boolean;
}

function SwipeableToast({ toast }: { toast: ToastData }) {
  const start = useRef<number | null>(null);
  const [dx, setDx] = useState(0);
  const onPointerDown = (e: PointerEvent) => {
    start.current = e.clientX;
  };
  const onPointerMove = (e: PointerEvent) => {
    if (start.current !== null) setDx(Math.max(0, e.clientX - start.current));
  };
  const onPointerUp = () => {
    if (start.current !== null && dx >= SWIPE_THRESHOLD_PX && toast.id) toaster.dismiss(toast.id);
    start.current = null;
    setDx(0);
  };
  return (
    <Toast.Root
      recipe={toastSlotRecipe}
      width={{ md: 'sm' }}
      maxW="420px"
      style={dx ? { translate: `${dx}px 0` } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <Toast.Indicator />
      <Stack gap="1" flex="1" maxWidth="100%">
        {toast.title ? <Toast.Title>{toast.title as string}</Toast.Title> : null}
        {toast.description ? <Toast.Description>{toast.description as string}</Toast.Description> : null}
      </Stack>
      {toast.closable ? <Toast.CloseTrigger aria-label="Dismiss notification" /> : null}
    </Toast.Root>
  );
}
