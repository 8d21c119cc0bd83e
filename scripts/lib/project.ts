// The Firebase project id the emulators, scripts and tests use: .firebaserc's default, the one place
// it is set (scripts/lib/emulator-env.mjs reads the same file for the emulator launcher).
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const PROJECT_ID: string = (
  JSON.parse(readFileSync(join(ROOT, '.firebaserc'), 'utf8')) as { projects: { default: string } }
).projects.default;
