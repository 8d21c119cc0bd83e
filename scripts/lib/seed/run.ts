// The seed as a function (the CLI in scripts/seed.ts and the emulator test both call it), plus the
// emulator-only helpers it needs: the safety check, "is it empty?" and a full reset.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../functions/src/domain/collections';
import type { LifecycleStage } from '../../../functions/src/domain/entities';
import type { BlobStore } from '../../../functions/src/infra/blob-store';
import { createBlobStore } from '../../../functions/src/infra/blob-store';
import { systemClock } from '../../../functions/src/infra/clock';
import { GENERATOR_VERSION, SEED_META_ID, generateDataset, seedMetaSchema } from './generate';
import type { SeedMeta, SeedOptions } from './generate';
import { parseStored } from '../../../functions/src/domain/firestore-data';
import type { SeedTargets, WriteOptions, WriteReport } from './write';
import { writeDataset } from './write';
import { PROJECT_ID } from '../project';

export const SEED_PROJECT_ID = PROJECT_ID;
export const DEFAULT_SEED_SIZE = 300;

export interface SeedReport extends WriteReport {
  options: SeedOptions;
  currentWeek: string;
  stages: Partial<Record<LifecycleStage, number>>;
  chartSizes: Record<string, number>;
  seconds: number;
}

/** Refuses anything but the emulators: the Admin SDK would otherwise talk to a real project. */
export function assertEmulatorEnv(env: NodeJS.ProcessEnv = process.env): void {
  const missing = ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'].filter((name) => !env[name]);
  if (missing.length) {
    throw new Error(
      `Refusing to seed: ${missing.join(' and ')} not set. The seed only writes to the local emulators ` +
        '(run it through `npm start`, or inside `firebase emulators:exec`).',
    );
  }
}

/** Admin SDK clients bound to the emulators (the SDK reads the *_EMULATOR_HOST variables). */
export function emulatorTargets(blobStore: BlobStore = createBlobStore()): SeedTargets {
  assertEmulatorEnv();
  const app =
    getApps()[0] ?? initializeApp({ projectId: SEED_PROJECT_ID, storageBucket: `${SEED_PROJECT_ID}.appspot.com` });
  return { db: getFirestore(app), auth: getAuth(app), blobStore };
}

export async function hasSubmissions(db: Firestore): Promise<boolean> {
  return !(await db.collection(COLLECTIONS.submissions).limit(1).get()).empty;
}

/** What the emulators were last seeded with (config/seed), if anything. */
export async function readSeedMeta(db: Firestore): Promise<SeedMeta | null> {
  const snap = await db.collection(COLLECTIONS.config).doc(SEED_META_ID).get();
  return snap.exists ? parseStored(seedMetaSchema, snap.ref.path, snap.id, snap.data()) : null;
}

/**
 * The seed to run: explicit options win, else the stored seed's (so a plain re-run rewrites the very
 * same documents), else size 300 at the current time. Seeding other parameters on top of an existing
 * seed would leave its extra documents behind, so that answers a reason to refuse instead.
 */
export function resolveSeedOptions(
  requested: { size?: number; now?: Date },
  meta: SeedMeta | null,
  clock: () => Date = systemClock(),
): { options: SeedOptions; conflict: string | null } {
  const options = {
    size: requested.size ?? meta?.size ?? DEFAULT_SEED_SIZE,
    now: requested.now ?? meta?.now ?? clock(),
  };
  if (!meta) return { options, conflict: null };
  const same =
    meta.size === options.size &&
    meta.now.getTime() === options.now.getTime() &&
    meta.generatorVersion === GENERATOR_VERSION;
  if (same) return { options, conflict: null };
  return {
    options,
    conflict:
      `the emulators hold a seed of size ${meta.size} at ${meta.now.toISOString()} (generator v${meta.generatorVersion}); ` +
      `seeding size ${options.size} at ${options.now.toISOString()} (v${GENERATOR_VERSION}) on top would leave stale documents. ` +
      'Add --reset to start from empty emulators, or run without --size/--now to rewrite the same seed.',
  };
}

/** Empties the emulators' Firestore and Auth (their REST reset endpoints) and the seeded thumbnails. */
export async function resetEmulators(blobStore: BlobStore, projectId = SEED_PROJECT_ID): Promise<void> {
  assertEmulatorEnv();
  const calls = [
    `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${projectId}/accounts`,
  ];
  for (const url of calls) {
    const res = await fetch(url, { method: 'DELETE' });
    if (!res.ok) throw new Error(`reset failed: DELETE ${url} -> ${res.status} ${await res.text()}`);
  }
  await blobStore.delete('thumbnails');
}

export async function runSeed(
  options: SeedOptions,
  targets: SeedTargets,
  writeOptions?: WriteOptions,
): Promise<SeedReport> {
  const started = Date.now();
  const dataset = generateDataset(options);
  const generated = (Date.now() - started) / 1000;
  const report = await writeDataset(dataset, targets, writeOptions);
  const stages: Partial<Record<LifecycleStage, number>> = {};
  for (const stage of dataset.stages.values()) stages[stage] = (stages[stage] ?? 0) + 1;
  return {
    ...report,
    timings: { generate: generated, ...report.timings },
    options,
    currentWeek: dataset.currentWeek,
    stages,
    chartSizes: Object.fromEntries(dataset.charts.slice(0, -1).map((c) => [c.weekOf, c.entries.length])),
    seconds: (Date.now() - started) / 1000,
  };
}
