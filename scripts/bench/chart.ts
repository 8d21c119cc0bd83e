// `npm run bench:chart -- [--projects 10000] [--votes 200000] [--weeks 5] [--offset 8]`: seeds the
// Firestore emulator with projects (no thumbnails) and their votes — folded into the projects'
// counters up to the week before, the last week's in counter shards, as production has them on a
// Monday — then runs the Monday chart job for consecutive weeks, each in a fresh process, and prints
// wall time, CPU time, peak memory, Firestore reads and writes.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { getHeapStatistics } from 'node:v8';
import { getApps, initializeApp } from 'firebase-admin/app';
import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS, ids } from '../../functions/src/domain/collections';
import { PROJECT_COUNTER_SHARDS } from '../../functions/src/domain/constants';
import { submissionSchema } from '../../functions/src/domain/entities';
import { toStored } from '../../functions/src/domain/firestore-data';
import { addLocalDays, shiftWeek, weekStartInstant } from '../../functions/src/domain/week';
import { countReads, installReadMeter } from '../../functions/src/infra/read-meter';
import { runChartJob } from '../../functions/src/jobs/chart';
import { PROJECT_ID } from '../lib/project';

const USAGE = `Usage: npm run bench:chart -- [--projects N] [--votes N] [--weeks N] [--folded] [--offset 8] [--json <file>]

Resets the emulator's Firestore, seeds N projects (about 60% judged at 7.0 or more; a description
and an AI review of realistic length) and --votes votes spread over --weeks + 1 weeks (a few popular
projects, a long tail), then runs the chart job for --weeks consecutive Mondays and prints a table.

Before each Monday's run the votes of the week that just ended are in counter shards
(project_counter_shards, up to ${PROJECT_COUNTER_SHARDS} a project, as voters write them) and the earlier weeks'
are folded into the projects' counters, as in production; the job folds the shards first. --folded
puts every vote in the projects' counters instead (no shards: the ranking alone).

Each run is a fresh process (npx tsx scripts/bench/chart.ts --run-week): its wall time, CPU time
(user + system), peak resident memory (the process's maxRSS, loaded modules included; "base" is the
same process before the job) and peak V8 heap are the job's own. Reads and writes come from the
read meter and the job's result.

Outside an emulator suite it starts one (Firestore only) on the default ports + --offset × 10
(scripts/with-emulators.mjs; default offset 8, so npm start and npm test keep theirs). Inside one
(FIRESTORE_EMULATOR_HOST set, as npm run bench does) it uses that. JAVA_TOOL_OPTIONS=-Xmx12g (say)
gives a large run's emulator more heap. --json also writes the seed and each week's row as JSON.`;

