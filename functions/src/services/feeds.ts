// The weeks the feeds carry: the chart index (1 read) and each of the newest FEED_WEEKS charts
// (1 read each), so a CDN miss costs at most 21 reads; the answer is cached until the next chart.
import type { Firestore } from 'firebase-admin/firestore';
import type { FeedWeek } from '../domain/feeds';
import { FEED_TOP, FEED_WEEKS } from '../domain/feeds';
import { listPublishedCharts, readChart } from './charts';

export async function loadFeedWeeks(firestore: Firestore): Promise<FeedWeek[]> {
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
