// The app's providers, the same in the page server and the browser: the query cache, the request's
// values and the session. No Chakra and no Firebase SDK here: server-rendered pages are styled at build
// time and the session loads firebase/auth after the page is live (lib/session.tsx).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { PageDataProvider } from '../lib/page-data';
import { queryPageData } from '../lib/query-page-data';
import { SessionProvider } from '../lib/session';
import type { RequestInfo } from '../lib/request';
import { RequestProvider } from '../lib/request';

/** Query defaults: fresh for 60 s, kept 5 min, no automatic retries. */
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

export interface AppProvidersProps {
  children: ReactNode;
  queryClient: QueryClient;
  request: RequestInfo;
}

export function AppProviders({ children, queryClient, request }: AppProvidersProps) {
  const pageData = useMemo(() => queryPageData(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <PageDataProvider value={pageData}>
        <RequestProvider value={request}>
          <SessionProvider>{children}</SessionProvider>
        </RequestProvider>
      </PageDataProvider>
    </QueryClientProvider>
  );
}
