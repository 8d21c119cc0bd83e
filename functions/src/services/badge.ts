// The live rank badge (GET /api/badge/{id}.svg): two reads (the project's own document, which the
// Monday chart job keeps current, and the week of the chart that is live now), and how long the CDN
// may keep the answer.
import type { Firestore } from 'firebase-admin/firestore';
import type { BadgeContent } from '../domain/badge';
import { badgeContent } from '../domain/badge';
import { COLLECTIONS } from '../domain/collections';
import { submissionSchema } from '../domain/entities';
import { isDocumentId } from '../domain/validation';
import { secondsUntilNextChart, weekStartOf } from '../domain/week';
import { typedCollection } from './firestore';
import { readLiveChartWeek } from './listing';

/** A badge that is not listed yet may become one at approval: the CDN keeps it 5 minutes. */
const UNLISTED_TTL_S = 300;

export interface Badge {
  content: BadgeContent;
  found: boolean;
  /** Seconds the CDN may serve it: until the next chart for a listed project. */
  ttlSeconds: number;
}

/** Cost: 2 reads, the project and the live chart's week (none for an id that cannot name a document). */
export async function readBadge(firestore: Firestore, id: string, now: Date): Promise<Badge> {
  const [snap, liveWeekOf] = isDocumentId(id)
    ? await Promise.all([
        typedCollection(COLLECTIONS.submissions, submissionSchema, firestore).doc(id).get(),
        readLiveChartWeek(firestore),
      ])
    : [null, null];
  const project = snap?.exists ? (snap.data() ?? null) : null;
  const found = project?.status === 'approved';
  return {
    content: badgeContent(project, { liveWeekOf, thisWeek: weekStartOf(now) }),
    found,
    ttlSeconds: found ? secondsUntilNextChart(now) : UNLISTED_TTL_S,
  };
}
