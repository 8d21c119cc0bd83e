// The launchpad's order: newest first by the instant each project went live, and within one
// Copenhagen calendar day (a day group: "Added today", "Added 2 days ago") the featured projects,
// those with a 100 % complete profile, first. Pure, so the server pages it and tests check it.
import { dayOf } from './week';

export interface LaunchpadEntry {
  id: string;
  /** launchpadLiveAt, ms. */
  at: number;
  featured: boolean;
}

/** `entries` newest first (as the index keeps them), featured first within each day. */
export function launchpadOrder(entries: readonly LaunchpadEntry[]): LaunchpadEntry[] {
  const newest = [...entries].sort((a, b) => b.at - a.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const out: LaunchpadEntry[] = [];
  let group: LaunchpadEntry[] = [];
  let day: string | null = null;
  const flush = () => {
    out.push(...group.filter((e) => e.featured), ...group.filter((e) => !e.featured));
    group = [];
  };
  for (const entry of newest) {
    const entryDay = dayOf(new Date(entry.at));
    if (entryDay !== day) {
      flush();
      day = entryDay;
    }
    group.push(entry);
  }
  flush();
  return out;
}
