#!/usr/bin/env node
// Checks that the rules tests evaluated every expression of firestore.rules. Run it right after
// `vitest run --project rules`, against the same Firestore emulator (FIRESTORE_EMULATOR_HOST).
// Saves the emulator's coverage report (JSON and HTML) under coverage/rules/ and exits 1 listing the
// expressions that were never evaluated.
//
// The report is a tree: `report` holds one node per top-level rule expression (each `allow` condition
// and each function body), `children` its sub-expressions. A node has `sourcePosition` {line, column
// (1-based), currentOffset, endOffset (offset of the last character of its last token)} and, once
// evaluated, `values`: [{value, count}] with one entry per distinct result (an error shows as an empty
// value). A never-evaluated node has no `values` at all.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PROJECT_ID = 'demo-vibechart';
const OUT_DIR = join(ROOT, 'coverage', 'rules');

if (process.argv.includes('--help')) {
  console.log(`Usage: node scripts/check-rules-coverage.mjs

Run after the rules tests, against the same Firestore emulator (FIRESTORE_EMULATOR_HOST, default
127.0.0.1:8080). Saves coverage/rules/firestore-coverage.{json,html} and exits 1 listing every
firestore.rules expression the tests never evaluated.`);
  process.exit(0);
}

const host = process.env.FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080';
const base = `http://${host}/emulator/v1/projects/${PROJECT_ID}:ruleCoverage`;

async function get(url) {
  let response;
  try {
    response = await fetch(url);
  } catch (error) {
    fail(
      `cannot reach the Firestore emulator at ${host} (${error.cause?.code ?? error.message}): run this inside firebase emulators:exec`,
    );
  }
  if (!response.ok) fail(`GET ${url} answered ${response.status} ${response.statusText}`);
  return response.text();
}

function fail(message) {
  console.error(`rules coverage: ${message}`);
  process.exit(1);
}

const json = await get(base);
const html = await get(`${base}.html`);
mkdirSync(OUT_DIR, { recursive: true });
writeFileSync(join(OUT_DIR, 'firestore-coverage.json'), json);
writeFileSync(join(OUT_DIR, 'firestore-coverage.html'), html);

const coverage = JSON.parse(json);
const source = (coverage.rules?.files ?? []).map((file) => file.content ?? '').join('\n');
const onDisk = readFileSync(join(ROOT, 'firestore.rules'), 'utf8');
if (source !== onDisk) {
  fail(
    'the emulator runs other rules than firestore.rules on disk (edited during the run, or the tests did not load it)',
  );
}

// Every node of the tree, depth first.
const nodes = [];
(function walk(list) {
  for (const node of list ?? []) {
    nodes.push(node);
    walk(node.children);
  }
})(coverage.report);
if (nodes.length === 0) fail('the report is empty: did the rules tests run against this emulator?');

const evaluated = (node) => (node.values ?? []).some((entry) => (entry.count ?? 0) > 0);
const lines = source.split('\n');

// The source text of a node, from line:column. Its offsets end at the last character of its last token,
// so a call's closing parentheses are missing: they are taken from the source again.
const count = (text, char) => text.split(char).length - 1;
function textOf({ line, column, currentOffset, endOffset }) {
  const start = lines.slice(0, line - 1).reduce((sum, l) => sum + l.length + 1, 0) + column - 1;
  const length = Number.isInteger(endOffset) && Number.isInteger(currentOffset) ? endOffset - currentOffset + 1 : 0;
  let end = length > 0 ? start + length : start + lines[line - 1].length - column + 1;
  if (source.startsWith('()', end)) end += 2;
  while (count(source.slice(start, end), '(') > count(source.slice(start, end), ')')) {
    const close = source.indexOf(')', end);
    if (close < 0) break;
    end = close + 1;
  }
  return source.slice(start, end).replace(/\s+/g, ' ').trim();
}

// One line per start position (sub-expressions such as `resource.data.userId`, `resource.data` and
// `resource` share one), keeping the widest expression.
const missed = new Map();
for (const node of nodes.filter((n) => !evaluated(n))) {
  const position = node.sourcePosition ?? {};
  const key = `${position.line}:${position.column}`;
  const text = textOf(position);
  if (!missed.has(key) || missed.get(key).length < text.length) missed.set(key, text);
}

if (missed.size > 0) {
  const unevaluated = nodes.filter((n) => !evaluated(n)).length;
  console.error(`rules coverage: ${unevaluated} of ${nodes.length} expressions never evaluated in firestore.rules:`);
  const byPosition = [...missed].sort(([a], [b]) => {
    const [la, ca] = a.split(':').map(Number);
    const [lb, cb] = b.split(':').map(Number);
    return la - lb || ca - cb;
  });
  for (const [position, text] of byPosition) console.error(`  ${position}  ${text}`);
  console.error(`report: ${join('coverage', 'rules', 'firestore-coverage.html')}`);
  process.exit(1);
}

console.log(`rules coverage: ${nodes.length} expressions, all evaluated`);
