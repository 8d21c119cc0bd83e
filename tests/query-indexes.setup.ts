// Emulator test files (vitest setupFiles): every Firestore query the file makes run — in this
// process and in the emulated `api` function, which records into the same directory — must be
// served by firestore.indexes.json in production, or the file fails naming the query, the line that
// ran it and the index to add (scripts/lib/query-indexes.ts). The suites set VIBECHART_QUERY_SHAPES
// (scripts/dev-suite.mjs, scripts/test.mjs); scripts/check-query-indexes.ts checks a whole run.
import { existsSync, openSync, readFileSync, readSync, closeSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { QUERY_SHAPES_ENV, installQueryRecorder } from '../functions/src/infra/query-shapes';
import type { IndexFile } from '../scripts/lib/query-indexes';
import { checkRecorded, formatMissing, parseRecorded } from '../scripts/lib/query-indexes';

const dir = process.env[QUERY_SHAPES_ENV];
const ROOT = join(__dirname, '..');
let start = new Map<string, number>();

function sizes(): Map<string, number> {
  if (!dir || !existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((name) => name.endsWith('.jsonl'))
      .map((name) => [name, statSync(join(dir, name)).size]),
  );
}

/** What the recorders appended to each file since `since`. */
function appendedSince(since: Map<string, number>): string {
  let text = '';
  for (const [name, size] of sizes()) {
    const from = since.get(name) ?? 0;
    if (size <= from) continue;
    const buffer = Buffer.alloc(size - from);
    const fd = openSync(join(dir!, name), 'r');
    try {
      readSync(fd, buffer, 0, buffer.length, from);
    } finally {
      closeSync(fd);
    }
    text += `${buffer.toString('utf8')}\n`;
  }
  return text;
}

beforeAll(() => {
  if (!dir) {
    throw new Error(
      `${QUERY_SHAPES_ENV} is not set: run emulator tests through scripts/dev-suite.mjs or npm test, which record every query for the index check`,
    );
  }
  installQueryRecorder(dir);
  start = sizes();
});

afterAll(() => {
  if (!dir) return;
  const indexes = JSON.parse(readFileSync(join(ROOT, 'firestore.indexes.json'), 'utf8')) as IndexFile;
  const report = checkRecorded(parseRecorded(appendedSince(start)), indexes, ROOT);
  if (report.missing.length > 0) {
    throw new Error(
      `${report.missing.length} Firestore ${report.missing.length === 1 ? 'query has' : 'queries have'} no index in firestore.indexes.json (production would answer FAILED_PRECONDITION):\n${formatMissing(report)}`,
    );
  }
});
