// The local e-mail setup of `npm start`: maildev (an SMTP catcher with a web inbox) on free ports, and
// the Functions emulator's secrets in functions/.secret.local (gitignored), which the emulator reads
// for the functions that declare them: SMTP_URL points at maildev; UNSUBSCRIBE_SECRET and
// ADMIN_CAMPAIGN_KEY get random values on first use and are kept afterwards (there is no default
// key anywhere). functions/.env.local (gitignored, emulator only) points e-mail links at the local site.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ROOT } from './emulator-env.mjs';

/** Where the test runs' SMTP sink listens (npm test; dev-suite adds its port shift). */
export const TEST_SMTP_PORT = 2525;
export const SECRET_FILE = join(ROOT, 'functions', '.secret.local');
export const ENV_LOCAL_FILE = join(ROOT, 'functions', '.env.local');

function canListen(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** `preferred` when it is free, else the next free port above it (20 tries), else any free port. */
export async function freePort(preferred, taken = []) {
  for (let port = preferred; port < preferred + 20; port++) {
    if (!taken.includes(port) && (await canListen(port))) return port;
  }
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** KEY=VALUE lines (the dotenv subset firebase-tools reads); comments and blank lines are dropped. */
function readEnvFile(file) {
  if (!existsSync(file)) return {};
  const out = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/.exec(line);
    if (match) out[match[1]] = match[2];
  }
  return out;
}

function writeEnvFile(file, values, header) {
  const body = Object.entries(values)
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
  writeFileSync(file, `${header}\n${body}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
}

/**
 * Writes the emulator's secrets: SMTP_URL (always the local catcher, so a local run can never mail
 * real people), UNSUBSCRIBE_SECRET and ADMIN_CAMPAIGN_KEY (random once, then kept). Other keys in
 * the file (e.g. a GEMINI_API_KEY you added) stay. `keepSmtpUrl` leaves SMTP_URL as it is (a suite
 * beside `npm start` must not redirect its mail). Returns the values.
 */
export function writeLocalSecrets({ smtpUrl, keepSmtpUrl = false }) {
  const current = readEnvFile(SECRET_FILE);
  const next = {
    ...current,
    ...(keepSmtpUrl ? {} : { SMTP_URL: smtpUrl }),
    UNSUBSCRIBE_SECRET: current.UNSUBSCRIBE_SECRET || randomBytes(32).toString('hex'),
    ADMIN_CAMPAIGN_KEY: current.ADMIN_CAMPAIGN_KEY || randomBytes(12).toString('base64url'),
  };
  writeSecretsFile(SECRET_FILE, next);
  return next;
}

/** A .secret.local file with `values` (a suite's own functions source has one: scripts/lib/suite.mjs). */
export function writeSecretsFile(file, values) {
  writeEnvFile(
    file,
    values,
    '# Secrets of the local Functions emulator, written by scripts/lib/local-mail.mjs (npm start). Never commit.',
  );
}

/** E-mail links (unsubscribe, projects) point at the local site while the emulator runs. */
export function writeLocalEnv({ siteUrl }) {
  const current = readEnvFile(ENV_LOCAL_FILE);
  writeEnvFile(
    ENV_LOCAL_FILE,
    { ...current, SITE_URL: siteUrl },
    '# Emulator-only param values (firebase-tools loads .env.local only in the emulator). Written by npm start.',
  );
}

/** Starts maildev on free ports (SMTP near 1025, inbox near 1080); resolves once both answer. */
export async function startMaildev({ smtpPreferred = 1025, webPreferred = 1080, timeoutMs = 20_000 } = {}) {
  const smtp = await freePort(smtpPreferred);
  const web = await freePort(webPreferred, [smtp]);
  const child = spawn(
    join(ROOT, 'node_modules', '.bin', 'maildev'),
    ['--smtp', String(smtp), '--web', String(web), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1', '--silent'],
    { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], detached: true },
  );
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`maildev exited (code ${child.exitCode}) before it was ready`);
    try {
      const res = await fetch(`http://127.0.0.1:${web}/api/healthz`, { signal: AbortSignal.timeout(1_000) });
      if (res.ok && !(await canListen(smtp))) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`maildev did not come up within ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    smtp,
    web,
    smtpUrl: `smtp://127.0.0.1:${smtp}`,
    inboxUrl: `http://127.0.0.1:${web}/`,
    stop() {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
    child,
  };
}
