// Rendering the page the server sent: on the server itself, and in the browser while it hydrates that
// HTML (start-up/start.tsx marks the start and the end). What a component shows then must be what the server
// showed — the same rows, the same zone for calendar days, the same instant — and may change after.
import { TIME_ZONE } from '@domain/constants';
import { useSyncExternalStore } from 'react';
import { appClock } from './clock';
import { dateTimeFormat } from './intl';

let hydrating = false;
/** The instant the server rendered the page at (epoch ms, the app's clock); null in a browser-only page. */
let renderedAt: number | null = null;

export function startHydration(serverRenderedAt: number | null): void {
  hydrating = true;
  renderedAt = serverRenderedAt;
}

export function endHydration(): void {
  hydrating = false;
}

/** The server sets it before each render. */
export function setRenderInstant(ms: number): void {
  renderedAt = ms;
}

export function renderingServerPage(): boolean {
  return typeof window === 'undefined' || hydrating;
}

const noSubscription = () => () => undefined;

/**
 * The zone calendar-day labels ("today", "2 days ago") use: the product's (Copenhagen) in the server's
 * HTML and while hydrating it, then the viewer's own (undefined = the browser's zone).
 */
export function useDayZone(): string | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => undefined,
    () => TIME_ZONE,
  );
}

/** The current year: the server's render instant's (in Copenhagen) until hydrated, then the viewer's. */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => appClock().getFullYear(),
    () =>
      Number(
        dateTimeFormat({ timeZone: TIME_ZONE, year: 'numeric' }).format(new Date(renderedAt ?? appClock().getTime())),
      ),
  );
}

/** The page's own origin once hydrated; null in the server's HTML and while hydrating it. */
export function useBrowserOrigin(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => null,
  );
}
