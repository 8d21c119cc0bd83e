#!/usr/bin/env node
// The client bundle must carry no secret: everything in web/dist is public. Scans every
// text file of the build (JS, CSS, HTML, source maps, JSON, SVG, …) for private keys, service-account
// JSON, Google API keys other than the Firebase web key the build was configured with (which is public
// by design) and the documented demo value, URLs with a password (SMTP_URL and friends), the server's
// secret names with a value next to them, and well-known token formats. Fails listing every hit, with
// the secret itself masked so the log does not leak it either.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The web app's fallback key for the demo project (web/src/lib/firebase.ts): not a Google key at all. */
export const DEMO_API_KEY = 'demo-api-key';

/** Server-side secrets and params that hold secrets (functions/src/infra): never in the client. */
const SECRET_NAMES = [
  'GEMINI_API_KEY',
  'ADMIN_CAMPAIGN_KEY',
  'UNSUBSCRIBE_SECRET',
  'SMTP_URL',
  'SMTP_PASSWORD',
  'SMTP_PASS',
  'GOOGLE_APPLICATION_CREDENTIALS',
  'FIREBASE_TOKEN',
  'SERVICE_ACCOUNT',
];

/** name, pattern (global), and which capture group is the secret (0: the whole match). */
export const RULES = [
  { name: 'private key (PEM)', pattern: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----/g, group: 0 },
  { name: 'service-account JSON', pattern: /["']?type["']?\s*:\s*["']service_account["']/g, group: 0 },
  {
    name: 'service-account private_key_id',
    pattern: /["']private_key_id["']\s*:\s*["']([0-9a-f]{20,})["']/g,
    group: 1,
  },
  {
    name: 'service-account e-mail with key',
    pattern: /["']client_email["']\s*:\s*["']([^"'\s]+@[^"'\s]+\.iam\.gserviceaccount\.com)["']/g,
    group: 1,
  },
  { name: 'Google API key', pattern: /AIza[0-9A-Za-z_-]{35}/g, group: 0 },
  { name: 'Google OAuth client secret', pattern: /GOCSPX-[0-9A-Za-z_-]{20,}/g, group: 0 },
  {
    name: 'URL with a password (e.g. SMTP_URL)',
    pattern:
      /\b(?:smtps?|https?|ftp|postgres(?:ql)?|mysql|mongodb(?:\+srv)?|redis|amqps?):\/\/[^\s:@/"'`<>]+:([^\s@/"'`<>]+)@[^\s"'`<>]+/gi,
    group: 1,
  },
  {
    name: 'server secret with a value',
    pattern: new RegExp(`\\b(?:${SECRET_NAMES.join('|')})\\b["'\`]?\\s*[:=]\\s*["'\`]([^"'\`\\n]{6,})["'\`]`, 'g'),
    group: 1,
  },
  { name: 'GitHub token', pattern: /\bgh[pousr]_[A-Za-z0-9]{36,}\b/g, group: 0 },
  { name: 'Slack token', pattern: /\bxox[abprs]-[A-Za-z0-9-]{10,}\b/g, group: 0 },
  { name: 'Stripe secret key', pattern: /\b(?:sk|rk)_live_[A-Za-z0-9]{16,}\b/g, group: 0 },
  { name: 'AWS access key id', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g, group: 0 },
  { name: 'OpenAI-style secret key', pattern: /\bsk-(?:proj-)?[A-Za-z0-9_-]{32,}\b/g, group: 0 },
  {
    name: 'signed JWT',
    pattern: /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{20,}\b/g,
    group: 0,
  },
];

const BINARY = new Set([
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.avif',
  '.ico',
  '.woff',
  '.woff2',
  '.ttf',
  '.otf',
  '.eot',
  '.mp4',
  '.webm',
  '.wasm',
  '.gz',
  '.br',
  '.zip',
]);

/** The secret as a log may show it: its first four characters, then only its length. */
export function mask(secret) {
  return `${secret.slice(0, 4)}…(${secret.length} chars)`;
}

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Every secret-looking string in the text files under `dist`. `allowKeys`: Google API keys allowed
 * in the client (the Firebase web API key of the build, which Firebase documents as public).
 */
export function scanForSecrets(dist, { allowKeys = [] } = {}) {
  const allowed = new Set([DEMO_API_KEY, ...allowKeys.filter(Boolean)]);
  const hits = [];
  for (const path of files(dist)) {
    if (BINARY.has(extname(path).toLowerCase())) continue;
    const bytes = readFileSync(path);
    if (bytes.includes(0)) continue; // binary whatever its name
    const text = bytes.toString('utf8');
    for (const rule of RULES) {
      rule.pattern.lastIndex = 0;
      for (const match of text.matchAll(rule.pattern)) {
        const secret = match[rule.group] ?? match[0];
        if (rule.name === 'Google API key' && allowed.has(secret)) continue;
        const line = text.slice(0, match.index).split('\n').length;
        hits.push({ file: relative(dist, path), line, rule: rule.name, secret: mask(secret) });
      }
    }
  }
  return hits;
}

function main(argv) {
  if (argv.includes('--help')) {
    console.log(`Usage: node scripts/check-client-secrets.mjs [--dist web/dist] [--allow-key KEY]... [--json]

Scans every text file of the web build for secrets: private keys, service-account JSON, Google API keys
(except '${DEMO_API_KEY}', the build's VITE_FIREBASE_API_KEY and each --allow-key: Firebase web keys are
public), URLs with a password, server secret names (${SECRET_NAMES.slice(0, 4).join(', ')}, …) with a
value, and GitHub/Slack/Stripe/AWS/OpenAI tokens and signed JWTs. Exits 1 listing each hit (masked).`);
    return 0;
  }
  const option = (name) => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const dist = resolve(ROOT, option('--dist') ?? 'web/dist');
  try {
    if (!statSync(dist).isDirectory()) throw new Error('not a directory');
  } catch {
    console.error(`check-client-secrets: ${dist} is missing — build the web app first`);
    return 2;
  }
  const allowKeys = [process.env.VITE_FIREBASE_API_KEY];
  argv.forEach((arg, i) => {
    if (arg === '--allow-key') allowKeys.push(argv[i + 1]);
  });
  const hits = scanForSecrets(dist, { allowKeys });
  const count = [...files(dist)].length;
  if (argv.includes('--json')) console.log(JSON.stringify({ dist, files: count, hits }, null, 2));
  for (const hit of hits) console.error(`  ${hit.file}:${hit.line}  ${hit.rule}: ${hit.secret}`);
  console.log(
    `[secrets] ${relative(ROOT, dist) || dist}: ${count} files scanned, ${hits.length} secret${hits.length === 1 ? '' : 's'} found: ${hits.length ? 'FAILED' : 'ok'}`,
  );
  return hits.length ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(main(process.argv.slice(2)));
}