const { values } = parseArgs({
  options: {
    projects: { type: 'string', default: '10000' },
    votes: { type: 'string', default: '200000' },
    weeks: { type: 'string', default: '5' },
    folded: { type: 'boolean', default: false },
    offset: { type: 'string', default: '8' },
    json: { type: 'string' },
    'run-week': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

/** One Monday's run, as measured in its own process. */
export interface WeekRun {
  weekOf: string;
  entries: number;
  candidates: number;
  foldedShards: number;
  reads: number;
  writes: number;
  wallMs: number;
  cpuMs: number;
  /** The process's peak resident set (maxRSS), and before the job (modules loaded, Firestore client up). */
  peakRssMb: number;
  baseRssMb: number;
  /** The most V8 heap in use while the job ran (sampled every 20 ms). */
  peakHeapMb: number;
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

function db(): Firestore {
  if (!getApps().length) initializeApp({ projectId: PROJECT_ID });
  return getFirestore();
}

/** --run-week: the chart job of one Monday in this (fresh) process; prints its WeekRun as the last line. */
async function runWeek(weekOf: string): Promise<void> {
  const firestore = db();
  // The client's channel and the modules are up before the measurement starts.
  await firestore.collection(COLLECTIONS.config).doc('bench-warm-up').get();
  installReadMeter(true);
  const baseRss = process.memoryUsage().rss;
  let peakHeap = getHeapStatistics().used_heap_size;
  const sampler = setInterval(() => {
    peakHeap = Math.max(peakHeap, getHeapStatistics().used_heap_size);
  }, 20);
  const cpu = process.cpuUsage();
  const started = Date.now();
  const { result, reads } = await countReads(() => runChartJob({ db: firestore, now: weekStartInstant(weekOf) }));
  const wallMs = Date.now() - started;
  const used = process.cpuUsage(cpu);
  clearInterval(sampler);
  if (result.status !== 'published') throw new Error(`week ${weekOf}: ${result.status}`);
  const run: WeekRun = {
    weekOf,
    entries: result.entries,
    candidates: result.candidates,
    foldedShards: result.folded.shards,
    reads,
    writes: result.writes + result.folded.shards + result.folded.projects,
    wallMs,
    cpuMs: Math.round((used.user + used.system) / 1000),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    baseRssMb: Math.round(mb(baseRss)),
    peakHeapMb: Math.round(mb(Math.max(peakHeap, getHeapStatistics().used_heap_size))),
  };
  console.log(JSON.stringify(run));
}

/** Small deterministic PRNG (mulberry32): the same arguments seed the same data. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Commits `count` writes made by `write(batch, i)` in batches of 500, 8 batches in flight. */
async function writeAll(firestore: Firestore, count: number, write: (batch: WriteBatch, i: number) => void) {
  const inFlight: Promise<unknown>[] = [];
  for (let i = 0; i < count; i += 500) {
    const batch = firestore.batch();
    for (let n = i; n < Math.min(count, i + 500); n++) write(batch, n);
    inFlight.push(batch.commit());
    if (inFlight.length >= 8) await Promise.all(inFlight.splice(0));
  }
  await Promise.all(inFlight);
}

const projectId = (p: number) => `bench-${String(p).padStart(7, '0')}`;
const DESCRIPTION = 'A benchmark project for the chart job: a tool made with AI that does one thing well. '.repeat(2);
const REVIEW = 'Benchmark review text: clear purpose, working demo, rough edges in the onboarding. '.repeat(7);

async function seedAndRun(): Promise<void> {
  const projects = Number(values.projects);
  const votes = Number(values.votes);
  const weeks = Number(values.weeks);
  if (![projects, votes, weeks].every((n) => Number.isInteger(n) && n >= 1)) throw new Error(USAGE);
  const host = process.env.FIRESTORE_EMULATOR_HOST!;
  const firestore = db();
  const reset = await fetch(`http://${host}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  if (!reset.ok) throw new Error(`reset failed: ${reset.status}`);

  const firstWeek = '2026-10-05';
  // Vote week i (0..weeks) is the week before Monday i's cut-off (the last one is never counted).
  const voteWeeks = Array.from({ length: weeks + 1 }, (_, i) => shiftWeek(firstWeek, i - 1));
  const rnd = random(42);
  const byWeek = voteWeeks.map(() => new Uint32Array(projects));
  for (let v = 0; v < votes; v++) {
    const p = Math.floor(rnd() ** 2 * projects); // a few popular projects, a long tail
    byWeek[Math.floor(rnd() * voteWeeks.length)]![p]!++;
  }
  const votesByWeekOf = (p: number, weeksIn: number) => {
    const out: Record<string, number> = {};
    for (let w = 0; w < weeksIn; w++) if (byWeek[w]![p]) out[voteWeeks[w]!] = byWeek[w]![p]!;
    return out;
  };

  const seedStart = Date.now();
  await writeAll(firestore, projects, (batch, p) => {
    const judgedWeek = voteWeeks[Math.floor(rnd() * voteWeeks.length)]!;
    const aiScore = Math.round((5.5 + rnd() * 3) * 10) / 10;
    // Shards: nothing folded yet (the first Monday folds week 0). --folded: every week in the counters.
    const votesByWeek = values.folded ? votesByWeekOf(p, voteWeeks.length) : {};
    const s = submissionSchema.parse({
      id: projectId(p),
      projectName: `Bench project ${p}`,
      description: DESCRIPTION,
      submittedBy: `bench-user-${p % 997}`,
      status: 'approved',
      createdAt: new Date('2026-09-01T10:00:00Z'),
      approvedAt: new Date('2026-09-02T10:00:00Z'),
      aiScore,
      innovationScore: 7,
      utilityScore: 7,
      reviewText: REVIEW,
      aiJudgedAt: addLocalDays(weekStartInstant(judgedWeek), 1),
      votesByWeek,
      voteCount: Object.values(votesByWeek).reduce((a, b) => a + b, 0),
      builderTool: ['Cursor', 'Claude'],
      projectUrl: `https://bench-${p}.example.com/`,
    });
    batch.set(firestore.collection(COLLECTIONS.submissions).doc(s.id), toStored(s));
  });
  const seedMs = Date.now() - seedStart;
  console.log(`seeded ${projects} projects, ${votes} votes in ${(seedMs / 1000).toFixed(1)} s`);

  console.log(
    'week        candidates  shards folded  entries     reads   writes   wall s   CPU s  peak RSS MB (base)  peak heap MB',
  );
  const rows: WeekRun[] = [];
  const shardSeeds: { weekOf: string; shards: number; seconds: number }[] = [];
  for (let i = 0; i < weeks; i++) {
    const weekOf = shiftWeek(firstWeek, i);
    if (!values.folded) {
      // The week that just ended, as its voters wrote it: v votes on min(v, 16) shards of the project.
      const started = Date.now();
      const counts = byWeek[i]!;
      let total = 0;
      for (let p = 0; p < projects; p++) total += Math.min(counts[p]!, PROJECT_COUNTER_SHARDS);
      const shardProject = new Uint32Array(total);
      const shardNumber = new Uint8Array(total);
      const shardVotes = new Uint32Array(total);
      for (let p = 0, k = 0; p < projects; p++) {
        const v = counts[p]!;
        const used = Math.min(v, PROJECT_COUNTER_SHARDS);
        for (let n = 0; n < used; n++, k++) {
          shardProject[k] = p;
          shardNumber[k] = n;
          shardVotes[k] = Math.floor(v / used) + (n < v % used ? 1 : 0);
        }
      }
      await writeAll(firestore, total, (batch, k) => {
        const id = projectId(shardProject[k]!);
        batch.set(
          firestore.collection(COLLECTIONS.projectCounterShards).doc(ids.projectCounterShard(id, shardNumber[k]!)),
          {
            projectId: id,
            votes: shardVotes[k]!,
            votesByWeek: { [voteWeeks[i]!]: shardVotes[k]! },
            vibes: 0,
          },
        );
      });
      shardSeeds.push({ weekOf, shards: total, seconds: (Date.now() - started) / 1000 });
      console.log(
        `${weekOf}: the week before in ${total} counter shards (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
    }
    const child = spawnSync('npx', ['tsx', join(__dirname, 'chart.ts'), '--run-week', weekOf], {
      env: process.env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 64 * 1024 * 1024,
    });
    const last = child.stdout.trim().split('\n').at(-1) ?? '';
    if (child.status !== 0 || !last.startsWith('{')) throw new Error(`week ${weekOf}: the run failed\n${child.stdout}`);
    const run = JSON.parse(last) as WeekRun;
    rows.push(run);
    console.log(
      [
        run.weekOf,
        String(run.candidates).padStart(10),
        String(run.foldedShards).padStart(14),
        String(run.entries).padStart(8),
        String(run.reads).padStart(9),
        String(run.writes).padStart(8),
        (run.wallMs / 1000).toFixed(1).padStart(8),
        (run.cpuMs / 1000).toFixed(1).padStart(7),
        `${run.peakRssMb} (${run.baseRssMb})`.padStart(19),
        String(run.peakHeapMb).padStart(13),
      ].join(' '),
    );
  }
  if (values.json) {
    const out = resolve(values.json);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(
      out,
      `${JSON.stringify({ projects, votes, weeks, folded: values.folded, seedMs, shardSeeds, rows }, null, 2)}\n`,
    );
  }
}

function main(): Promise<void> | void {
  if (values.help) return void console.log(USAGE);
  if (values['run-week']) return runWeek(values['run-week']);
  if (process.env.FIRESTORE_EMULATOR_HOST) return seedAndRun();
  // Outside a suite: a private Firestore emulator on the default ports + offset × 10, this script inside it.
  const offset = Number(values.offset);
  if (!Number.isInteger(offset) || offset < 1 || offset > 9) throw new Error('--offset must be 1..9');
  const root = resolve(__dirname, '..', '..');
  const args = process.argv.slice(2).filter((a, i, all) => a !== '--offset' && all[i - 1] !== '--offset');
  const quoted = args.map((a) => (/^[\w@./:=,-]+$/.test(a) ? a : `'${a.replaceAll("'", "'\\''")}'`));
  const r = spawnSync(
    process.execPath,
    [
      join(root, 'scripts', 'with-emulators.mjs'),
      '--offset',
      String(offset),
      '--only',
      'firestore',
      '--',
      `npx tsx scripts/bench/chart.ts ${quoted.join(' ')}`,
    ],
    { cwd: root, stdio: 'inherit' },
  );
  process.exit(r.status ?? 1);
}

Promise.resolve()
  .then(main)
  .catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
