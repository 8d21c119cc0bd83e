// `npm run seed -- [--size N] [--now ISO] [--if-empty] [--reset]`: demo data for the local emulators.
// Deterministic (same size + now -> same documents) and idempotent (deterministic ids, full sets).
import { createBlobStore } from '../functions/src/infra/blob-store';
import {
  DEFAULT_SEED_SIZE,
  assertEmulatorEnv,
  emulatorTargets,
  hasSubmissions,
  readSeedMeta,
  resetEmulators,
  resolveSeedOptions,
  runSeed,
} from './lib/seed/run';
import type { SeedReport } from './lib/seed/run';
import { ScriptFailure, parseCount, parseNow, runScript } from './lib/cli';

const USAGE = `Usage: npm run seed -- [options]

Fills the local Firebase emulators (Firestore + Auth) with VibeChart demo data: users (incl.
admin@vibechart.dev with the admin claim and demo@vibechart.dev, both with a Google account in the
Auth emulator), projects in every lifecycle state with thumbnails, votes, vibes, AI reviews and
eight weeks of charts. Refuses to run unless FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST
are set. Thumbnails go to the Storage emulator when FIREBASE_STORAGE_EMULATOR_HOST is set, else to
VIBECHART_BLOB_DIR (default <repo>/.local-blobs), served by /api/blobs/.

Options:
  --size N      number of projects (default ${DEFAULT_SEED_SIZE}; users = max(60, N/5))
  --now ISO     the reference time, e.g. 2026-11-22T12:00:00Z (default: the current time, or VIBECHART_NOW);
                the newest chart is the week containing it. Same size + now = same data.
                Without --size/--now a re-run repeats the stored seed (config/seed) exactly;
                other values on top of an existing seed are refused unless --reset is given.
  --if-empty    do nothing when the submissions collection already has documents
  --reset       empty Firestore, Auth and the seeded thumbnails first (emulators only)
  --no-thumbnails  skip the images (thumbnailUrl stays null): much faster for large sizes
  --help        show this help`;

function printReport(report: SeedReport): void {
  const lines = [
    `[seed] size ${report.options.size}, now ${report.options.now.toISOString()}, current week ${report.currentWeek}`,
    '[seed] documents per collection:',
    ...Object.entries(report.documents)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, n]) => `         ${name.padEnd(22)} ${n}`),
    `[seed] auth users: ${report.authUsersCreated} created, ${report.authUsersKept} already there` +
      (report.authUsersReplaced
        ? `, ${report.authUsersReplaced} hand-made accounts with a seeded e-mail replaced`
        : ''),
    `[seed] thumbnails: ${report.thumbnails} projects x 2 sizes`,
    `[seed] lifecycle: ${Object.entries(report.stages)
      .map(([stage, n]) => `${stage} ${n}`)
      .join(', ')}`,
    `[seed] chart sizes (oldest first): ${Object.values(report.chartSizes).join(' ')}`,
    `[seed] timings (s): ${Object.entries(report.timings)
      .map(([k, v]) => `${k} ${v.toFixed(1)}`)
      .join(', ')}`,
    `[seed] done in ${report.seconds.toFixed(1)} s`,
  ];
  console.log(lines.join('\n'));
}

runScript({
  name: 'seed',
  usage: USAGE,
  options: {
    size: { type: 'string' },
    now: { type: 'string' },
    'if-empty': { type: 'boolean', default: false },
    reset: { type: 'boolean', default: false },
    'no-thumbnails': { type: 'boolean', default: false },
  },
  main: async (values) => {
    const size = parseCount('size', values.size, 1, 100_000);
    const now = values.now === undefined ? undefined : parseNow(values.now);
    try {
      assertEmulatorEnv();
    } catch (error) {
      throw new ScriptFailure((error as Error).message);
    }

    const blobStore = createBlobStore();
    const targets = emulatorTargets(blobStore);
    if (values.reset) {
      console.log('[seed] --reset: emptying Firestore, Auth and the seeded thumbnails');
      await resetEmulators(blobStore);
    } else if (values['if-empty'] && (await hasSubmissions(targets.db))) {
      console.log('[seed] --if-empty: submissions already has documents, nothing to do');
      return;
    }
    const meta = values.reset ? null : await readSeedMeta(targets.db);
    const { options, conflict } = resolveSeedOptions({ size, now }, meta);
    if (conflict) throw new ScriptFailure(`refusing: ${conflict}`);
    if (meta) console.log(`[seed] re-running the stored seed (size ${meta.size}, now ${meta.now.toISOString()})`);
    printReport(await runSeed(options, targets, { thumbnails: !values['no-thumbnails'] }));
  },
});
