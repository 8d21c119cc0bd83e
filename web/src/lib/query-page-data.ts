// The page's data in the app: its query cache (lib/page-data.tsx says what the components ask of it).
import type { QueryClient } from '@tanstack/react-query';
import type { PageData } from './page-data';
import { QUERY_KEYS } from './query-keys';
import { readAgain } from './read-again';

/** The page's data is the app's query cache. */
export function queryPageData(queryClient: QueryClient): PageData {
  return {
    refresh: (keys) => readAgain(queryClient, keys),
    setMyQuota: (uid, remaining) => queryClient.setQueryData([...QUERY_KEYS.myQuota, uid], { remaining }),
  };
}
