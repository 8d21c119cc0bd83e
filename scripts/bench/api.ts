// `npm run bench:api`: p50/p95 latency and Firestore document reads per call for the chart list,
// launchpad and archive pages 1 and 10, All Projects pages 1 and 10 and a vote, against the real app
// in-process on the emulators (a benchmark, not a test). Uses the emulators its environment names
// (FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST), so it also runs inside the dev suite:
// node scripts/dev-suite.mjs --offset N --no-web-build -- npx tsx scripts/bench/api.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { getApps, initializeApp } from 'firebase-admin/app';
import { googleIdToken } from '../../functions/test/google-sign-in';
import { getFirestore } from 'firebase-admin/firestore';
import { createApp } from '../../functions/src/http/app';
import { LocalDiskBlobStore } from '../../functions/src/infra/blob-store';
import { installReadMeter } from '../../functions/src/infra/read-meter';
import { emulatorTargets, resetEmulators, runSeed } from '../lib/seed/run';
import { PROJECT_ID } from '../lib/project';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '300' },
    calls: { type: 'string', default: '200' },
    json: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(
    'Usage: npm run bench:api -- [--size 300] [--calls 200] [--json <file>]\n' +
      'Seeds the emulators (resets them!) and measures the API. --json also writes the results as JSON.',
  );
  process.exit(0);
}
const size = Number(values.size);
const calls = Number(values.calls);

interface Sample {
  ms: number;
  reads: number;
  status: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summarise(name: string, samples: Sample[]) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const reads = samples.map((s) => s.reads);
  const statuses = [...new Set(samples.map((s) => s.status))].join('/');
  return {
    call: name,
    n: samples.length,
    p50: percentile(ms, 50).toFixed(1),
    p95: percentile(ms, 95).toFixed(1),
    readsAvg: (reads.reduce((a, b) => a + b, 0) / Math.max(1, reads.length)).toFixed(2),
    readsMax: Math.max(...reads),
    statuses,
  };
}

async function timed(url: string, init?: RequestInit): Promise<Sample> {
  const started = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  return {
    ms: performance.now() - started,
    reads: Number(res.headers.get('x-firestore-reads') ?? NaN),
    status: res.status,
  };
}

async function main() {
  if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('run through `npm run bench:api` (needs the emulators)');
  if (!getApps().length) initializeApp({ projectId: PROJECT_ID });
  installReadMeter(true);
  const blobStore = new LocalDiskBlobStore(`/tmp/vibechart-bench-blobs-${process.pid}`);
  const now = new Date();
  await resetEmulators(blobStore);
  const seeded = await runSeed({ size, now }, emulatorTargets(blobStore), { thumbnails: false });
  console.log(`[bench:api] seeded ${size} projects in ${seeded.seconds.toFixed(1)} s`);

  const app = createApp({ blobStore, clock: () => new Date() });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const chart: Sample[] = [];
  const launchpad: Sample[] = [];
  for (let i = 0; i < calls; i++) {
    chart.push(await timed(`${base}/api/submissions?filter=vibechart`));
    launchpad.push(await timed(`${base}/api/projects/launchpad?page=1&limit=24`));
  }

  // Reads per anonymous list call: page 1 against page 10 of the paged lists (the same
  // bound: they read an index and their own rows, never the rows they skip) and All Projects.
  const listCalls = Math.min(calls, 20);
  // All Projects pages by cursor: every page, to count its rows and find page 10's cursor.
  const allProjectsPages: string[] = [];
  let allProjectsRows = 0;
  for (let cursor: string | null = null; allProjectsPages.length < 1000;) {
    const path = `/api/projects/all${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;
    allProjectsPages.push(path);
    const page = (await (await fetch(`${base}${path}`)).json()) as { projects: unknown[]; nextCursor: string | null };
    allProjectsRows += page.projects.length;
    cursor = page.nextCursor;
    if (cursor === null) break;
  }
  const paged: [string, string][] = [
    ['GET /api/projects/launchpad?page=10', '/api/projects/launchpad?page=10&limit=24'],
    ['GET /api/projects/archive?page=1', '/api/projects/archive?page=1&limit=24'],
    ['GET /api/projects/archive?page=10', '/api/projects/archive?page=10&limit=24'],
    ['GET /api/projects/all (All Projects, page 1)', allProjectsPages[0]!],
    ['GET /api/projects/all (page 10)', allProjectsPages[Math.min(9, allProjectsPages.length - 1)]!],
  ];
  const listSamples = new Map<string, Sample[]>(paged.map(([name]) => [name, []]));
  for (let i = 0; i < listCalls; i++) {
    for (const [name, path] of paged) listSamples.get(name)!.push(await timed(`${base}${path}`));
  }
  const rowsOf = async (path: string) => ((await (await fetch(`${base}${path}`)).json()) as unknown[]).length;
  const listSizes = {
    launchpadPage10Rows: await rowsOf('/api/projects/launchpad?page=10&limit=24'),
    archivePage10Rows: await rowsOf('/api/projects/archive?page=10&limit=24'),
    archiveTotal: ((await (await fetch(`${base}/api/projects/archive/count`)).json()) as { total: number }).total,
    allProjectsRows,
    allProjectsPages: allProjectsPages.length,
  };

  // Votes: fresh users (10 votes each this week) on approved projects, one call at a time.
  const db = getFirestore();
  const approved = (await db.collection('submissions').where('status', '==', 'approved').limit(60).get()).docs.map(
    (d) => d.id,
  );
  const votes: Sample[] = [];
  const voters = Math.ceil(calls / 10);
  for (let u = 0; u < voters && votes.length < calls; u++) {
    const uid = `bench-voter-${u}`;
    const token = await googleIdToken(uid, `${uid}@example.com`);
    for (let v = 0; v < 10 && votes.length < calls; v++) {
      const submissionId = approved[(u * 7 + v) % approved.length];
      votes.push(
        await timed(`${base}/api/votes`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ submissionId }),
        }),
      );
    }
  }
  server.close();

  const rows = [
    summarise('GET /api/submissions?filter=vibechart', chart),
    summarise('GET /api/projects/launchpad?page=1', launchpad),
    ...paged.map(([name]) => summarise(name, listSamples.get(name)!)),
    summarise('POST /api/votes', votes),
  ];
  console.log('\n| call | n | p50 ms | p95 ms | reads/call avg | reads/call max | statuses |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows)
    console.log(`| ${r.call} | ${r.n} | ${r.p50} | ${r.p95} | ${r.readsAvg} | ${r.readsMax} | ${r.statuses} |`);
  console.log(
    `\n(in-process app on the local emulators, ${size} seeded projects, sequential calls; machine: ${process.arch}, Node ${process.version})`,
  );
  console.log(
    `(rows: launchpad page 10 ${listSizes.launchpadPage10Rows}, archive page 10 ${listSizes.archivePage10Rows} of ${listSizes.archiveTotal}, All Projects ${listSizes.allProjectsRows} in ${listSizes.allProjectsPages} pages; list pages ×${listCalls})`,
  );
  if (values.json) {
    const out = resolve(values.json);
    mkdirSync(dirname(out), { recursive: true });
    const numeric = rows.map((r) => ({
      ...r,
      p50: Number(r.p50),
      p95: Number(r.p95),
      readsAvg: Number(r.readsAvg),
    }));
    writeFileSync(out, `${JSON.stringify({ size, calls, listSizes, rows: numeric }, null, 2)}\n`);
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
