// `npm run bench:votes`: vote throughput on the emulators. N users sign in (real Auth emulator ID
// tokens) and vote at the same time, each spending their votes one call after another, through the
// Hosting emulator's /api rewrite into the emulated `api` function (or the Express app in-process).
// Two cases: votes spread over many projects, and one viral project every user votes on. Reports
// votes/s, per-call p50/p95, the answers, the project's exact final count (hot: lost and doubled
// votes) and how many writes the busiest shared document took in one second.
// A benchmark, not a test: it fails only when the answers, the stored votes or the counts are wrong.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { getApps, initializeApp } from 'firebase-admin/app';
import type { Firestore } from 'firebase-admin/firestore';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../functions/src/domain/collections';
import { BASE_VOTE_QUOTA, MAX_VOTES_PER_PROJECT_PER_WEEK, STATS_SHARDS } from '../../functions/src/domain/constants';
import { IDEMPOTENCY_KEY_HEADER } from '../../functions/src/domain/validation';
import { createBlobStore } from '../../functions/src/infra/blob-store';
import { counterShardOf } from '../../functions/src/services/project-counters';
import { googleIdToken } from '../../functions/test/google-sign-in';
import { emulatorTargets, resetEmulators, runSeed } from '../lib/seed/run';
import { insidePrivateSuite, runInPrivateSuite, wholeNumber } from './private-suite';
import { PROJECT_ID } from '../lib/project';

const USAGE = `Usage: npm run bench:votes -- [--users 20] [--votes ${BASE_VOTE_QUOTA}] [--in-flight N] [--size 120]
                            [--hot | --both] [--hot-users 300] [--hot-votes 1] [--hot-in-flight 30]
                            [--target hosting|app] [--page-flood N] [--offset 8] [--json <file>]

Resets the emulators, seeds --size projects (no thumbnails), creates the users in the Auth emulator
and lets them vote at the same time.

The spread case (default): --users users each cast --votes votes (at most ${BASE_VOTE_QUOTA}, the weekly
quota) on different approved projects, one call after another; users overlap on popular projects, so
transactions contend as they would on a busy Monday. --in-flight bounds how many users vote at once
(default: all of them).

--hot: one project that went viral. Every user votes on the SAME project, at most
${MAX_VOTES_PER_PROJECT_PER_WEEK} times each (the per-project limit); here --users defaults to 300, --votes to 1
and --in-flight to 30. --both runs the spread case, then the hot case with --hot-users (300),
--hot-votes (1) and --hot-in-flight (30), and prints them side by side.

Each vote carries an Idempotency-Key; a lost answer (network error, 502/503/504, an emulator's bare
5xx) is retried with the same key, as the web does. After each case: the stored vote documents must
equal the accepted votes, and for the hot project its count as GET /api/projects/:id shows it must
have grown by exactly the accepted votes (0 lost, 0 doubled), or it exits 1.

--target hosting (default) calls http://127.0.0.1:$VIBECHART_HOSTING_PORT/api/votes: the Hosting
emulator's rewrite into the emulated \`api\` function (the emulator runs one request per worker
process and starts more workers under load; a warm-up round starts them before timing).
--target app runs the Express app in this process instead (one instance, as a Cloud Run instance
with concurrency serves it).

--page-flood N: while each case's votes run, N clients request project pages (/p/{id}, every
approved project in turn, each a distinct page the CDN has not cached) through the Hosting emulator,
one after another without pause; pages are warmed up before the timed round as the votes are. The
report adds the pages served and their p50/p95.

Prints votes/s (accepted votes / wall time), per-call p50/p95 latency, the answers' statuses, and the
writes the busiest shared document took in one second, counted from the vote documents: the project
document as every vote wrote it before the counters were sharded, the busiest shard of a project's
counters now, and the busiest shard of the top bar's. The emulator does not enforce Firestore's
sustained one write per second per document; those columns are what production would meet. --json also writes the result (an array with --both) as JSON.

It starts its own emulator suite on the default ports + --offset*10 (scripts/dev-suite.mjs, default
offset 8, so npm test and npm start keep theirs) and resets it. Inside a suite that is already
running (as npm run bench does, or \`node scripts/dev-suite.mjs --offset N -- npx tsx
scripts/bench/votes.ts\`: its emulator variables are set), it runs there.`;

