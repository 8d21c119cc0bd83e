import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { getAppFirestore, getFirebaseApp } from '../lib/firebase';
import { system } from './theme';

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

const firebaseApp = getFirebaseApp();
const firestore = getAppFirestore(firebaseApp);

// Auth is not here on purpose: <WithAuth> (app/with-auth.tsx) loads its SDK and AuthProvider
// lazily around the parts that need a user, so the chart paints without it.
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <FirestoreProvider sdk={firestore}>
        <QueryClientProvider client={queryClient}>
          <ChakraProvider value={system}>{children}</ChakraProvider>
        </QueryClientProvider>
      </FirestoreProvider>
    </FirebaseAppProvider>
  );
}
