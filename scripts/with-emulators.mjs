#!/usr/bin/env node
// Runs a command inside `firebase emulators:exec` with this machine's emulator setup
// (scripts/lib/emulator-env.mjs). Usage: node scripts/with-emulators.mjs [--only auth,firestore] -- <command>
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_ID, ROOT, prepareEmulators } from './lib/emulator-env.mjs';
import { ensureFirestoreEmulator, ensureJava, ensureNodeModules } from './lib/ensure.mjs';

const args = process.argv.slice(2);
const dash = args.indexOf('--');
if (dash < 0 || args.includes('--help')) {
  console.log('Usage: node scripts/with-emulators.mjs [--only auth,firestore] -- <command ...>');
  process.exit(dash < 0 && !args.includes('--help') ? 2 : 0);
}
const onlyIndex = args.indexOf('--only');
const command = args.slice(dash + 1).join(' ');
ensureNodeModules();
ensureJava();
ensureFirestoreEmulator();
const { env, only, configPath } = prepareEmulators();
const chosen = onlyIndex >= 0 && onlyIndex < dash ? args[onlyIndex + 1].split(',') : only;
const result = spawnSync(
  join(ROOT, 'node_modules', '.bin', 'firebase'),
  ['emulators:exec', '--config', configPath, '--project', PROJECT_ID, '--only', chosen.join(','), command],
  { cwd: ROOT, stdio: 'inherit', env },
);
process.exit(result.status ?? 1);
