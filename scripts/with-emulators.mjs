#!/usr/bin/env node
// Runs a command inside `firebase emulators:exec` with this machine's emulator setup
// (scripts/lib/emulator-env.mjs). Usage: node scripts/with-emulators.mjs [--only auth,firestore] [--offset N] -- <command>
// --offset N shifts every emulator port by N × 10 (as scripts/dev-suite.mjs does), so a bench can
// run beside npm start, npm test and other suites.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ID, ROOT, prepareEmulators } from './lib/emulator-env.mjs';
import { ensureFirestoreEmulator, ensureJava, ensureNodeModules, onProjectNode } from './lib/ensure.mjs';

const args = process.argv.slice(2);
const dash = args.indexOf('--');
if (dash < 0 || args.includes('--help')) {
  console.log('Usage: node scripts/with-emulators.mjs [--only auth,firestore] [--offset 1..9] -- <command ...>');
  process.exit(dash < 0 && !args.includes('--help') ? 2 : 0);
}
const onlyIndex = args.indexOf('--only');
const offsetIndex = args.indexOf('--offset');
const offset = offsetIndex >= 0 && offsetIndex < dash ? Number(args[offsetIndex + 1]) : 0;
if (!Number.isInteger(offset) || offset < 0 || offset > 9) {
  console.error('with-emulators: --offset must be 1..9');
  process.exit(2);
}
const command = args.slice(dash + 1).join(' ');
// With an offset this may run beside other suites: an npm ci would pull node_modules from under them.
if (!offset) ensureNodeModules();
await onProjectNode();
ensureJava();
ensureFirestoreEmulator();
const { env, only, configPath: defaultConfigPath } = prepareEmulators({ quiet: Boolean(offset) });
const chosen = onlyIndex >= 0 && onlyIndex < dash ? args[onlyIndex + 1].split(',') : only;
let configPath = defaultConfigPath;
if (offset) {
  // The same shift as scripts/dev-suite.mjs, including its step past ports fetch() refuses.
  const blocked = new Set([5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6697, 10080]);
  const config = JSON.parse(readFileSync(defaultConfigPath, 'utf8'));
  for (const name of ['hub', 'logging', 'auth', 'firestore', 'functions', 'hosting', 'storage']) {
    const shifted = config.emulators[name].port + offset * 10;
    config.emulators[name] = { host: '127.0.0.1', port: blocked.has(shifted) ? shifted + 5 : shifted };
  }
  config.emulators.firestore.websocketPort = 9150 + offset * 10;
  config.emulators.ui = { enabled: false };
  configPath = join(ROOT, `firebase.dev-${offset}.json`);
  writeFileSync(configPath, JSON.stringify(config, null, 2) + '\n');
}
const result = spawnSync(
  join(ROOT, 'node_modules', '.bin', 'firebase'),
  ['emulators:exec', '--config', configPath, '--project', PROJECT_ID, '--only', chosen.join(','), command],
  { cwd: ROOT, stdio: 'inherit', env },
);
process.exit(result.status ?? 1);
