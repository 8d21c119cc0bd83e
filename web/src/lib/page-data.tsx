// What the components of a page ask of its data, whoever keeps it: the app's query cache
// (app/providers.tsx), or `/`'s own small store when the page hydrates without the app (home/).
import type { QueryKey } from '@tanstack/react-query';
import { createContext, useContext } from 'react';

export interface PageData {
  /** Reads these queries again (after a vote, a vibe, a share bonus, a live update). */
  refresh(keys: readonly QueryKey[]): Promise<void>;
  /** A vote's answer: the signed-in member's votes left this week. */
  setMyQuota(uid: string | null, remaining: number): void;
}

const PageDataContext = createContext<PageData | null>(null);
export const PageDataProvider = PageDataContext.Provider;

export function usePageData(): PageData {
  const data = useContext(PageDataContext);
  if (!data) throw new Error('usePageData must be used inside <PageDataProvider>');
  return data;
}
