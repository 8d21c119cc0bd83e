#!/usr/bin/env node
// A private emulator suite for one developer (or one of several working side by side on this
// machine): every emulator port shifted by --offset (scripts/lib/suite.mjs), the web app built into
// a folder of its own, then one command run inside `firebase emulators:exec`. `npm start`
// keeps the default ports; `npm test` uses the defaults and offsets 10 and up.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_ID, ROOT, prepareEmulators } from './lib/emulator-env.mjs';
import { ensureFirestoreEmulator, ensureJava, onProjectNode } from './lib/ensure.mjs';
import { MAX_OFFSET, isOffset, prepareSuite, webDirFor } from './lib/suite.mjs';

const args = process.argv.slice(2);
if (args.includes('--help') || args.length === 0) {
  console.log(`Usage: node scripts/dev-suite.mjs --offset N [--no-web-build] -- <command ...>

Runs <command> inside an emulator suite whose ports are the defaults + N (N = 1..9 → +N*10,
e.g. --offset 2: firestore 8100, auth 9119, hosting 5020, functions 5021, hub 4420; 10..23 →
+N*1000, the range npm test uses for its parallel suites). Builds functions, and web into
web/dist-N, a folder of its own (skip with --no-web-build). The suite's functions source is
.cache/suites/dev-N/functions (its own .secret.local: mail goes to SMTP port 2525 + N*10).
The command sees FIRESTORE_EMULATOR_HOST etc., VIBECHART_HOSTING_PORT and VIBECHART_TEST_SMTP_PORT.

Examples:
  node scripts/dev-suite.mjs --offset 2 -- npx vitest run --project e2e e2e/launchpad.test.ts
  node scripts/dev-suite.mjs --offset 3 -- npx vitest run --project 'emulator*' functions/test/mail.test.ts`);
  process.exit(args.length === 0 ? 1 : 0);
}
const dash = args.indexOf('--');
const command = dash >= 0 ? args.slice(dash + 1) : [];
const own = dash >= 0 ? args.slice(0, dash) : args;
const offsetAt = own.indexOf('--offset');
const offset = Number(own[offsetAt + 1]);
if (offsetAt < 0 || !isOffset(offset) || offset === 0 || command.length === 0) {
  console.error(`dev-suite: give --offset 1..${MAX_OFFSET} and a command after --`);
  process.exit(2);
}
// No ensureNodeModules here: an npm ci would pull node_modules from under other suites running
// side by side. Run `npm test` or `npm start` once first.
await onProjectNode();
ensureJava();
ensureFirestoreEmulator();

const { env, only } = prepareEmulators({ quiet: true });
const webDir = webDirFor(offset);
const suite = prepareSuite({ name: `dev-${offset}`, offset, webDir });
Object.assign(env, suite.env);

const run = (cmd, cmdArgs, extraEnv = {}, cwd = ROOT) => {
  const result = spawnSync(cmd, cmdArgs, { cwd, stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (result.error) console.error(`dev-suite: ${cmd}: ${result.error.message}`);
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run('npm', ['run', 'build', '--workspace', 'functions', '--silent']);
if (!own.includes('--no-web-build')) {
  run(process.execPath, ['build.mjs', '--outDir', join(ROOT, webDir), '--logLevel', 'warn'], {}, join(ROOT, 'web'));
}
const quoted = command.map((part) => (/^[\w@./:=,-]+$/.test(part) ? part : `'${part.replaceAll("'", "'\\''")}'`));
run(join(ROOT, 'node_modules', '.bin', 'firebase'), [
  'emulators:exec',
  '--config',
  suite.configPath,
  '--project',
  PROJECT_ID,
  '--only',
  only.join(','),
  quoted.join(' '),
]);
