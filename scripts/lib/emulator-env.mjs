// Prepares what the Firebase emulators need on this machine and says what it decided, one line each.
// - Firestore: the stock firebase-tools jar when it is cached; otherwise the preinstalled Cloud Firestore
//   emulator (Debian package google-cloud-cli-firestore-emulator) through a launcher jar we build here.
// - Storage and the Emulator UI: only when their downloads are already cached (they cannot be fetched here).
import { existsSync, mkdirSync, readdirSync, writeFileSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CACHE_DIR = join(ROOT, '.cache');
export const PREINSTALLED_FIRESTORE_JAR =
  process.env.CLOUD_FIRESTORE_EMULATOR_JAR ??
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

export const PORTS = {
  hub: 4400,
  logging: 4500,
  hosting: 5000,
  functions: 5001,
  firestore: 8080,
  auth: 9099,
  storage: 9199,
  ui: 4000,
};

function firebaseToolsCache() {
  return join(homedir(), '.cache', 'firebase', 'emulators');
}

function cached(prefix) {
  const dir = firebaseToolsCache();
  if (!existsSync(dir)) return null;
  const hit = readdirSync(dir).find((name) => name.startsWith(prefix));
  return hit ? join(dir, hit) : null;
}

// A zip with one stored (uncompressed) entry: META-INF/MANIFEST.MF. Enough for `java -jar`.
export function buildLauncherJar(targetJar, classPathJar) {
  const manifest = Buffer.from(
    `Manifest-Version: 1.0\r\nMain-Class: ${FIRESTORE_MAIN_CLASS}\r\nClass-Path: file:${classPathJar}\r\n\r\n`,
  );
  const name = Buffer.from('META-INF/MANIFEST.MF');
  const crc = crc32(manifest);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(manifest.length, 18);
  local.writeUInt32LE(manifest.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(manifest.length, 20);
  central.writeUInt32LE(manifest.length, 24);
  central.writeUInt16LE(name.length, 28);
  const centralOffset = local.length + name.length + manifest.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  mkdirSync(dirname(targetJar), { recursive: true });
  writeFileSync(targetJar, Buffer.concat([local, name, manifest, central, name, end]));
  return targetJar;
}

export function firestoreEmulatorAvailable() {
  return Boolean(
    process.env.FIRESTORE_EMULATOR_BINARY_PATH ||
    cached('cloud-firestore-emulator') ||
    existsSync(PREINSTALLED_FIRESTORE_JAR),
  );
}

/**
 * firebase-tools fetches a "message of the day" from the internet at every start; machines without
 * internet must not even try. Mark it fetched in its config store (only that key is touched).
 */
function skipMotdFetch() {
  const dir = join(homedir(), '.config', 'configstore');
  const file = join(dir, 'firebase-tools.json');
  let config = {};
  try {
    config = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    config = {};
  }
  const fetched = Number(config?.motd?.fetched ?? 0);
  if (Date.now() - fetched < 12 * 3600_000) return;
  config.motd = { ...(config.motd ?? {}), fetched: Date.now() };
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, JSON.stringify(config, null, '\t'));
}

/**
 * firebase.json's hosting headers for a local suite: the production Content-Security-Policy plus the
 * emulators the web app talks to (Auth's REST API and helper iframe, Firestore, Storage), without
 * upgrade-insecure-requests and HSTS (everything local is plain http). `ports` maps emulator → port.
 * Changes `config` in place and returns it; production (firebase.json itself) never lists these hosts.
 */
export function withEmulatorHostingHeaders(config, ports) {
  const origins = (...names) =>
    names.flatMap((name) => [`http://127.0.0.1:${ports[name]}`, `http://localhost:${ports[name]}`]).join(' ');
  const extra = {
    'connect-src': origins('auth', 'firestore', 'storage'),
    'img-src': origins('storage'),
    'frame-src': origins('auth'),
  };
  for (const rule of config.hosting?.headers ?? []) {
    rule.headers = rule.headers
      .filter((header) => header.key.toLowerCase() !== 'strict-transport-security')
      .map((header) => {
        if (header.key.toLowerCase() !== 'content-security-policy') return header;
        const value = header.value
          .split(';')
          .map((part) => part.trim())
          .filter((part) => part && part !== 'upgrade-insecure-requests')
          .map((part) => {
            const name = part.split(/\s+/)[0];
            return extra[name] ? `${part} ${extra[name]}` : part;
          })
          .join('; ');
        return { ...header, value };
      });
  }
  return config;
}

/**
 * Decides how each emulator runs here. Returns the environment for firebase-tools, the emulator
 * list, and the config file to pass with --config (firebase.json with the UI switched as decided).
 */
export function prepareEmulators({ quiet = false } = {}) {
  const say = (line) => {
    if (!quiet) console.log(`[emulators] ${line}`);
  };
  // Local runs never need Google's metadata server (169.254.169.254): don't let the auth libraries
  // probe for it from the emulators, the seed or the tests.
  const env = { METADATA_SERVER_DETECTION: 'none', ...process.env };
  // The Firestore emulator's JVM runs for minutes, not days: the quick compiler alone and the serial
  // collector spend less CPU than C2 and G1 do warming up (docs/performance.md). Yours, if you set it.
  env.JDK_JAVA_OPTIONS ??= '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';
  // The functions emulator learns the functions from a manifest file the SDK writes (firebase-tools'
  // FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH, "true": a fresh temporary folder each time), not from a
  // server on a random port: two suites starting together once drew the same port, and the loser's
  // firebase-tools waited forever for its crashed server to exit (a CI run timed out).
  env.FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH ??= 'true';
  skipMotdFetch();
  const only = ['auth', 'firestore', 'functions', 'hosting'];

  const stockFirestore = cached('cloud-firestore-emulator');
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH) {
    say(`Firestore: using FIRESTORE_EMULATOR_BINARY_PATH=${process.env.FIRESTORE_EMULATOR_BINARY_PATH}`);
  } else if (stockFirestore) {
    say(`Firestore: using firebase-tools' cached emulator ${stockFirestore}`);
  } else if (existsSync(PREINSTALLED_FIRESTORE_JAR)) {
    const launcher = buildLauncherJar(join(CACHE_DIR, 'firestore-launcher.jar'), PREINSTALLED_FIRESTORE_JAR);
    env.FIRESTORE_EMULATOR_BINARY_PATH = launcher;
    say(`Firestore: no cached firebase-tools jar; using the preinstalled Cloud Firestore emulator via ${launcher}`);
  } else {
    say(
      'Firestore: no cached jar and no preinstalled emulator; firebase-tools will try to download it (needs Java 21 and internet)',
    );
  }

  const storageRuntime = cached('cloud-storage-rules-runtime');
  const storage = process.env.VIBECHART_STORAGE_EMULATOR === 'off' ? false : Boolean(storageRuntime);
  if (storage) {
    only.push('storage');
    say('Storage: emulator enabled (rules runtime found in the firebase-tools cache)');
  } else {
    say(
      'Storage: emulator disabled (its rules runtime is a download that is not cached here); blobs go to the local-disk store',
    );
  }

  const ui = Boolean(cached('ui-'));
  say(
    ui
      ? `UI: Emulator UI enabled on http://127.0.0.1:${PORTS.ui}`
      : 'UI: Emulator UI disabled (its download is not cached here)',
  );

  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  config.emulators.ui = { enabled: ui, port: PORTS.ui };
  withEmulatorHostingHeaders(config, PORTS);
  const configPath = join(ROOT, 'firebase.local.json');
  writeFileSync(configPath, JSON.stringify(config, null, 2) + '\n');

  env.VIBECHART_STORAGE_EMULATOR = storage ? 'on' : 'off';
  // The emulated api answers X-Firestore-Reads (infra/read-meter.ts): cost tests and benchmarks read it.
  env.VIBECHART_METER_READS = process.env.VIBECHART_METER_READS ?? '1';
  return { env, only, configPath, storage, ui };
}

/** The project the emulators run as: .firebaserc's default (the one place it is set). */
export const PROJECT_ID = JSON.parse(readFileSync(join(ROOT, '.firebaserc'), 'utf8')).projects.default;
