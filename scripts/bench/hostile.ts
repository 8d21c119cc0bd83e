// `npm run bench` (step "hostile"): how long each hostile anonymous request takes to be answered
// through the Hosting emulator and the emulated `api` function — the production request path, where
// the body reaches the app unread (functions/src/http/withheld-body.ts). A benchmark, not a test:
// it reports status and time for each, then that the API still answers /api/health.
// Standalone: run it inside a suite, e.g.
//   node scripts/dev-suite.mjs --offset 1 --no-web-build -- npx tsx scripts/bench/hostile.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipBomb } from '../../functions/test/gzip-bomb';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    runs: { type: 'string', default: '3' },
    json: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(
    'Usage: npx tsx scripts/bench/hostile.ts [--base-url http://127.0.0.1:5010] [--runs 3] [--json <file>]\n' +
      'Sends each hostile request --runs times (default base URL: the Hosting emulator of VIBECHART_HOSTING_PORT).',
  );
  process.exit(0);
}
const baseUrl = values['base-url'] ?? `http://127.0.0.1:${process.env.VIBECHART_HOSTING_PORT ?? 5000}`;
const runs = Math.max(1, Number(values.runs) || 3);
const MB = 1024 * 1024;

interface Attack {
  name: string;
  path: string;
  init: () => RequestInit;
}

function multipart(bytes: number, field = 'file'): FormData {
  const form = new FormData();
  form.append(field, new Blob([Buffer.alloc(bytes, 0x61)]), 'big.bin');
  return form;
}
const json = (body: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body,
});

const GZIP_JSON = { 'content-type': 'application/json', 'content-encoding': 'gzip' };
let bombBytes: ReturnType<typeof gzipBomb> | undefined;
/** 0.6 MB of gzip that inflates to 600 MB (built once). */
const bomb = () => (bombBytes ??= gzipBomb(600));

const ATTACKS: Attack[] = [
  {
    name: '8 MB multipart → /api/health',
    path: '/api/health',
    init: () => ({ method: 'POST', body: multipart(8 * MB) }),
  },
  {
    name: '2 MB octet-stream → /api/health',
    path: '/api/health',
    init: () => ({
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: Buffer.alloc(2 * MB),
    }),
  },
  {
    name: '2 MB text/plain → /api/health',
    path: '/api/health',
    init: () => ({ method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x'.repeat(2 * MB) }),
  },
  {
    name: '20 MB multipart → /api/projects/v2 (no token)',
    path: '/api/projects/v2',
    init: () => ({ method: 'POST', body: multipart(20 * MB, 'thumbnail') }),
  },
  {
    name: '0.6 MB gzip → 600 MB → /api/health',
    path: '/api/health',
    init: () => ({ method: 'POST', headers: GZIP_JSON, body: bomb() }),
  },
  {
    name: '0.6 MB gzip → 600 MB → /api/votes (no token)',
    path: '/api/votes',
    init: () => ({ method: 'POST', headers: GZIP_JSON, body: bomb() }),
  },
  {
    name: '100 KB e-mail → /api/newsletter-signup',
    path: '/api/newsletter-signup',
    init: () => json(JSON.stringify({ email: `a@${'b.'.repeat(50_000)}` })),
  },
  {
    name: '100 KB contact message → /api/contact',
    path: '/api/contact',
    init: () =>
      json(JSON.stringify({ name: 'n', email: 'e@example.com', subject: 's', message: '\u200b'.repeat(30_000) })),
  },
  {
    name: 'deep JSON (90 KB of nesting) → /api/contact',
    path: '/api/contact',
    init: () => json(`${'['.repeat(45_000)}${']'.repeat(45_000)}`),
  },
  {
    name: 'wide JSON (10,000 keys) → /api/newsletter-signup',
    path: '/api/newsletter-signup',
    init: () => json(JSON.stringify(Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, 'v'])))),
  },
  {
    name: '8 KB forged X-Forwarded-For → /api/health',
    path: '/api/health',
    init: () => ({ headers: { 'x-forwarded-for': '198.51.100.1, '.repeat(550) + '203.0.113.7' } }),
  },
];

export interface HostileRow {
  request: string;
  statuses: string;
  p50Ms: number;
  maxMs: number;
}

async function timed(path: string, init: RequestInit): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  try {
    const res = await fetch(`${baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(120_000) });
    await res.arrayBuffer();
    return { ms: performance.now() - started, status: res.status };
  } catch {
    return { ms: performance.now() - started, status: 0 };
  }
}

async function main(): Promise<void> {
  const warm = await timed('/api/health', {});
  if (warm.status !== 200) throw new Error(`${baseUrl}/api/health answered ${warm.status}: is the suite running?`);
  const rows: HostileRow[] = [];
  for (const attack of ATTACKS) {
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await timed(attack.path, attack.init()));
    const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
    rows.push({
      request: attack.name,
      statuses: [...new Set(samples.map((s) => s.status || 'no answer'))].join('/'),
      p50Ms: Math.round(ms[Math.floor((ms.length - 1) / 2)]!),
      maxMs: Math.round(ms[ms.length - 1]!),
    });
    console.log(`${attack.name}: ${rows.at(-1)!.statuses} in ${rows.at(-1)!.p50Ms} ms (max ${rows.at(-1)!.maxMs})`);
  }
  const after = await timed('/api/health', {});
  const result = { baseUrl, runs, rows, healthAfter: { status: after.status, ms: Math.round(after.ms) } };
  console.log(`/api/health afterwards: ${after.status} in ${result.healthAfter.ms} ms`);
  if (values.json) {
    const file = resolve(values.json);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(result, null, 2));
  }
}

main().catch((error: unknown) => {
  console.error(`bench hostile: ${(error as Error).message}`);
  process.exit(1);
});
