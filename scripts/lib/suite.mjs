// One complete emulator suite (hub, auth, firestore, functions, hosting) at a port offset, so that
// several can run side by side on one machine: `npm test` runs its emulator and browser files in a
// few of them at once, and scripts/dev-suite.mjs gives each developer a private one.
//
// Offsets: 0 is firebase.json's ports (npm start, npm test's first suite); 1–9 shift every port by
// 10·N (dev-suite, bench); 10–23 shift by 1000·N (npm test's other suites), a range no dev-suite uses.
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PORTS, ROOT, withEmulatorHostingHeaders } from './emulator-env.mjs';
import { TEST_SMTP_PORT, writeLocalSecrets, writeSecretsFile } from './local-mail.mjs';

/** Every port a suite listens on (the ones firebase.json leaves to firebase-tools included). */
const { ui: _ui, ...EMULATOR_PORTS } = PORTS; // suites never run the Emulator UI
const BASE_PORTS = {
  ...EMULATOR_PORTS,
  websocket: 9150, // the Firestore emulator's websocket
  eventarc: 9299,
  tasks: 9499,
  smtp: TEST_SMTP_PORT, // the tests' SMTP sink, where this suite's emulated function sends mail
};

// Ports that fetch() refuses ("bad port", the WHATWG fetch spec's list): offset 6 would put Hosting on
// 5060 and the functions on 5061 (SIP). Those move up by 5, where no other offset has a port.
const FETCH_BLOCKED_PORTS = new Set([5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6697, 10080]);

export const MAX_OFFSET = 23; // 9099 + 23 000 stays below Linux's ephemeral ports (32768+)

export function isOffset(value) {
  return Number.isInteger(value) && value >= 0 && value <= MAX_OFFSET;
}

/** The ports of the suite at `offset` (see the top of this file). */
export function suitePorts(offset) {
  if (!isOffset(offset)) throw new Error(`no port offset ${offset} (0–${MAX_OFFSET})`);
  const shift = offset <= 9 ? offset * 10 : offset * 1000;
  const ports = {};
  for (const [name, base] of Object.entries(BASE_PORTS)) {
    const port = base + shift;
    ports[name] = FETCH_BLOCKED_PORTS.has(port) ? port + 5 : port;
  }
  return ports;
}

/** The ports an emulator suite at `offset` listens on, for a check that they are free first. */
export function listeningPorts(offset) {
  const p = suitePorts(offset);
  return [p.hub, p.logging, p.hosting, p.functions, p.firestore, p.auth, p.websocket, p.eventarc, p.tasks];
}

/**
 * A suite's web build folder. One build serves any ports (each page names its emulators: pages.ts);
 * a dev suite builds its own so that rebuilding it leaves other suites' pages alone.
 */
export function webDirFor(offset) {
  return offset === 0 ? 'web/dist' : `web/dist-${offset}`;
}

/**
 * The Functions emulator reads its secrets from <functions source>/.secret.local, and those win over
 * the environment; SMTP_URL differs per suite (each has its own SMTP sink port). So a suite at another
 * offset gets its own functions source: package.json and .env files copied, lib/ linked to the one
 * build, .secret.local with functions/.secret.local's keys and its own SMTP_URL. Returns its path.
 */
function functionsSourceFor(name, smtpUrl) {
  const source = join(ROOT, '.cache', 'suites', name, 'functions');
  rmSync(source, { recursive: true, force: true });
  mkdirSync(source, { recursive: true });
  const functions = join(ROOT, 'functions');
  for (const file of readdirSync(functions)) {
    if (file === 'package.json' || (file.startsWith('.env') && !file.endsWith('.secret.local'))) {
      cpSync(join(functions, file), join(source, file));
    }
  }
  // Linked, not copied: the bundle then resolves its packages from functions/node_modules as usual.
  symlinkSync(join(functions, 'lib'), join(source, 'lib'), 'dir');
  const keys = writeLocalSecrets({ keepSmtpUrl: true });
  writeSecretsFile(join(source, '.secret.local'), { ...keys, SMTP_URL: smtpUrl });
  return source;
}

