// Where an interactive screen uses Chakra UI: its components need the system above them. Imported only
// by lazily loaded modules, so Emotion and Chakra stay out of every server-rendered page's first load.
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { chakraSystem } from './system';

export function ChakraScope({ children }: { children: ReactNode }) {
  return <ChakraProvider value={chakraSystem}>{children}</ChakraProvider>;
}