const { values } = parseArgs({
  options: {
    users: { type: 'string' },
    votes: { type: 'string' },
    size: { type: 'string', default: '120' },
    target: { type: 'string', default: 'hosting' },
    offset: { type: 'string', default: '8' },
    inside: { type: 'boolean', default: false },
    hot: { type: 'boolean', default: false },
    both: { type: 'boolean', default: false },
    'in-flight': { type: 'string' },
    'hot-users': { type: 'string', default: '300' },
    'hot-votes': { type: 'string', default: '1' },
    'hot-in-flight': { type: 'string', default: '30' },
    'page-flood': { type: 'string', default: '0' },
    json: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const MAX_USERS = 1000;

interface CaseSpec {
  hot: boolean;
  users: number;
  votesEach: number;
  inFlight: number;
  /** The case's users are `${prefix}NNN`, so its votes can be counted apart. */
  prefix: string;
}

function hotCase(users: string, votes: string, inFlight: string | undefined, names: [string, string, string]) {
  const n = wholeNumber('bench:votes', names[0], users, 1, MAX_USERS);
  return {
    hot: true,
    users: n,
    votesEach: wholeNumber('bench:votes', names[1], votes, 1, MAX_VOTES_PER_PROJECT_PER_WEEK),
    inFlight: inFlight === undefined ? Math.min(n, 30) : wholeNumber('bench:votes', names[2], inFlight, 1, n),
    prefix: 'bench-hot-',
  };
}

function spreadCase(): CaseSpec {
  const users = wholeNumber('bench:votes', 'users', values.users ?? '20', 1, MAX_USERS);
  return {
    hot: false,
    users,
    votesEach: wholeNumber('bench:votes', 'votes', values.votes ?? String(BASE_VOTE_QUOTA), 1, BASE_VOTE_QUOTA),
    inFlight:
      values['in-flight'] === undefined
        ? users
        : wholeNumber('bench:votes', 'in-flight', values['in-flight'], 1, users),
    prefix: 'bench-voter-',
  };
}

if (values.hot && values.both) {
  console.error('bench:votes: give --hot or --both, not both');
  process.exit(2);
}
const cases: CaseSpec[] = values.both
  ? [
      spreadCase(),
      hotCase(values['hot-users'], values['hot-votes'], values['hot-in-flight'], [
        'hot-users',
        'hot-votes',
        'hot-in-flight',
      ]),
    ]
  : values.hot
    ? [hotCase(values.users ?? '300', values.votes ?? '1', values['in-flight'], ['users', 'votes', 'in-flight'])]
    : [spreadCase()];
const size = wholeNumber('bench:votes', 'size', values.size, 40, 5000);
if (values.target !== 'hosting' && values.target !== 'app') {
  console.error(`bench:votes: --target must be hosting or app (got "${values.target}")`);
  process.exit(2);
}
const target = values.target;
const pageFlood = wholeNumber('bench:votes', 'page-flood', values['page-flood'], 0, 100);
if (pageFlood > 0 && !process.env.VIBECHART_HOSTING_PORT && values.inside) {
  console.error('bench:votes: --page-flood needs the Hosting emulator (VIBECHART_HOSTING_PORT)');
  process.exit(2);
}
const offset = wholeNumber('bench:votes', 'offset', values.offset, 1, 9);

// Outside a suite: start a private one and run again inside it.
if (!insidePrivateSuite(values.inside ?? false)) runInPrivateSuite('scripts/bench/votes.ts', offset);

/** Retries of one vote after a lost answer (the web has 3; a load run allows more). */
const RETRY_DELAYS_MS = [300, 1_000, 2_000, 4_000, 8_000];

interface Answer {
  status: number;
  body: { message?: string; error?: string; voteCount?: number } | null;
}

interface Call {
  ms: number;
  /** The final answer's status (after retries of lost answers). */
  status: number;
  message?: string;
  /** The project's count the final answer carried. */
  voteCount?: number;
  /** Every attempt's status, retries included. */
  attempts: number[];
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Runs fn over items with at most `limit` calls in flight. */
async function pool<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      out[at] = await fn(items[at]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** One HTTP attempt: its status (0 for a network error) and its JSON body. */
async function attempt(url: string, init: RequestInit): Promise<Answer> {
  try {
    const res = await fetch(url, init);
    const body = (await res.json().catch(() => null)) as Answer['body'];
    return { status: res.status, body };
  } catch {
    return { status: 0, body: null };
  }
}

/** The app's answers carry its JSON error body; a bare 5xx is an emulator's (an answer lost on the way). */
const lost = (a: Answer) =>
  a.status === 0 || a.status === 502 || a.status === 503 || a.status === 504 || (a.status >= 500 && !a.body?.error);

/** One click on Vote: one Idempotency-Key, retried with it while the answer is lost. */
async function castOne(base: string, token: string, submissionId: string): Promise<Call> {
  const init: RequestInit = {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
    },
    body: JSON.stringify({ submissionId }),
  };
  const t0 = performance.now();
  let answer = await attempt(`${base}/api/votes`, init);
  const attempts = [answer.status];
  for (const delay of RETRY_DELAYS_MS) {
    if (!lost(answer)) break;
    await new Promise((done) => setTimeout(done, delay * (0.5 + Math.random())));
    answer = await attempt(`${base}/api/votes`, init);
    attempts.push(answer.status);
  }
  return {
    ms: performance.now() - t0,
    status: answer.status,
    message: answer.status === 200 ? undefined : (answer.body?.message ?? `HTTP ${answer.status}`),
    voteCount: answer.body?.voteCount,
    attempts,
  };
}

/** The project's vote count as everyone sees it (GET /api/projects/:id). */
async function publicVoteCount(base: string, id: string): Promise<number> {
  for (let tries = 0; ; tries++) {
    const a = await attempt(`${base}/api/projects/${encodeURIComponent(id)}`, {});
    if (a.status === 200 && typeof a.body?.voteCount === 'number') return a.body.voteCount;
    if (tries >= 5) throw new Error(`GET /api/projects/${id} answered ${a.status}`);
    await new Promise((done) => setTimeout(done, 1000));
  }
}

/**
 * The most writes one shared document took within one second, from the case's vote documents: the
 * project's counters (before sharding every vote of a project wrote the project's document; now it
 * writes its voter's shard) and the top bar's counters (now: the voter's shard of them too).
 */
async function busiestDocument(db: Firestore, prefix: string): Promise<CaseResult['busiestDocument']> {
  const votes = await db
    .collection(COLLECTIONS.votes)
    .where('userId', '>=', prefix)
    .where('userId', '<', `${prefix}~`)
    .select('userId', 'submissionId', 'createdAt')
    .get();
  const max = (keys: string[]) => {
    const counts = new Map<string, number>();
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    return Math.max(0, ...counts.values());
  };
  const rows = votes.docs.map((d) => ({
    userId: String(d.get('userId')),
    project: String(d.get('submissionId')),
    second: Math.floor((d.get('createdAt') as { toMillis(): number }).toMillis() / 1000),
  }));
  return {
    projectBefore: max(rows.map((r) => `${r.project}|${r.second}`)),
    projectNow: max(rows.map((r) => `${r.project}|${counterShardOf(r.userId)}|${r.second}`)),
    topBarNow: max(rows.map((r) => `${counterShardOf(r.userId, STATS_SHARDS)}|${r.second}`)),
  };
}

interface CaseResult {
  target: string;
  hot: boolean;
  inFlight: number;
  users: number;
  votesEach: number;
  sent: number;
  accepted: number;
  stored: number;
  /** Final answers by status (after retries of lost answers). */
  statuses: Record<string, number>;
  /** Attempts that were retries of a lost answer. */
  retried: number;
  wallMs: number;
  votesPerSecond: number;
  p50: number;
  p95: number;
  /** The hot project's public vote count before and after the run, and the difference's verdict. */
  count?: { before: number; after: number; lost: number; doubled: number; highestAnswer: number };
  /** Writes the busiest shared document took in one second (see busiestDocument). */
  busiestDocument: { projectBefore: number; projectNow: number; topBarNow: number };
  errors: string[];
  /** The pages served while the votes ran (--page-flood), or null. */
  pageFlood: PageFloodResult | null;
}

interface PageFloodResult {
  clients: number;
  pages: number;
  pagesPerSecond: number;
  p50: number;
  p95: number;
  statuses: Record<string, number>;
}

/** Page calls: each approved project's page in turn, each one the CDN would not have cached. */
async function pageCaller(db: Firestore): Promise<() => Promise<{ ms: number; status: number }>> {
  const ids = (await db.collection(COLLECTIONS.submissions).where('status', '==', 'approved').select().get()).docs.map(
    (d) => d.id,
  );
  const pageBase = `http://127.0.0.1:${process.env.VIBECHART_HOSTING_PORT}`;
  let next = 0;
  return async () => {
    const id = ids[next++ % ids.length]!;
    const t0 = performance.now();
    const r = await fetch(`${pageBase}/p/${encodeURIComponent(id)}`, { redirect: 'manual' });
    await r.arrayBuffer();
    return { ms: performance.now() - t0, status: r.status };
  };
}

/** N clients requesting pages without pause until stop(); warmed up (ramped) first, as the votes are. */
async function startPageFlood(db: Firestore, clients: number) {
  const pageCall = await pageCaller(db);
  for (let width = 1; ; width = Math.min(clients, width * 2)) {
    for (let tries = 0; ; tries++) {
      const round = await Promise.all(Array.from({ length: width }, pageCall));
      if (round.every((r) => r.status === 200)) break;
      if (tries >= 10) throw new Error(`warm-up: pages answered ${round.map((r) => r.status).join(', ')}`);
      await new Promise((done) => setTimeout(done, 2000));
    }
    if (width >= clients) break;
  }
  const calls: Array<{ ms: number; status: number }> = [];
  let flooding = true;
  const running = Promise.all(
    Array.from({ length: clients }, async () => {
      while (flooding) calls.push(await pageCall());
    }),
  );
  // The flood runs a moment before the votes start, so they meet it at its full rate.
  await new Promise((done) => setTimeout(done, 3000));
  const started = performance.now();
  const before = calls.length;
  return async (): Promise<PageFloodResult> => {
    const ms = performance.now() - started;
    const during = calls.slice(before);
    flooding = false;
    await running;
    const sorted = during.map((c) => c.ms).sort((a, b) => a - b);
    const statuses: Record<string, number> = {};
    for (const c of during) statuses[c.status] = (statuses[c.status] ?? 0) + 1;
    return {
      clients,
      pages: during.length,
      pagesPerSecond: Number((during.length / (ms / 1000)).toFixed(1)),
      p50: Number(percentile(sorted, 50).toFixed(1)),
      p95: Number(percentile(sorted, 95).toFixed(1)),
      statuses,
    };
  };
}

async function runCase(db: Firestore, base: string, approved: string[], spec: CaseSpec): Promise<CaseResult> {
  const { hot, users, votesEach, inFlight, prefix } = spec;
  const uids = Array.from({ length: users }, (_, u) => `${prefix}${String(u).padStart(3, '0')}`);
  // Members sign in with Google (http/middleware/auth.ts): each account gets a Google identity.
  const tokens = await pool(uids, 8, (uid) => googleIdToken(uid, `${uid}@example.com`, `Bench Voter ${uid.slice(-3)}`));
  const headers = (token: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });

  // Warm-up (not timed): one quota call per user, at most --in-flight at once, as the timed round,
  // so the emulator has started as many function workers as the timed round will use and the app has
  // verified each token once. The emulator fails to load workers started all at once on a busy
  // machine ("Failed to load function", a 504), so ramp up: 1, 2, 4, … at once, each round until
  // every call answered. A machine too busy for that still runs the timed round: its lost answers
  // are retried with their keys, and the retries are reported.
  const quotaCall = async (token: string) => {
    const r = await fetch(`${base}/api/me/quota`, { headers: headers(token) });
    await r.arrayBuffer();
    return r;
  };
  let warmed = true;
  for (let width = 1; warmed; width = Math.min(inFlight, width * 2)) {
    for (let tries = 0; ; tries++) {
      const round = await Promise.all(tokens.slice(0, width).map(quotaCall));
      if (round.every((r) => r.ok)) break;
      if (tries >= 10) {
        console.warn(`[bench:votes] warm-up: ${width} at once still answered ${round.map((r) => r.status).join(', ')}`);
        warmed = false;
        break;
      }
      await new Promise((done) => setTimeout(done, 2000));
    }
    if (width >= inFlight) break;
  }
  const warm = await pool(tokens, inFlight, quotaCall);
  const warmFailed = warm.filter((r) => !r.ok).map((r) => r.status);
  if (warmFailed.length) console.warn(`[bench:votes] warm-up: ${warmFailed.length} of ${users} answered not 200`);

  const hotId = approved[0]!;
  const countBefore = hot ? await publicVoteCount(base, hotId) : 0;
  const stopFlood = pageFlood > 0 ? await startPageFlood(db, pageFlood) : null;

  // User u votes on approved[(u * 7 + v) % n]: different projects for one user (so the 3-per-project
  // limit never applies), overlapping projects across users (so transactions contend). Hot: all on
  // approved[0].
  const started = performance.now();
  const perUser = await pool(
    tokens.map((token, u) => ({ token, u })),
    inFlight,
    async ({ token, u }) => {
      const calls: Call[] = [];
      for (let v = 0; v < votesEach; v++) {
        const submissionId = hot ? hotId : approved[(u * 7 + v) % approved.length]!;
        calls.push(await castOne(base, token, submissionId));
      }
      return calls;
    },
  );
  const wallMs = performance.now() - started;
  const flood = stopFlood ? await stopFlood() : null;

  const calls = perUser.flat();
  const accepted = calls.filter((c) => c.status === 200).length;
  const statuses: Record<string, number> = {};
  for (const c of calls) statuses[c.status] = (statuses[c.status] ?? 0) + 1;
  const stored = (
    await db
      .collection(COLLECTIONS.votes)
      .where('userId', '>=', prefix)
      .where('userId', '<', `${prefix}~`)
      .count()
      .get()
  ).data().count;
  let count: CaseResult['count'];
  if (hot) {
    const after = await publicVoteCount(base, hotId);
    const counted = after - countBefore;
    count = {
      before: countBefore,
      after,
      lost: Math.max(0, accepted - counted),
      doubled: Math.max(0, counted - accepted),
      highestAnswer: Math.max(0, ...calls.map((c) => c.voteCount ?? 0)),
    };
  }
  const ms = calls.map((c) => c.ms).sort((a, b) => a - b);
  return {
    target,
    hot,
    inFlight,
    users,
    votesEach,
    sent: calls.length,
    accepted,
    stored,
    statuses,
    retried: calls.reduce((n, c) => n + c.attempts.length - 1, 0),
    wallMs: Math.round(wallMs),
    votesPerSecond: Number((accepted / (wallMs / 1000)).toFixed(1)),
    p50: Number(percentile(ms, 50).toFixed(1)),
    p95: Number(percentile(ms, 95).toFixed(1)),
    count,
    busiestDocument: await busiestDocument(db, prefix),
    errors: [...new Set(calls.filter((c) => c.message).map((c) => `${c.status} ${c.message}`))].slice(0, 5),
    pageFlood: flood,
  };
}

async function main(): Promise<void> {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('needs the emulators: run it as `npm run bench:votes` (it starts a private suite)');
  }
  if (target === 'hosting' && !process.env.VIBECHART_HOSTING_PORT) {
    throw new Error('--target hosting needs VIBECHART_HOSTING_PORT (run through scripts/dev-suite.mjs)');
  }
  if (!getApps().length) initializeApp({ projectId: PROJECT_ID });
  const db = getFirestore();
  const blobStore = createBlobStore();
  const now = new Date();
  await resetEmulators(blobStore);
  const seeded = await runSeed({ size, now }, emulatorTargets(blobStore), { thumbnails: false });
  console.log(`[bench:votes] seeded ${size} projects in ${seeded.seconds.toFixed(1)} s`);

  let server: Server | undefined;
  let base: string;
  if (target === 'app') {
    const { createApp } = await import('../../functions/src/http/app');
    const app = createApp({ blobStore, clock: () => new Date() });
    server = await new Promise<Server>((done) => {
      const s = app.listen(0, '127.0.0.1', () => done(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  } else {
    base = `http://127.0.0.1:${process.env.VIBECHART_HOSTING_PORT}`;
  }

  const approved = (
    await db.collection(COLLECTIONS.submissions).where('status', '==', 'approved').limit(60).get()
  ).docs.map((d) => d.id);
  const most = Math.max(...cases.map((c) => (c.hot ? 1 : c.votesEach)));
  if (approved.length < most) {
    throw new Error(`the seed has ${approved.length} approved projects; need at least ${most}`);
  }

  const results: CaseResult[] = [];
  for (const spec of cases) results.push(await runCase(db, base, approved, spec));
  server?.close();

  const via = target === 'hosting' ? 'Hosting emulator → emulated api function' : 'in-process app';
  console.log(`\n[bench:votes] ${via}`);
  console.log(
    '\n| case | users × votes | in flight | votes/s | p50 ms | p95 ms | accepted / stored | final count (lost, doubled) | retried | statuses | project counter doc, writes in busiest 1 s (unsharded → shard) | top-bar shard, writes in busiest 1 s |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of results) {
    const count = r.count
      ? `${r.count.before} → ${r.count.after} (+${r.count.after - r.count.before}; lost ${r.count.lost}, doubled ${r.count.doubled})`
      : '–';
    console.log(
      `| ${r.hot ? 'one viral project' : 'spread over many projects'} | ${r.users} × ${r.votesEach} | ${r.inFlight} | ` +
        `${r.votesPerSecond} | ${r.p50} | ${r.p95} | ${r.accepted} / ${r.stored} | ${count} | ${r.retried} | ` +
        `${Object.entries(r.statuses)
          .map(([s, n]) => `${s}: ${n}`)
          .join(
            ', ',
          )} | ${r.busiestDocument.projectBefore} → ${r.busiestDocument.projectNow} | ${r.busiestDocument.topBarNow} |`,
    );
    for (const error of r.errors) console.log(`  answer: ${error}`);
    if (r.pageFlood) {
      const f = r.pageFlood;
      console.log(
        `  page flood: ${f.clients} clients, ${f.pages} pages during the votes (${f.pagesPerSecond}/s), ` +
          `p50 ${f.p50} ms, p95 ${f.p95} ms, statuses ${JSON.stringify(f.statuses)}`,
      );
    }
  }
  if (values.json) {
    const out = resolve(values.json);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(results.length === 1 ? results[0] : results, null, 2)}\n`);
  }
  for (const r of results) {
    const name = r.hot ? 'hot' : 'spread';
    if (r.stored !== r.accepted) throw new Error(`${name}: ${r.accepted} votes accepted but ${r.stored} stored`);
    if (r.count && (r.count.lost || r.count.doubled)) {
      throw new Error(`${name}: the project's count lost ${r.count.lost} and doubled ${r.count.doubled} votes`);
    }
    if (r.count && r.count.highestAnswer !== r.count.after) {
      throw new Error(`${name}: the last answer said ${r.count.highestAnswer}, the project shows ${r.count.after}`);
    }
    if (r.accepted !== r.sent) throw new Error(`${name}: ${r.sent - r.accepted} of ${r.sent} votes refused`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`bench:votes: ${(error as Error).message}`);
    process.exit(1);
  },
);
