// `npm run bench:votes`: vote throughput on the emulators. N users sign in (real Auth emulator ID
// tokens) and vote at the same time, each spending their weekly quota one call after another, through
// the Hosting emulator's /api rewrite into the emulated `api` function (or the Express app in-process).
// Reports votes/s and per-call p50/p95, and checks that the votes stored equal the votes accepted.
// A benchmark, not a test: it fails only when the answers or the stored votes are wrong.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { getApps, initializeApp } from 'firebase-admin/app';
import { googleIdToken } from '../../functions/test/google-sign-in';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../functions/src/domain/collections';
import { BASE_VOTE_QUOTA, MAX_VOTES_PER_PROJECT_PER_WEEK } from '../../functions/src/domain/constants';
import { createBlobStore } from '../../functions/src/infra/blob-store';
import { emulatorTargets, resetEmulators, runSeed } from '../lib/seed/run';
import { PROJECT_ID } from '../lib/project';

const USAGE = `Usage: npm run bench:votes -- [--users 20] [--votes ${BASE_VOTE_QUOTA}] [--size 120] [--hot]
                            [--in-flight N] [--target hosting|app] [--page-flood N] [--offset 8]
                            [--json <file>]

Resets the emulators, seeds --size projects (no thumbnails), creates --users accounts in the Auth
emulator and lets all of them vote at the same time: each user casts --votes votes (at most ${BASE_VOTE_QUOTA}, the
weekly quota) on different approved projects, one call after another; users overlap on popular
projects, so transactions contend as they would on a busy Monday.

--hot: one project that went viral. Every user votes on the SAME project, at most
${MAX_VOTES_PER_PROJECT_PER_WEEK} times each (the per-project limit), so every vote lands on that one
project's counters. --in-flight bounds how many users vote at once (default: all of them).

--target hosting (default) calls http://127.0.0.1:$VIBECHART_HOSTING_PORT/api/votes: the Hosting
emulator's rewrite into the emulated \`api\` function (the emulator runs one request per worker
process and starts more workers under load; a warm-up round starts them before timing).
--target app runs the Express app in this process instead (one instance, as a Cloud Run instance
with concurrency serves it).

--page-flood N: while the votes run, N clients request project pages (/p/{id}, every approved
project in turn, each a distinct page the CDN has not cached) through the Hosting emulator, one
after another without pause; pages are warmed up before the timed round as the votes are. The
report adds the pages served and their p50/p95.

Prints votes/s (accepted votes / wall time), per-call p50/p95 latency and the answers' statuses, and
checks that the stored vote documents equal the accepted votes (exit 1 otherwise). --json also
writes the result as JSON.

It starts its own emulator suite on the default ports + --offset*10 (scripts/dev-suite.mjs, default
offset 8, so npm test and npm start keep theirs) and resets it. Inside a suite that is already
running (as npm run bench does, or \`node scripts/dev-suite.mjs --offset N -- npx tsx
scripts/bench/votes.ts\`: its emulator variables are set), it runs there.`;

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '20' },
    votes: { type: 'string', default: String(BASE_VOTE_QUOTA) },
    size: { type: 'string', default: '120' },
    target: { type: 'string', default: 'hosting' },
    offset: { type: 'string', default: '8' },
    inside: { type: 'boolean', default: false },
    hot: { type: 'boolean', default: false },
    'in-flight': { type: 'string' },
    'page-flood': { type: 'string', default: '0' },
    json: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

