#!/usr/bin/env node
// `npm start`: install what is missing, build, start the emulator suite with the data of the last
// run (or fresh with --fresh), seed demo data when empty, print where everything is; Ctrl-C stops
// everything and saves the data. `--empty` starts a brand-new deployment: fresh and never seeded.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PORTS, PROJECT_ID, ROOT, prepareEmulators } from './lib/emulator-env.mjs';
import { build, ensureFirestoreEmulator, ensureJava, ensureNodeModules, onProjectNode, run } from './lib/ensure.mjs';
import { waitForEmulators } from './lib/wait.mjs';
import { startMaildev, writeLocalEnv, writeLocalSecrets } from './lib/local-mail.mjs';

const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log(`Usage: npm start [-- --fresh | --empty]

Runs VibeChart on the local Firebase emulator suite (auth, firestore, functions, hosting) with demo data
(none with --empty), and maildev as the local inbox: every e-mail the site sends lands there (SMTP near
port 1025, web inbox near 1080, the next free ports otherwise). The emulator's secrets go to functions/.secret.local.
  --fresh   forget the saved emulator data and blobs, start empty and seed again
  --empty   a brand-new deployment: forget the saved data and blobs like --fresh, but seed nothing
            (no demo data, no accounts); it prints how to make the first admin
Data is saved to .emulator-data/ on Ctrl-C and loaded on the next start.`);
  process.exit(0);
}
const empty = args.includes('--empty');
const fresh = empty || args.includes('--fresh');
const DATA_DIR = join(ROOT, '.emulator-data');
const BLOB_DIR = join(ROOT, '.local-blobs');

ensureNodeModules();
await onProjectNode();
ensureJava();
ensureFirestoreEmulator();
build();

if (fresh) {
  console.log(`[start] ${empty ? '--empty' : '--fresh'}: removing saved emulator data and local blobs`);
  rmSync(DATA_DIR, { recursive: true, force: true });
  rmSync(BLOB_DIR, { recursive: true, force: true });
}

// The local inbox first: the functions emulator reads SMTP_URL from functions/.secret.local.
const maildev = await startMaildev();
process.on('exit', () => maildev.stop());
const secrets = writeLocalSecrets({ smtpUrl: maildev.smtpUrl });
writeLocalEnv({ siteUrl: `http://127.0.0.1:${PORTS.hosting}` });
console.log(
  `[start] maildev: inbox ${maildev.inboxUrl}, SMTP ${maildev.smtpUrl} (SMTP_URL in functions/.secret.local)`,
);

const { env, only, configPath } = prepareEmulators();
env.VIBECHART_BLOB_DIR = BLOB_DIR;
const firebaseArgs = ['emulators:start', '--config', configPath, '--project', PROJECT_ID, '--only', only.join(',')];
if (existsSync(join(DATA_DIR, 'firebase-export-metadata.json'))) firebaseArgs.push('--import', DATA_DIR);
firebaseArgs.push('--export-on-exit', DATA_DIR);

// Own process group: a terminal Ctrl-C reaches only us, and we pass exactly one SIGINT on, so
// firebase-tools exports the data instead of being force-killed by a second signal.
const firebase = spawn(join(ROOT, 'node_modules', '.bin', 'firebase'), firebaseArgs, {
  cwd: ROOT,
  env,
  stdio: 'inherit',
  detached: true,
});
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  console.log('\n[start] stopping the emulators and saving data to .emulator-data/ ...');
  maildev.stop();
  try {
    process.kill(-firebase.pid, 'SIGINT');
  } catch {
    // already gone
  }
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
firebase.on('exit', (code, signal) => {
  maildev.stop();
  console.log(`[start] emulators stopped (${signal ?? `exit ${code}`})`);
  process.exit(stopping ? 0 : (code ?? 1));
});

try {
  await waitForEmulators(only, { timeoutMs: 180_000 });
  const emulatorEnv = {
    ...env,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${PORTS.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${PORTS.auth}`,
    GCLOUD_PROJECT: PROJECT_ID,
    ...(only.includes('storage') ? { FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${PORTS.storage}` } : {}),
  };
  if (!empty) run('npx', ['tsx', 'scripts/seed.ts', '--if-empty'], { env: emulatorEnv });
  const accounts = empty
    ? `    Accounts:        none. This is a brand-new deployment: empty database, no demo data.
                     Sign in with Google once (the Auth emulator's page adds an account), then
                     make that account the first admin from another terminal:
                       FIRESTORE_EMULATOR_HOST=127.0.0.1:${PORTS.firestore} FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:${PORTS.auth} npm run admin:grant -- <email>
                     and sign in again: the role applies from the next sign-in.`
    : `    Demo accounts:   demo@vibechart.dev (user), admin@vibechart.dev (admin)
                     sign in with Google: the Auth emulator's page lists both`;
  console.log(`
  VibeChart is running on the local emulator suite${empty ? ', EMPTY (npm start -- --empty)' : ''}
    Site:            http://127.0.0.1:${PORTS.hosting}/
    API:             http://127.0.0.1:${PORTS.hosting}/api/health
${accounts}
    Mail inbox:      ${maildev.inboxUrl}  (maildev; every e-mail the site sends lands here)
    Campaign key:    ${secrets.ADMIN_CAMPAIGN_KEY}  (for /admin/beta-email; ADMIN_CAMPAIGN_KEY in functions/.secret.local)
    Press Ctrl-C to stop; data is kept in .emulator-data/ (npm start -- --fresh starts over with demo data).
`);
} catch (error) {
  console.error(`[start] ${error.message}`);
  stop();
}