/**
 * Writes the firebase config of the suite `name` at `offset` (firebase.<name>.json: ports, hosting
 * headers for those ports, the web build in `webDir`) and, unless offset is 0, its own functions
 * source. Offset 0 writes functions/.secret.local's SMTP_URL itself. Returns the config path and the
 * variables the suite's commands need (ports, the blob and query-shape folders, the page server).
 */
export function prepareSuite({ name, offset, webDir = webDirFor(offset) }) {
  const ports = suitePorts(offset);
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  for (const emulator of [
    'hub',
    'logging',
    'auth',
    'firestore',
    'functions',
    'hosting',
    'storage',
    'eventarc',
    'tasks',
  ]) {
    config.emulators[emulator] = { host: '127.0.0.1', port: ports[emulator] };
  }
  config.emulators.firestore.websocketPort = ports.websocket;
  config.emulators.ui = { enabled: false };
  withEmulatorHostingHeaders(config, ports);
  config.hosting.public = webDir;
  const smtpUrl = `smtp://127.0.0.1:${ports.smtp}`;
  if (offset === 0) writeLocalSecrets({ smtpUrl });
  else config.functions[0].source = relative(ROOT, functionsSourceFor(name, smtpUrl));
  const configPath = join(ROOT, `firebase.${name}.json`);
  writeFileSync(configPath, JSON.stringify(config, null, 2) + '\n');

  const env = {
    VIBECHART_HOSTING_PORT: String(ports.hosting),
    VIBECHART_FUNCTIONS_PORT: String(ports.functions),
    VIBECHART_TEST_SMTP_PORT: String(ports.smtp),
    VIBECHART_BLOB_DIR: join(ROOT, '.cache', 'suites', name, 'blobs'),
    // Every query this suite's processes run, for the index check (tests/query-indexes.setup.ts).
    VIBECHART_QUERY_SHAPES: join(ROOT, '.cache', 'query-shapes', name),
    // Where the functions SDK writes the manifest the functions emulator reads (prepareEmulators).
    FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH: join(ROOT, '.cache', 'suites', name, 'discovery'),
  };
  // The page server and template that go with this web build (web/build.mjs writes <dir>-ssr).
  if (webDir !== 'web/dist') env.VIBECHART_SSR_DIR = join(ROOT, `${webDir}-ssr`);
  for (const dir of [env.VIBECHART_BLOB_DIR, env.VIBECHART_QUERY_SHAPES]) rmSync(dir, { recursive: true, force: true });
  rmSync(env.FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH, { recursive: true, force: true });
  mkdirSync(env.FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH, { recursive: true });
  return { configPath, ports, env };
}

/**
 * Ends a Firestore emulator still listening on `port` after its emulators:exec has ended: a firebase
 * CLI that dies leaves its JVM running (in a process group of its own) on the suite's port.
 * Returns the pids it ended.
 */
export function endLeftoverFirestore(port, procDir = '/proc') {
  const ended = [];
  for (const pid of readdirSync(procDir).filter((entry) => /^\d+$/.test(entry))) {
    let args;
    try {
      args = readFileSync(join(procDir, pid, 'cmdline'), 'utf8').split('\0');
    } catch {
      continue; // gone meanwhile
    }
    const at = args.indexOf('--port');
    if (!args.some((a) => a.includes('firestore')) || at < 0 || args[at + 1] !== String(port)) continue;
    try {
      process.kill(Number(pid), 'SIGKILL');
      ended.push(Number(pid));
    } catch {
      // gone meanwhile
    }
  }
  return ended;
}

export function removeSuiteConfig(name) {
  rmSync(join(ROOT, `firebase.${name}.json`), { force: true });
}