function wholeNumber(name: string, raw: string, min: number, max: number): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`bench:votes: --${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
    process.exit(2);
  }
  return n;
}
const users = wholeNumber('users', values.users, 1, 200);
const hot = values.hot;
const votesEach = wholeNumber('votes', values.votes, 1, hot ? MAX_VOTES_PER_PROJECT_PER_WEEK : BASE_VOTE_QUOTA);
const inFlight = values['in-flight'] === undefined ? users : wholeNumber('in-flight', values['in-flight'], 1, users);
const size = wholeNumber('size', values.size, 40, 5000);
if (values.target !== 'hosting' && values.target !== 'app') {
  console.error(`bench:votes: --target must be hosting or app (got "${values.target}")`);
  process.exit(2);
}
const target = values.target;
const pageFlood = wholeNumber('page-flood', values['page-flood'], 0, 100);
if (pageFlood > 0 && !process.env.VIBECHART_HOSTING_PORT && values.inside) {
  console.error('bench:votes: --page-flood needs the Hosting emulator (VIBECHART_HOSTING_PORT)');
  process.exit(2);
}
const offset = wholeNumber('offset', values.offset, 1, 9);

// Outside a suite: start a private one and run again inside it. The API does not need the web app,
// so an existing build for these ports is reused (Hosting only needs its folder).
// A dev-suite's variables (FIRESTORE_EMULATOR_HOST, VIBECHART_HOSTING_PORT) mean we are inside one.
const insideSuite = values.inside || Boolean(process.env.FIRESTORE_EMULATOR_HOST && process.env.VIBECHART_HOSTING_PORT);
if (!insideSuite) {
  const root = resolve(__dirname, '..', '..');
  const built = existsSync(join(root, 'web', `dist-${offset}-ssr`, 'template.html'));
  const args = process.argv.slice(2).filter((a, i, all) => a !== '--offset' && all[i - 1] !== '--offset');
  const r = spawnSync(
    process.execPath,
    [
      join(root, 'scripts', 'dev-suite.mjs'),
      '--offset',
      String(offset),
      ...(built ? ['--no-web-build'] : []),
      '--',
      'npx',
      'tsx',
      'scripts/bench/votes.ts',
      '--inside',
      ...args,
    ],
    { cwd: root, stdio: 'inherit' },
  );
  process.exit(r.status ?? 1);
}

const USER_PREFIX = 'bench-voter-';

interface Call {
  ms: number;
  status: number;
  message?: string;
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
  if (approved.length < votesEach) {
    throw new Error(`the seed has ${approved.length} approved projects; need at least ${votesEach}`);
  }

  const uids = Array.from({ length: users }, (_, u) => `${USER_PREFIX}${String(u).padStart(3, '0')}`);
  const tokens = await pool(uids, 8, async (uid) => {
    // Members sign in with Google (http/middleware/auth.ts): the account gets a Google identity.
    return googleIdToken(uid, `${uid}@example.com`, `Bench Voter ${uid.slice(-3)}`);
  });
  const headers = (token: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });

  // Warm-up (not timed): one quota call per user, all at once, so the emulator has started as many
  // function workers as the timed round will use and the app has verified each token once.
  // (At most --in-flight at once, as the timed round.) The emulator fails to load workers started
  // all at once on a busy machine ("Failed to load function", a 504), so ramp up: 1, 2, 4, … at once,
  // each round until every call answered.
  const quotaCall = async (token: string) => {
    const r = await fetch(`${base}/api/me/quota`, { headers: headers(token) });
    await r.arrayBuffer();
    return r;
  };
  for (let width = 1; ; width = Math.min(inFlight, width * 2)) {
    for (let tries = 0; ; tries++) {
      const round = await Promise.all(tokens.slice(0, width).map(quotaCall));
      if (round.every((r) => r.ok)) break;
      if (tries >= 10) throw new Error(`warm-up: GET /api/me/quota answered ${round.map((r) => r.status).join(', ')}`);
      await new Promise((done) => setTimeout(done, 2000));
    }
    if (width >= inFlight) break;
  }
  const warm = await pool(tokens, inFlight, quotaCall);
  const warmFailed = warm.filter((r) => !r.ok).map((r) => r.status);
  if (warmFailed.length) throw new Error(`warm-up: GET /api/me/quota answered ${warmFailed.join(', ')}`);

  // The page flood: every approved project's page in turn, each one the CDN would not have cached.
  const pageIds =
    pageFlood > 0
      ? (await db.collection(COLLECTIONS.submissions).where('status', '==', 'approved').select().get()).docs.map(
          (d) => d.id,
        )
      : [];
  const pageBase = `http://127.0.0.1:${process.env.VIBECHART_HOSTING_PORT}`;
  let nextPage = 0;
  const pageCall = async (): Promise<Call> => {
    const id = pageIds[nextPage++ % pageIds.length]!;
    const t0 = performance.now();
    const r = await fetch(`${pageBase}/p/${encodeURIComponent(id)}`, { redirect: 'manual' });
    await r.arrayBuffer();
    return { ms: performance.now() - t0, status: r.status };
  };
  if (pageFlood > 0) {
    for (let width = 1; ; width = Math.min(pageFlood, width * 2)) {
      for (let tries = 0; ; tries++) {
        const round = await Promise.all(Array.from({ length: width }, pageCall));
        if (round.every((r) => r.status === 200)) break;
        if (tries >= 10) throw new Error(`warm-up: pages answered ${round.map((r) => r.status).join(', ')}`);
        await new Promise((done) => setTimeout(done, 2000));
      }
      if (width >= pageFlood) break;
    }
  }
  const pageCalls: Call[] = [];
  let flooding = pageFlood > 0;
  const flood = Promise.all(
    Array.from({ length: pageFlood }, async () => {
      while (flooding) pageCalls.push(await pageCall());
    }),
  );
  // The flood runs a moment before the votes start, so they meet it at its full rate.
  if (pageFlood > 0) await new Promise((done) => setTimeout(done, 3000));
  const floodStarted = performance.now();
  const pagesBefore = pageCalls.length;

  // User u votes on approved[(u * 7 + v) % n]: different projects for one user (so the 3-per-project
  // limit never applies), overlapping projects across users (so transactions contend). --hot: all on
  // approved[0].
  const started = performance.now();
  const perUser = await pool(
    tokens.map((token, u) => ({ token, u })),
    inFlight,
    async ({ token, u }) => {
      const calls: Call[] = [];
      for (let v = 0; v < votesEach; v++) {
        const submissionId = hot ? approved[0]! : approved[(u * 7 + v) % approved.length]!;
        const t0 = performance.now();
        const res = await fetch(`${base}/api/votes`, {
          method: 'POST',
          headers: headers(token),
          body: JSON.stringify({ submissionId }),
        });
        const body = (await res.json().catch(() => ({}))) as { message?: string };
        calls.push({ ms: performance.now() - t0, status: res.status, message: res.ok ? undefined : body.message });
      }
      return calls;
    },
  );
  const wallMs = performance.now() - started;
  const floodMs = performance.now() - floodStarted;
  const pagesDuring = pageCalls.slice(pagesBefore);
  flooding = false;
  await flood;
  server?.close();

  const calls = perUser.flat();
  const accepted = calls.filter((c) => c.status === 200).length;
  const statuses: Record<string, number> = {};
  for (const c of calls) statuses[c.status] = (statuses[c.status] ?? 0) + 1;
  const stored = (
    await db
      .collection(COLLECTIONS.votes)
      .where('userId', '>=', USER_PREFIX)
      .where('userId', '<', `${USER_PREFIX}~`)
      .count()
      .get()
  ).data().count;
  const ms = calls.map((c) => c.ms).sort((a, b) => a - b);
  const result = {
    target,
    hot,
    inFlight,
    users,
    votesEach,
    sent: calls.length,
    accepted,
    stored,
    statuses,
    wallMs: Math.round(wallMs),
    votesPerSecond: Number((accepted / (wallMs / 1000)).toFixed(1)),
    p50: Number(percentile(ms, 50).toFixed(1)),
    p95: Number(percentile(ms, 95).toFixed(1)),
    errors: [...new Set(calls.filter((c) => c.message).map((c) => `${c.status} ${c.message}`))].slice(0, 5),
    pageFlood:
      pageFlood > 0
        ? {
            clients: pageFlood,
            pages: pagesDuring.length,
            pagesPerSecond: Number((pagesDuring.length / (floodMs / 1000)).toFixed(1)),
            p50: Number(
              percentile(
                pagesDuring.map((c) => c.ms).sort((a, b) => a - b),
                50,
              ).toFixed(1),
            ),
            p95: Number(
              percentile(
                pagesDuring.map((c) => c.ms).sort((a, b) => a - b),
                95,
              ).toFixed(1),
            ),
            statuses: Object.fromEntries(
              [...new Set(pagesDuring.map((c) => c.status))].map((s) => [
                s,
                pagesDuring.filter((c) => c.status === s).length,
              ]),
            ),
          }
        : null,
  };

  const via = target === 'hosting' ? 'Hosting emulator → emulated api function' : 'in-process app';
  console.log(`\n[bench:votes] ${hot ? `one hot project, ${inFlight} users in flight` : 'spread over many projects'}`);
  console.log(`\n| target | users × votes | accepted | stored | wall s | votes/s | p50 ms | p95 ms | statuses |`);
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  console.log(
    `| ${via} | ${users} × ${votesEach} | ${accepted} | ${stored} | ${(wallMs / 1000).toFixed(1)} | ` +
      `${result.votesPerSecond} | ${result.p50} | ${result.p95} | ${Object.entries(statuses)
        .map(([s, n]) => `${s}: ${n}`)
        .join(', ')} |`,
  );
  for (const error of result.errors) console.log(`  answer: ${error}`);
  if (result.pageFlood) {
    const f = result.pageFlood;
    console.log(
      `\n[bench:votes] page flood: ${f.clients} clients, ${f.pages} pages during the votes (${f.pagesPerSecond}/s), ` +
        `p50 ${f.p50} ms, p95 ${f.p95} ms, statuses ${JSON.stringify(f.statuses)}`,
    );
  }
  if (values.json) {
    const out = resolve(values.json);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  }
  if (stored !== accepted) throw new Error(`${accepted} votes accepted but ${stored} stored`);
  if (accepted !== calls.length) throw new Error(`${calls.length - accepted} of ${calls.length} votes refused`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`bench:votes: ${(error as Error).message}`);
    process.exit(1);
  },
);
