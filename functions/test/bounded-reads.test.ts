// Through the production request path (the Hosting emulator and the
// emulated `api` function; reads counted by its X-Firestore-Reads header, infra/read-meter.ts):
// - every anonymous list call has a stated maximum of Firestore reads, the same for page 10 as for
//   page 1 (no offset queries: list-index.ts), pages past the cap are refused, limit is capped at 24;
// - unknown or non-canonical query parameters are a 400, so they cannot split the CDN cache;
// - no public response carries a submission's submitter uid (submittedBy).
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../src/domain/collections';
import type { Submission } from '../src/domain/entities';
import { submissionSchema } from '../src/domain/entities';
import { toStored } from '../src/domain/firestore-data';
import { addLocalDays, weekStartOf } from '../src/domain/week';
import { setSubmissionStatus } from '../src/services/admin';
import { rebuildListIndexes } from '../src/services/list-index';
import { castVote } from '../src/services/votes';
import { HOSTING_URL, adminDb, clearFirestore, runClock } from './helpers';

const db = adminDb();
const ROWS = 250; // more than 10 pages of 24 in each list
const SECRET_UID = 'uid-secret-submitter-7f3a';
const now = runClock();
const lastWeek = weekStartOf(addLocalDays(now, -7));

function submission(id: string, over: Partial<Submission> = {}): Submission {
  return submissionSchema.parse({
    id,
    projectName: `Project ${id}`,
    description: `What ${id} does`,
    submittedBy: SECRET_UID,
    builderName: `Builder ${id}`,
    status: 'approved',
    createdAt: addLocalDays(now, -30),
    approvedAt: addLocalDays(now, -30),
    launchpadLiveAt: addLocalDays(now, -30),
    ...over,
  });
}

async function put(docs: Submission[]): Promise<void> {
  for (let i = 0; i < docs.length; i += 400) {
    const batch = db.batch();
    for (const s of docs.slice(i, i + 400)) batch.set(db.collection(COLLECTIONS.submissions).doc(s.id), toStored(s));
    await batch.commit();
  }
}

interface Answer {
  status: number;
  reads: number;
  body: unknown;
  text: string;
}

async function get(path: string): Promise<Answer> {
  const res = await fetch(`${HOSTING_URL}${path}`);
  const text = await res.text();
  const header = res.headers.get('x-firestore-reads');
  expect(header, `X-Firestore-Reads on ${path} (VIBECHART_METER_READS=1 in the emulated function)`).not.toBeNull();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, reads: Number(header), body, text };
}

const ids = (a: Answer) => (a.body as { id: string }[]).map((r) => r.id);

beforeAll(async () => {
  await clearFirestore();
  const docs: Submission[] = [];
  for (let i = 0; i < ROWS; i++) {
    const n = String(i).padStart(3, '0');
    // Launchpad: live i minutes ago, newest first is l000, l001, ...
    docs.push(submission(`l${n}`, { launchpadLiveAt: new Date(now.getTime() - (i + 1) * 60_000) }));
    // Archive: charted last week at rank i+1 (ties on week broken by rank).
    docs.push(
      submission(`a${n}`, {
        lastChartWeekStart: lastWeek,
        lastChartRank: i + 1,
        firstChartedAt: addLocalDays(now, -14),
        peakRank: i + 1,
        weeksOnChart: 1,
      }),
    );
  }
  docs.push(submission('pending-one', { status: 'pending', approvedAt: null, launchpadLiveAt: null }));
  await put(docs);
  await rebuildListIndexes(db, now);
  // The real approval path keeps the launchpad index: the newly approved project is page 1's first row.
  await setSubmissionStatus(db, 'pending-one', 'approved', now);
}, 120_000);

