import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { SessionProvider } from '../lib/session';
import { appSystem } from './theme';

/** Query defaults from the spec: fresh for 60 s, kept 5 min, no automatic retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        retry: false,
        refetchOnWindowFocus: true,
      },
    },
  });
}

// No Firebase SDK here on purpose: lists come from /api (one Firestore read server-side), and the
// session loads firebase/auth after first paint (lib/session.tsx), so the chart paints without them.
export function AppProviders({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ChakraProvider value={appSystem()}>
        <SessionProvider>{children}</SessionProvider>
      </ChakraProvider>
    </QueryClientProvider>
  );
}
