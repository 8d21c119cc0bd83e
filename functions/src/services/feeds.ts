// The weeks the feeds carry, served from one document (site_files/feed) that whoever changes a
// published chart rewrites: the Monday chart job, the seed, a user deletion (which redacts rows).
// A feed request reads that document only; the first request of a deployment from before it builds
// it from the charts (the chart index and each of the newest FEED_WEEKS charts: 21 reads).
import type { Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { COLLECTIONS } from '../domain/collections';
import type { FeedWeek } from '../domain/feeds';
import { FEED_TOP, FEED_WEEKS } from '../domain/feeds';
import { parseStored } from '../domain/firestore-data';
import { listPublishedCharts, readChart } from './charts';

export const FEED_DOC_ID = 'feed';

const feedDocSchema = z.object({
  weeks: z.array(
    z.object({
      weekOf: z.string(),
      publishedAt: z.date(),
      rows: z.array(
        z.object({
          id: z.string(),
          rank: z.number().int(),
          previousRank: z.number().int().nullable(),
          projectName: z.string(),
          isNew: z.boolean(),
        }),
      ),
    }),
  ),
});

const feedRef = (firestore: Firestore) => firestore.collection(COLLECTIONS.siteFiles).doc(FEED_DOC_ID);

/** The feeds' weeks from the published charts: 1 read (the index) + 1 per week, at most 21. */
export async function feedWeeksFromCharts(firestore: Firestore): Promise<FeedWeek[]> {
  const weeks = (await listPublishedCharts(firestore)).slice(0, FEED_WEEKS);
  const charts = await Promise.all(weeks.map((week) => readChart(firestore, week.weekOf)));
  return weeks.map((week, i) => ({
    weekOf: week.weekOf,
    publishedAt: charts[i]?.publishedAt ?? week.publishedAt,
    rows: (charts[i]?.entries ?? [])
      .filter((entry) => entry.rank !== null)
      .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0))
      .slice(0, FEED_TOP)
      .map((entry) => ({
        id: entry.id,
        rank: entry.rank as number,
        previousRank: entry.previousRank,
        projectName: entry.projectName,
        isNew: entry.isNew,
      })),
  }));
}

/**
 * Rewrites site_files/feed from the charts (after a chart is published or redacted). No timestamp: a
 * rebuild over unchanged charts writes the very same document.
 */
export async function rebuildFeed(firestore: Firestore): Promise<FeedWeek[]> {
  const weeks = await feedWeeksFromCharts(firestore);
  await feedRef(firestore).set({ weeks });
  return weeks;
}

/** The feeds' weeks: 1 read (site_files/feed); built once from the charts when it is missing. */
export async function loadFeedWeeks(firestore: Firestore): Promise<FeedWeek[]> {
  const snap = await feedRef(firestore).get();
  if (!snap.exists) return rebuildFeed(firestore);
  return parseStored(feedDocSchema, snap.ref.path, snap.id, snap.data()).weeks;
}
