import { ChakraProvider } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
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
export interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /**
   * The style cache of a server render or of the hydration of its page (app/page-styles.ts);
   * `inPage`: the page's <head> has the global styles already, so they are not rendered again.
   */
  styles?: { cache: EmotionCache; inPage: boolean };
}

export function AppProviders({ children, queryClient: given, styles }: AppProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const inPage = styles?.inPage ?? false;
  const [system] = useState(() => appSystem(inPage));
  const app = (
    <QueryClientProvider client={queryClient}>
      <ChakraProvider value={system}>
        <SessionProvider>{children}</SessionProvider>
      </ChakraProvider>
    </QueryClientProvider>
  );
  return styles ? <CacheProvider value={styles.cache}>{app}</CacheProvider> : app;
}