describe('bounded reads per anonymous list call (X-Firestore-Reads through Hosting)', () => {
  it('launchpad: page 1 and page 10 both read at most 1 + 24 documents + 1 shard query, rows in order', async () => {
    const page1 = await get('/api/projects/launchpad?page=1&limit=24');
    const page10 = await get('/api/projects/launchpad?page=10&limit=24');
    const last = await get('/api/projects/launchpad?page=1000&limit=24');
    expect([page1.status, page10.status, last.status]).toEqual([200, 200, 200]);
    expect(ids(page1)[0]).toBe('pending-one');
    expect(ids(page1).slice(1, 4)).toEqual(['l000', 'l001', 'l002']);
    // Row 217..240 of the list: pending-one plus l000..l215 come before.
    expect(ids(page10)[0]).toBe('l215');
    expect(ids(page10)).toHaveLength(24);
    expect(ids(last)).toEqual([]);
    console.log(
      `[bounded-reads] launchpad reads: page 1 ${page1.reads}, page 10 ${page10.reads}, page 1000 ${last.reads}`,
    );
    expect(page1.reads).toBeLessThanOrEqual(27);
    expect(page10.reads).toBeLessThanOrEqual(27);
    expect(last.reads).toBeLessThanOrEqual(27);
  });

  it('archive: page 1 and page 10 both read at most 2 + 24 documents + 1 shard query, rows in order', async () => {
    const page1 = await get('/api/projects/archive?page=1&limit=24');
    const page10 = await get('/api/projects/archive?page=10&limit=24');
    const last = await get('/api/projects/archive?page=1000&limit=24');
    expect([page1.status, page10.status, last.status]).toEqual([200, 200, 200]);
    expect(ids(page1).slice(0, 3)).toEqual(['a000', 'a001', 'a002']);
    expect(ids(page10)[0]).toBe('a216');
    expect(ids(page10)).toHaveLength(24);
    expect(ids(last)).toEqual([]);
    console.log(
      `[bounded-reads] archive reads: page 1 ${page1.reads}, page 10 ${page10.reads}, page 1000 ${last.reads}`,
    );
    expect(page1.reads).toBeLessThanOrEqual(27);
    expect(page10.reads).toBeLessThanOrEqual(27);
    expect(last.reads).toBeLessThanOrEqual(27);
  });

  it('refuses a page past the cap and a limit above 24 before reading anything', async () => {
    for (const path of [
      '/api/projects/launchpad?page=9999&limit=24',
      '/api/projects/archive?page=9999&limit=24',
      '/api/projects/launchpad?page=1&limit=25',
      '/api/projects/archive?page=1&limit=500',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(res.reads, path).toBe(0);
      expect((res.body as { message: string }).message, path).toMatch(/^(page|limit) must be at most (1000|24)$/);
    }
  });

  it('/api/submissions: the chart is one read; All Projects (its first page) at most 30', async () => {
    const chart = await get('/api/submissions?filter=vibechart');
    expect(chart.status).toBe(200);
    expect(chart.reads).toBe(1);
    const all = await get('/api/submissions');
    expect(all.status).toBe(200);
    console.log(`[bounded-reads] /api/submissions reads: chart ${chart.reads}, all projects ${all.reads}`);
    expect(all.reads).toBeLessThanOrEqual(30);
    // Every page of it: functions/test/cache-busting.test.ts.
  });

  it('a page whose projects were voted on since Monday reads each of their counter shards once more', async () => {
    const before = await get('/api/projects/launchpad?page=1&limit=24');
    const rows = ids(before);
    // Three voters on each of the page's first eight projects: at most 3 shards a project (of 16).
    for (const id of rows.slice(0, 8)) {
      for (const userId of ['bounded-voter-1', 'bounded-voter-2', 'bounded-voter-3']) {
        await castVote(db, { userId, submissionId: id, now });
      }
    }
    const shards = (await db.collection(COLLECTIONS.projectCounterShards).where('projectId', 'in', rows).get()).size;
    expect(shards).toBeGreaterThan(8);
    expect(shards).toBeLessThanOrEqual(8 * 3);
    const after = await get('/api/projects/launchpad?page=1&limit=24');
    expect((after.body as { id: string; voteCount: number }[]).slice(0, 8).map((r) => r.voteCount)).toEqual(
      Array.from({ length: 8 }, () => 3),
    );
    console.log(`[bounded-reads] launchpad page 1 with ${shards} counter shards: ${after.reads} reads`);
    // The index, 24 rows, and the shards the one query returns (at most PROJECT_COUNTER_SHARDS a row).
    expect(after.reads).toBe(1 + 24 + shards);
  });
});

describe('query parameters cannot split the CDN cache', () => {
  const refused: [string, RegExp][] = [
    ['/api/projects/launchpad?page=1&limit=24&cb=123', /^Unknown query parameter: cb \(allowed: page, limit\)$/],
    ['/api/projects/archive?page=1&limit=24&_=1', /^Unknown query parameter: _ \(allowed: page, limit\)$/],
    ['/api/projects/launchpad?page=01&limit=24', /^page must be a whole number from 1 to 1000$/],
    ['/api/projects/archive?page=1&limit=24.0', /^limit must be a whole number from 1 to 24$/],
    ['/api/submissions?filter=vibechart&v=2', /^Unknown query parameter: v \(allowed: filter\)$/],
    ['/api/submissions?filter=anything-else', /^filter must be 'vibechart' or 'all'$/],
    ['/api/projects/archive/count?x=1', /^Unknown query parameter: x \(allowed: none\)$/],
    ['/api/chart/stats?x=1', /^Unknown query parameter: x/],
    ['/api/charts?x=1', /^Unknown query parameter: x/],
    ['/api/projects/l000?x=1', /^Unknown query parameter: x/],
    ['/api/og?route=home&x=1', /^Unknown query parameter: x \(allowed: route, id\)$/],
  ];

  it.each(refused)('GET %s → 400 with a clear message, no read, not cached', async (path, message) => {
    const res = await fetch(`${HOSTING_URL}${path}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-firestore-reads')).toBe('0');
    expect(((await res.json()) as { message: string }).message).toMatch(message);
  });

  it('still answers the URLs the web sends', async () => {
    for (const path of [
      '/api/projects/launchpad?page=2&limit=24',
      '/api/projects/archive?page=2&limit=24',
      '/api/projects/archive/count',
      '/api/submissions?filter=vibechart',
      '/api/submissions',
      '/api/chart/stats',
      '/api/stats/total-vibes',
      '/api/builder-tools',
      '/api/charts',
    ]) {
      const res = await fetch(`${HOSTING_URL}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=60, s-maxage=300');
    }
  });
});

describe("no public response carries the submitter's uid (11b)", () => {
  it('lists, project page and history answer public rows only', async () => {
    for (const path of [
      '/api/submissions',
      '/api/submissions?filter=vibechart',
      '/api/projects/launchpad?page=1&limit=24',
      '/api/projects/archive?page=1&limit=24',
      '/api/projects/l000',
      '/api/projects/a000',
      '/api/projects/a000/history',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).not.toContain(SECRET_UID);
      expect(res.text, path).not.toContain('submittedBy');
    }
  });
});

describe('a deployment from before the indexes', () => {
  it('builds each index once, on its first read, and pages it from then on', async () => {
    await Promise.all(['launchpad', 'archive'].map((id) => db.collection(COLLECTIONS.listIndexes).doc(id).delete()));
    const launchpad = await get('/api/projects/launchpad?page=2&limit=24');
    const archive = await get('/api/projects/archive?page=2&limit=24');
    expect(ids(launchpad)).toHaveLength(24);
    expect(ids(archive)[0]).toBe('a024');
    const stored = await db.collection(COLLECTIONS.listIndexes).get();
    expect(stored.docs.map((d) => d.id).sort()).toEqual(['archive', 'launchpad']);
    // Built: the next calls are bounded again.
    expect((await get('/api/projects/launchpad?page=2&limit=24')).reads).toBeLessThanOrEqual(26);
    expect((await get('/api/projects/archive?page=2&limit=24')).reads).toBeLessThanOrEqual(27);
  });
});
