// `npx tsx scripts/check-query-indexes.ts [--dir DIR] [--verbose]`: the index check over a whole
// emulator run. Reads the query shapes every process recorded (functions/src/infra/query-shapes.ts)
// and checks each against firestore.indexes.json (scripts/lib/query-indexes.ts). npm test runs it
// after the emulator and browser suites; each emulator test file also checks its own queries.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { QUERY_SHAPES_ENV } from '../functions/src/infra/query-shapes';
import type { IndexFile } from './lib/query-indexes';
import { checkRecorded, describeShape, formatMissing, parseRecorded } from './lib/query-indexes';
import { ScriptFailure, UsageError, runScript } from './lib/cli';

const ROOT = resolve(__dirname, '..');
const USAGE = `Usage: npx tsx scripts/check-query-indexes.ts [--dir DIR] [--verbose]

Checks every Firestore query shape recorded during an emulator run against firestore.indexes.json,
with Firestore's rules for when a composite index is needed. Exit 1 lists each query without its
index, the line that ran it and the index to add.

Options:
  --dir DIR    the recordings, subfolders included (default: $${QUERY_SHAPES_ENV})
  --verbose    also list every query and the index that serves it
  --help       this text`;

runScript({
  name: 'check-query-indexes',
  usage: USAGE,
  options: { dir: { type: 'string' }, verbose: { type: 'boolean', default: false } },
  main: async (values) => {
    const dir = values.dir ?? process.env[QUERY_SHAPES_ENV];
    if (!dir) throw new UsageError(`give --dir or set ${QUERY_SHAPES_ENV}`);
    if (!existsSync(dir)) throw new ScriptFailure(`${dir} does not exist: no query was recorded`);
    // One folder per emulator suite under it when npm test ran several side by side.
    const text = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.jsonl'))
      .map((name) => readFileSync(join(dir, name), 'utf8'))
      .join('\n');
    const indexes = JSON.parse(readFileSync(join(ROOT, 'firestore.indexes.json'), 'utf8')) as IndexFile;
    const report = checkRecorded(parseRecorded(text), indexes, ROOT);
    if (values.verbose) {
      for (const c of report.checked) {
        console.log(
          `${c.verdict.ok ? 'ok  ' : 'MISS'} ${describeShape(c.shape)}\n     ${c.verdict.reason}\n     ${c.sites.join(', ')}`,
        );
      }
    }
    console.log(
      `[check-query-indexes] ${report.checked.length} distinct queries, ${report.missing.length} without an index`,
    );
    for (const key of report.unused) console.log(`[check-query-indexes] no recorded query used: ${key}`);
    if (report.missing.length > 0) throw new ScriptFailure(`queries without an index:\n${formatMissing(report)}`);
  },
});
