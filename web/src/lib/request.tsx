// What a render needs to know about the request it answers: the site's public origin (canonical URLs,
// share images) and the instant the page was rendered at (so the browser's hydration shows the same
// calendar days and year as the server's HTML). The page server renders many requests at once in one
// process: each render gets its own values through this context, never through module state.
import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';

export interface RequestInfo {
  /** The site's public origin, e.g. https://vibechart.dev. */
  origin: string;
  /** The app-clock instant (epoch ms) the server rendered the page at; null for a page the browser renders. */
  renderedAt: number | null;
  /**
   * The product zone's calendar year at `renderedAt` (the footer's ©), so that hydrating shows it
   * without the browser's Intl, whose first use is a long task on a phone; null with `renderedAt`.
   */
  renderedYear: number | null;
  /**
   * The starts (epoch ms) of the product zone's days around `renderedAt`, newest first: the next
   * day's, that day's, then back RELATIVE_DAYS_MAX days (lib/relative-days.ts); null with `renderedAt`.
   */
  renderedDayStarts: readonly number[] | null;
}

const RequestContext = createContext<RequestInfo | null>(null);

export function RequestProvider({ value, children }: { value: RequestInfo; children: ReactNode }) {
  return <RequestContext.Provider value={value}>{children}</RequestContext.Provider>;
}

export function useRequest(): RequestInfo {
  const request = useContext(RequestContext);
  if (!request) throw new Error('useRequest must be used inside <RequestProvider>');
  return request;
}

/** The site's public origin. */
export function useSiteOrigin(): string {
  return useRequest().origin;
}
