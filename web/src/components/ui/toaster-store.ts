// The toast store (Chakra's toast machine), loaded with the first toast (toaster.tsx).
import { createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS } from './toaster';

export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: TOAST_DURATION_MS,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});
