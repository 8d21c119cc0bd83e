// Rendering the page the server sent: on the server itself, and in the browser while it hydrates that
// HTML. What a component shows then must be what the server showed — the same zone for calendar days,
// the same instant — and may change after (React renders the browser's values right after hydrating).
import { TIME_ZONE } from '@domain/constants';
import { useState, useSyncExternalStore } from 'react';
import { useRequest } from './request';
import { appClock } from './clock';
import { dateTimeFormat } from './intl';
import type { DayZone } from './relative-days';

const noSubscription = () => () => undefined;

/** False on the server and while hydrating its HTML, true after (and in pages the browser renders). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The zone calendar-day labels ("today", "2 days ago") use: the product's (Copenhagen) in the server's
 * HTML and while hydrating it, with the day starts the server sent, then the viewer's own (undefined).
 */
export function useDayZone(): DayZone {
  const { renderedDayStarts } = useRequest();
  if (useHydrated()) return undefined;
  return renderedDayStarts ? { timeZone: TIME_ZONE, dayStarts: renderedDayStarts } : TIME_ZONE;
}

/** Now: the server's render instant in its HTML and while hydrating it, then the time the view mounted. */
export function useNow(): Date {
  const { renderedAt } = useRequest();
  const hydrated = useHydrated();
  const [mountedAt] = useState(() => appClock().getTime());
  return new Date(hydrated || renderedAt === null ? mountedAt : renderedAt);
}

/** The current year: the server's (in Copenhagen) until hydrated, then the viewer's. */
export function useCurrentYear(): number {
  const { renderedYear } = useRequest();
  const now = useNow();
  const hydrated = useHydrated();
  if (hydrated) return now.getFullYear();
  return renderedYear ?? Number(dateTimeFormat({ timeZone: TIME_ZONE, year: 'numeric' }).format(now));
}
