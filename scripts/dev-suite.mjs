#!/usr/bin/env node
// A private emulator suite for one developer (or one of several working side by side on this
// machine): every emulator port shifted by --offset, the web app built into its own folder for
// those ports, then one command run inside `firebase emulators:exec`. `npm test` and `npm start`
// keep the default ports.
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PORTS, PROJECT_ID, ROOT, prepareEmulators, withEmulatorHostingHeaders } from './lib/emulator-env.mjs';
import { ensureFirestoreEmulator, ensureJava } from './lib/ensure.mjs';
import { TEST_SMTP_PORT, writeLocalSecrets } from './lib/local-mail.mjs';

const args = process.argv.slice(2);
if (args.includes('--help') || args.length === 0) {
  console.log(`Usage: node scripts/dev-suite.mjs --offset N [--no-web-build] -- <command ...>

Runs <command> inside an emulator suite whose ports are the defaults + N (N = 1..9 → +N*10,
e.g. --offset 2: firestore 8100, auth 9119, hosting 5020, functions 5021, hub 4420).
Builds functions, and web into web/dist-N for those ports (skip with --no-web-build).
The command sees FIRESTORE_EMULATOR_HOST etc. and VIBECHART_HOSTING_PORT.

Examples:
  node scripts/dev-suite.mjs --offset 2 -- npx vitest run --project e2e e2e/launchpad.test.ts
  node scripts/dev-suite.mjs --offset 3 -- npx vitest run --project emulator functions/test/mail.test.ts`);
  process.exit(args.length === 0 ? 1 : 0);
}
const dash = args.indexOf('--');
const command = dash >= 0 ? args.slice(dash + 1) : [];
const own = dash >= 0 ? args.slice(0, dash) : args;
const offsetAt = own.indexOf('--offset');
const offset = Number(own[offsetAt + 1]);
if (offsetAt < 0 || !Number.isInteger(offset) || offset < 1 || offset > 9 || command.length === 0) {
  console.error('dev-suite: give --offset 1..9 and a command after --');
  process.exit(2);
}
const shift = offset * 10;
// Ports that fetch() refuses ("bad port", the WHATWG fetch spec's list): offset 6 would put Hosting on
// 5060 and the functions on 5061 (SIP). Those move up by 5, where no other offset has a port.
const FETCH_BLOCKED_PORTS = new Set([5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6697, 10080]);
const port = (name) => (FETCH_BLOCKED_PORTS.has(PORTS[name] + shift) ? PORTS[name] + shift + 5 : PORTS[name] + shift);

// No ensureNodeModules here: an npm ci would pull node_modules from under other suites running
// side by side. Run `npm test` or `npm start` once first.
ensureJava();
ensureFirestoreEmulator();

const { env, only } = prepareEmulators({ quiet: true });
const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
for (const name of ['hub', 'logging', 'auth', 'firestore', 'functions', 'hosting', 'storage']) {
  config.emulators[name] = { host: '127.0.0.1', port: port(name) };
}
// The Firestore emulator's websocket (default 9150) would be shared by suites side by side.
config.emulators.firestore.websocketPort = 9150 + shift;
config.emulators.ui = { enabled: false };
withEmulatorHostingHeaders(config, { auth: port('auth'), firestore: port('firestore'), storage: port('storage') });
const webDir = `web/dist-${offset}`;
config.hosting.public = webDir;
const configPath = join(ROOT, `firebase.dev-${offset}.json`);
writeFileSync(configPath, JSON.stringify(config, null, 2) + '\n');

const run = (cmd, cmdArgs, extraEnv = {}, cwd = ROOT) => {
  const result = spawnSync(cmd, cmdArgs, { cwd, stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (result.error) console.error(`dev-suite: ${cmd}: ${result.error.message}`);
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run('npm', ['run', 'build', '--workspace', 'functions', '--silent']);
if (!own.includes('--no-web-build')) {
  run(
    process.execPath,
    ['build.mjs', '--outDir', join(ROOT, webDir), '--logLevel', 'warn'],
    {
      VITE_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${port('firestore')}`,
      VITE_AUTH_EMULATOR_HOST: `127.0.0.1:${port('auth')}`,
    },
    join(ROOT, 'web'),
  );
}
// The page server and template of this suite's web build (web/build.mjs).
env.VIBECHART_SSR_DIR = join(ROOT, `${webDir}-ssr`);
env.VIBECHART_BLOB_DIR = join(ROOT, '.cache', `dev-blobs-${offset}`);
// Shared file: suites started side by side overwrite each other's SMTP_URL (keys are kept).
writeLocalSecrets({ smtpUrl: `smtp://127.0.0.1:${TEST_SMTP_PORT + shift}` });
env.VIBECHART_TEST_SMTP_PORT = String(TEST_SMTP_PORT + shift);
env.VIBECHART_HOSTING_PORT = String(port('hosting'));
env.VIBECHART_FUNCTIONS_PORT = String(port('functions'));
// Every query this suite's processes run, for the index check (tests/query-indexes.setup.ts).
env.VIBECHART_QUERY_SHAPES = join(ROOT, '.cache', 'query-shapes', `offset-${offset}`);
rmSync(env.VIBECHART_QUERY_SHAPES, { recursive: true, force: true });
const quoted = command.map((part) => (/^[\w@./:=,-]+$/.test(part) ? part : `'${part.replaceAll("'", "'\\''")}'`));
run(join(ROOT, 'node_modules', '.bin', 'firebase'), [
  'emulators:exec',
  '--config',
  configPath,
  '--project',
  PROJECT_ID,
  '--only',
  only.join(','),
  quoted.join(' '),
]);
