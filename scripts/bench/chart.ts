// `npm run bench:chart -- [--projects 10000] [--votes 200000] [--weeks 5]`: seeds the emulator with
// projects (no thumbnails; per-project votesByWeek counters, as the vote transaction keeps them),
// then runs the Monday chart job for consecutive weeks and prints wall time and Firestore reads.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../functions/src/domain/collections';
import { submissionSchema } from '../../functions/src/domain/entities';
import { toStored } from '../../functions/src/domain/firestore-data';
import { addLocalDays, shiftWeek, weekStartInstant } from '../../functions/src/domain/week';
import { countReads, installReadMeter } from '../../functions/src/infra/read-meter';
import { runChartJob } from '../../functions/src/jobs/chart';
import { PROJECT_ID } from '../lib/project';

const USAGE = `Usage: npm run bench:chart -- [--projects N] [--votes N] [--weeks N] [--json <file>]
Resets the emulator's Firestore, seeds N projects (about 60% judged at 7.0 or more) and the votes as
per-project weekly counters, runs the chart job for --weeks consecutive weeks and prints a table.
--json also writes the seed time and each week's row as JSON.`;

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

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      projects: { type: 'string', default: '10000' },
      votes: { type: 'string', default: '200000' },
      weeks: { type: 'string', default: '5' },
      json: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return void console.log(USAGE);
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run through `npm run bench:chart`');
  const projects = Number(values.projects);
  const votes = Number(values.votes);
  const weeks = Number(values.weeks);
  if (![projects, votes, weeks].every((n) => Number.isInteger(n) && n >= 1)) throw new Error(USAGE);
  const projectId = PROJECT_ID;
  if (!getApps().length) initializeApp({ projectId });
  const db = getFirestore();
  const reset = await fetch(`http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  if (!reset.ok) throw new Error(`reset failed: ${reset.status}`);

  const firstWeek = '2026-10-05';
  const voteWeeks = Array.from({ length: weeks + 1 }, (_, i) => shiftWeek(firstWeek, i - 1));
  const rnd = random(42);
  const byWeek = Array.from({ length: projects }, () => ({}) as Record<string, number>);
  for (let v = 0; v < votes; v++) {
    const p = Math.floor(rnd() ** 2 * projects); // a few popular projects, a long tail
    const week = voteWeeks[Math.floor(rnd() * voteWeeks.length)]!;
    byWeek[p]![week] = (byWeek[p]![week] ?? 0) + 1;
  }
  const seedStart = Date.now();
  const writers = [];
  for (let i = 0; i < projects; i += 500) {
    const batch = db.batch();
    for (let p = i; p < Math.min(projects, i + 500); p++) {
      const id = `bench-${String(p).padStart(6, '0')}`;
      const judgedWeek = voteWeeks[Math.floor(rnd() * voteWeeks.length)]!;
      const aiScore = Math.round((5.5 + rnd() * 3) * 10) / 10;
      const votesByWeek = byWeek[p]!;
      const s = submissionSchema.parse({
        id,
        projectName: `Bench project ${p}`,
        description: 'A benchmark project for the chart job.',
        submittedBy: `bench-user-${p % 997}`,
        status: 'approved',
        createdAt: new Date('2026-09-01T10:00:00Z'),
        approvedAt: new Date('2026-09-02T10:00:00Z'),
        aiScore,
        innovationScore: 7,
        utilityScore: 7,
        reviewText: 'Benchmark review text.',
        aiJudgedAt: addLocalDays(weekStartInstant(judgedWeek), 1),
        votesByWeek,
        voteCount: Object.values(votesByWeek).reduce((a, b) => a + b, 0),
      });
      batch.set(db.collection(COLLECTIONS.submissions).doc(id), toStored(s));
    }
    writers.push(batch.commit());
    if (writers.length >= 8) await Promise.all(writers.splice(0));
  }
  await Promise.all(writers);
  const seedMs = Date.now() - seedStart;
  console.log(`seeded ${projects} projects, ${votes} votes in ${seedMs} ms`);

  installReadMeter(true);
  console.log('week        entries  reads  writes  wall ms');
  const rows: { weekOf: string; entries: number; reads: number; writes: number; wallMs: number }[] = [];
  for (let i = 0; i < weeks; i++) {
    const weekOf = shiftWeek(firstWeek, i);
    const started = Date.now();
    const { result, reads } = await countReads(() => runChartJob({ db, now: weekStartInstant(weekOf) }));
    const ms = Date.now() - started;
    if (result.status !== 'published') throw new Error(`week ${weekOf}: ${result.status}`);
    console.log(
      `${weekOf}  ${String(result.entries).padStart(7)}  ${String(reads).padStart(5)}  ${String(result.writes).padStart(6)}  ${String(ms).padStart(7)}`,
    );
    rows.push({ weekOf, entries: result.entries, reads, writes: result.writes, wallMs: ms });
  }
  if (values.json) {
    const out = resolve(values.json);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify({ projects, votes, weeks, seedMs, rows }, null, 2)}\n`);
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
