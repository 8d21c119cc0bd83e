// `/`'s data without the app's query cache: what the server read for the page (its state block), read
// again as the app would — after a vote, a vibe or a share bonus, when stale on focus or reconnect, on
// a live update from Firestore — and the signed-in member's quota and, for admins, the pending count.
// Components read it through useHomeValue; the shared components ask through PageData (lib/page-data.tsx).
import type { ApiOutput } from '@domain/api';
import type { QueryKey } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { browserApi } from '../lib/api';
import type { PageData } from '../lib/page-data';
import { QUERY_KEYS } from '../lib/query-keys';
import type { ProjectRowData } from '../lib/project-rows';
import type { ServerState } from '../lib/server-state';

export interface HomeValues {
  /** The chart's rows as the app's query keeps them (features/chart/api/get-current-chart.ts). */
  currentChart: ProjectRowData[];
  chartLiveVotes: ApiOutput<'chartLiveVotes'>;
  chartStats: ApiOutput<'chartStats'>;
  totalVibes: ApiOutput<'totalVibes'>;
  myQuota: ApiOutput<'myQuota'>;
  pendingCount: ApiOutput<'pendingCount'>;
}
export type HomeKey = keyof HomeValues;

/** How long a value is fresh (as the app's queries): read again on focus or reconnect after that. */
const FRESH_MS: Partial<Record<HomeKey, number>> = { chartLiveVotes: 30_000, chartStats: 60_000, totalVibes: 60_000 };
const PUBLIC_KEYS = ['chartLiveVotes', 'chartStats', 'totalVibes'] as const;
/** Read only for a signed-in member (their token). */
const MEMBER_KEYS = ['myQuota', 'pendingCount'] as const;

/** The store's key for a query key of the app (its first two parts name it). */
function homeKeyOf(queryKey: QueryKey): HomeKey | null {
  const name = JSON.stringify(queryKey.slice(0, 2));
  for (const key of [...PUBLIC_KEYS, ...MEMBER_KEYS, 'currentChart'] as const) {
    if (JSON.stringify(QUERY_KEYS[key]) === name) return key;
  }
  return null;
}

export interface HomeMember {
  uid: string;
  isAdmin: boolean;
  getIdToken(): Promise<string | null>;
}

interface Entry {
  value: unknown;
  at: number;
  /** The read on its way, and whether another must follow it (a change came while it ran). */
  reading: Promise<void> | null;
  again: boolean;
}

export class HomeData {
  private readonly entries = new Map<HomeKey, Entry>();
  private readonly listeners = new Set<() => void>();
  private member: HomeMember | null = null;

  // not the calendar: how old the values are
  constructor(state: ServerState | null, now: number = Date.now()) {
    for (const query of state?.queries ?? []) {
      const key = homeKeyOf(query.queryKey);
      if (key && query.state.status === 'success')
        this.entries.set(key, {
          value: query.state.data,
          at: query.state.dataUpdatedAt || now,
          reading: null,
          again: false,
        });
    }
  }

  get<K extends HomeKey>(key: K): HomeValues[K] | undefined {
    return this.entries.get(key)?.value as HomeValues[K] | undefined;
  }

  set<K extends HomeKey>(key: K, value: HomeValues[K]): void {
    const entry = this.entries.get(key);
    // not the calendar: how old the values are
    this.entries.set(key, { value, at: Date.now(), reading: entry?.reading ?? null, again: entry?.again ?? false });
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The signed-in member (null signed out): their values are read now, or forgotten. */
  setMember(member: HomeMember | null): void {
    const changed = member?.uid !== this.member?.uid || member?.isAdmin !== this.member?.isAdmin;
    this.member = member;
    if (!changed) return;
    for (const key of MEMBER_KEYS) this.entries.delete(key);
    for (const listener of this.listeners) listener();
    if (member) void this.read(['myQuota', ...(member.isAdmin ? (['pendingCount'] as const) : [])]);
  }

  /**
   * Reads the keys again; a key being read gets one more read after the current one. The chart's rows
   * are the page's: frozen until Monday, they are what the server sent.
   */
  read(keys: readonly HomeKey[]): Promise<void> {
    return Promise.all(keys.filter((key) => key !== 'currentChart').map((key) => this.readOne(key))).then(
      () => undefined,
    );
  }

  /** Reads again the public values older than their freshness. */
  // not the calendar: how old the values are
  readStale(now: number = Date.now()): Promise<void> {
    return this.read(PUBLIC_KEYS.filter((key) => now - (this.entries.get(key)?.at ?? 0) >= (FRESH_MS[key] ?? 0)));
  }

  private readOne(key: Exclude<HomeKey, 'currentChart'>): Promise<void> {
    const entry = this.entries.get(key) ?? { value: undefined, at: 0, reading: null, again: false };
    this.entries.set(key, entry);
    if (entry.reading) {
      entry.again = true;
      return entry.reading;
    }
    entry.reading = (async () => {
      do {
        entry.again = false;
        try {
          const value = await this.fetch(key);
          if (value !== undefined) this.set(key, value as never);
        } catch (error) {
          console.warn(`could not read ${key}`, error);
        }
      } while (entry.again);
      entry.reading = null;
    })();
    return entry.reading;
  }

  private async fetch(key: Exclude<HomeKey, 'currentChart'>): Promise<unknown> {
    if (key === 'myQuota' || key === 'pendingCount') {
      const member = this.member;
      if (!member || (key === 'pendingCount' && !member.isAdmin)) return undefined;
      const token = await member.getIdToken();
      return token ? browserApi.call(key, { token }) : undefined;
    }
    return browserApi.call(key);
  }

  /** What the shared components ask of the page's data. */
  pageData(): PageData {
    return {
      refresh: (queryKeys) => this.read(queryKeys.map(homeKeyOf).filter((key): key is HomeKey => key !== null)),
      setMyQuota: (uid, remaining) => {
        if (uid !== null && uid === this.member?.uid) this.set('myQuota', { remaining } as HomeValues['myQuota']);
      },
    };
  }
}

/** One value of the store, rendered again when it changes. */
export function useHomeValue<K extends HomeKey>(data: HomeData, key: K): HomeValues[K] | undefined {
  return useSyncExternalStore(
    data.subscribe,
    () => data.get(key),
    () => data.get(key),
  );
}
