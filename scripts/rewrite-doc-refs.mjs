#!/usr/bin/env node
// Codemod: rewrites references to documents outside the repository into references to its own docs.
// "spec §N[.M] [Subsection]" → docs/product.md#<slug> and "decisions.md ["Section"]" → its section, by
// the tables of docs-notes/spec-map.md; "(issue N …)" asides are dropped, and a comment that opens with
// "Issue N …:" keeps only what follows. What it cannot rewrite is printed as file:line for a person.
// Deterministic and idempotent: a second run changes nothing.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { listFiles, outsideReferences } from './check-doc-references.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const HELP = `Usage: node scripts/rewrite-doc-refs.mjs [--dry-run] [--map docs-notes/spec-map.md] [FILE…]

Rewrites, in every file node scripts/check-doc-references.mjs scans (or only FILE…):
  spec §N[.M] [Subsection], lists like "spec §5/§8" or "spec §2 Submit, §3"  → docs/product.md#<slug>
  [../shared/]decisions.md ["Section"]                                         → docs/product.md#<slug>
  [../shared/]spec.md                                                           → docs/product.md
  an aside "(issue N …)" or the issue part of "(issue N §M, …)"                 → removed
  a comment opening with "Issue N …: text" or "Issue N, text"                   → "Text"
Sections come from the tables in the map; changed files are formatted with prettier. Prints each changed file, then every reference left for a
person to rewrite (file:line and the line). --dry-run writes nothing. Run it again: it changes nothing.`;

/** The spec and decisions tables of the map: {spec: Map('§2 top bar' → target), decisions: Map}. */
export function parseSpecMap(text) {
  const spec = new Map();
  const decisions = new Map();
  let table = null;
  for (const line of text.split('\n')) {
    if (/^##\s+Spec sections/i.test(line)) table = spec;
    else if (/^##\s+Decisions sections/i.test(line)) table = decisions;
    else if (/^##\s/.test(line)) table = null;
    const row = /^\|\s*`([^`]+)`\s*\|\s*([^\s|]+)\s*\|/.exec(line);
    if (table && row) table.set(row[1].toLowerCase(), row[2]);
  }
  return { spec, decisions };
}

/** Rows the map may not carry but the code uses: subsection words and where they point. */
const EXTRA_SUBSECTIONS = [
  ['§2 Old form success', 'docs/product.md#submit'],
  ['§2 Mobile menu', 'docs/product.md#mobile-menu'],
  ['§2 Footer', 'docs/product.md#chart'],
  ['§3 Weights', 'docs/product.md#submit'],
  ['§3 Payload v2', 'docs/product.md#submit'],
  ['§3 Payload old form', 'docs/product.md#submit'],
  ['§3 Payload old', 'docs/product.md#submit'],
  ['§4 Vote session', 'docs/product.md#review-session'],
  ['§4 Tool selection', 'docs/product.md#submit'],
  ['§4 Relative day labels', 'docs/product.md#states-and-transitions'],
  ['§8 Share', 'docs/product.md#pages-and-sharing'],
  ['§8 Earn', 'docs/product.md#bonus-votes'],
  ['§8 Earn failure', 'docs/product.md#bonus-votes'],
];

const ISSUE =
  '[Ii]ssues?\\s+#?\\d+(?:(?:,?\\s*§\\s*\\d+(?:\\s*[–-]\\s*§?\\d+)?(?:\\s*(?:and|,)\\s*§\\d+)*)|(?:,?\\s*(?:findings?|items?)\\s+\\d+[a-z]?(?:\\s*(?:,|and)\\s*\\d+[a-z]?)*))*';

export function makeRewriter(map) {
  const spec = new Map(map.spec);
  for (const [k, v] of EXTRA_SUBSECTIONS) if (!spec.has(k.toLowerCase())) spec.set(k.toLowerCase(), v);
  const subsOf = (n) =>
    [...spec.keys()]
      .filter((k) => k.startsWith(`§${n} `))
      .map((k) => k.slice(`§${n} `.length))
      .sort((a, b) => b.length - a.length || a.localeCompare(b));
  const sectionTarget = (n, m) => spec.get(`§${n}.${m}`) ?? spec.get(`§${n}`);

  /** Reads a known subsection name of §n at text[i] (optionally quoted): [target, length] or null. */
  function readSub(text, i, n) {
    const quote = /^["']/.exec(text.slice(i))?.[0] ?? '';
    for (const sub of subsOf(n)) {
      const start = i + quote.length;
      if (text.slice(start, start + sub.length).toLowerCase() !== sub) continue;
      const after = text[start + sub.length] ?? '';
      if (/[\p{L}\p{N}]/u.test(after)) continue;
      const closing = quote && after === quote ? 1 : 0;
      if (quote && !closing) continue;
      return [spec.get(`§${n} ${sub}`), quote.length + sub.length + closing];
    }
    return null;
  }

  /** One "spec §…" run starting at a match: [replacement, length]. */
  function specRun(text, start, headLength, n, m) {
    const targets = [];
    let i = start + headLength;
    let section = n;
    const sub = readSub(text, i + 1, n);
    if (text[i] === ' ' && sub) {
      targets.push(sub[0]);
      i += 1 + sub[1];
    } else targets.push(sectionTarget(n, m));
    for (;;) {
      const rest = text.slice(i);
      const next = /^(\s*(?:,|\/|and|&)\s*)(?:spec\s*)?§\s*(\d+)(?:\.(\d+))?/.exec(rest);
      if (next) {
        section = Number(next[2]);
        i += next[0].length;
        const s = text[i] === ' ' ? readSub(text, i + 1, section) : null;
        if (s) {
          targets.push(s[0]);
          i += 1 + s[1];
        } else targets.push(sectionTarget(section, next[3]));
        continue;
      }
      const more = /^(\s*(?:,|\/|and)\s*)/.exec(rest);
      const s = more ? readSub(text, i + more[0].length, section) : null;
      if (more && s) {
        targets.push(s[0]);
        i += more[0].length + s[1];
        continue;
      }
      break;
    }
    const unique = [...new Set(targets.filter(Boolean))];
    if (unique.length === 0) return null;
    return [unique.join(', '), i - start];
  }

  /** Spec runs; a bare "§N" counts as the spec's too on a line that names the spec or follows one. */
  function rewriteSpec(line, previous) {
    const named = /\bspec(?:'s)?\s*(?:§\s*|sections?\s+)(\d+)(?:\.(\d+))?/gi;
    const bare = /(?<![\w§#])§\s*(\d+)(?:\.(\d+))?/g;
    const context = /\bspec\b/i.test(previous) || /\bspec\b/i.test(line);
    return replaceRuns(replaceRuns(line, named), context ? bare : null);
  }

  function replaceRuns(line, re) {
    if (!re) return line;
    let out = '';
    let last = 0;
    for (const m of line.matchAll(re)) {
      if (m.index < last) continue;
      const run = specRun(line, m.index, m[0].length, Number(m[1]), m[2]);
      if (!run) continue;
      out += line.slice(last, m.index) + run[0];
      last = m.index + run[1];
    }
    return out + line.slice(last);
  }

  function rewriteDecisions(line) {
    const names = [...map.decisions.keys()].sort((a, b) => b.length - a.length);
    return line
      .replace(/(?:\.\.\/)?(?:shared\/)?decisions\.md((?:,?\s*)["'(]?([A-Za-z][\w -]*)["')]?)?/g, (all, tail, name) => {
        const key = name?.toLowerCase();
        const known = key && names.find((n) => key === n);
        if (known) return map.decisions.get(known);
        return `docs/product.md${tail ?? ''}`;
      })
      .replace(/(?:\.\.\/)?(?:shared\/)?spec\.md\b/g, 'docs/product.md');
  }

  function rewriteIssues(line) {
    const issue = new RegExp(ISSUE);
    // Asides: the issue part of a parenthesis goes; an empty parenthesis goes with its space.
    let out = line.replace(/(\s?)\(([^()]*)\)/g, (all, space, content) => {
      if (!issue.test(content)) return all;
      const kept = content
        .replace(new RegExp(`^\\s*${ISSUE}(?=$|[:,;]|\\s+and\\s)(?:\\s*[:,;]\\s*|\\s+and\\s+)?`), '')
        .replace(new RegExp(`(?:\\s*[,;]\\s*|\\s+and\\s+)${ISSUE}(?=$|[:,;)]|\\s+and\\s)`, 'g'), '');
      if (issue.test(kept)) return all;
      return kept.trim() === '' ? '' : `${space}(${kept.trim()})`;
    });
    // A comment opening with the issue: keep what follows, capitalised.
    out = out.replace(
      new RegExp(
        `^(\\s*(?://|\\*|/\\*\\*?|#)\\s*)${ISSUE}(?!\\s*(?:and|,)?\\s*(?:§|\\d|findings?\\b|items?\\b))(?:\\s*[:,]\\s*|\\s+(?=[a-z]))([a-z])`,
      ),
      (all, lead, first) => `${lead}${first.toUpperCase()}`,
    );
    return out;
  }

  /** Joins what the rewrites made adjacent: a target named twice, a bare file beside its section. */
  function tidy(line) {
    return line
      .replace(/(docs\/[\w./-]+\.md(?:#[\w-]+)?)(?:(?:,\s*|\s+and\s+|\/)\1(?![\w#-]))+/g, '$1')
      .replace(/docs\/product\.md(?![#\w])(?:,\s*|\s+and\s+)(?=docs\/product\.md#)/g, '')
      .replace(/(docs\/product\.md#[\w-]+)(?:,\s*|\s+and\s+)docs\/product\.md(?![#\w/-]|\.\w)/g, '$1')
      .replace(/(docs\/[\w./-]+\.md#[\w-]+)'s\b/g, '$1')
      .replace(/(docs\/[\w./-]+\.md)(#[\w-]+(?:, #[\w-]+)*), \1(#[\w-]+)/g, '$1$2, $3')
      .replace(/(docs\/[\w./-]+\.md)(#[\w-]+(?:, #[\w-]+)*), \1(#[\w-]+)/g, '$1$2, $3')
      .replace(/(docs\/[\w./-]+\.md)(#[\w-]+(?:, #[\w-]+)*), \1(#[\w-]+)/g, '$1$2, $3');
  }

  return (text) => {
    const lines = text.split('\n');
    const rewritten = lines.map((line, i) =>
      /§|spec|decisions\.md|issue/i.test(line)
        ? tidy(rewriteIssues(rewriteDecisions(rewriteSpec(line, lines[i - 1] ?? ''))))
        : line,
    );
    const out = [];
    for (let i = 0; i < rewritten.length; i++) {
      out.push(rewritten[i]);
      if (rewritten[i] !== lines[i] && rewritten[i].length > MAX_WIDTH) reflow(out, rewritten, lines, i);
    }
    return out.join('\n');
  };
}

/** Lines longer than this after a rewrite are wrapped (prettier's printWidth); wrapping aims at WRAP. */
const MAX_WIDTH = 120;
const WRAP = 100;

/**
 * Wraps the last line of `out` (a comment made too long by a rewrite) at WRAP: the overflow joins the
 * next line of the same comment paragraph (taken from `lines`, and `originals` kept aligned), or
 * becomes a new line with the same prefix. Code lines are left to prettier.
 */
function reflow(out, lines, originals, i) {
  let line = out.pop();
  const single = /^(\s*)\/\*\*\s+(.*?)\s*\*\/\s*$/.exec(line);
  if (single) {
    out.push(`${single[1]}/**`);
    line = `${single[1]} * ${single[2]}`;
    lines.splice(i + 1, 0, `${single[1]} */`);
    originals.splice(i + 1, 0, `${single[1]} */`);
  }
  const prefixOf = (l) => /^(\s*(?:\/\/|\*)\s?)(?=\S)/.exec(l)?.[1];
  const prefix = prefixOf(line);
  if (!prefix || /^\s*\/\*/.test(line)) return out.push(line);
  while (line.length > MAX_WIDTH) {
    const cut = line.lastIndexOf(' ', WRAP);
    if (cut <= prefix.length) break;
    const overflow = line.slice(cut + 1);
    out.push(line.slice(0, cut));
    const following = lines[i + 1];
    const text = following !== undefined && prefixOf(following) === prefix ? following.slice(prefix.length) : null;
    if (text && !/^(?:[-*•] |\d+[.)] |@)/.test(text)) {
      lines.splice(i + 1, 1);
      originals.splice(i + 1, 1);
      line = `${prefix}${overflow} ${text}`;
    } else line = `${prefix}${overflow}`;
  }
  out.push(line);
}

export async function main(argv) {
  if (argv.includes('--help')) {
    console.log(HELP);
    return 0;
  }
  let mapPath = join(ROOT, 'docs-notes', 'spec-map.md');
  const dryRun = argv.includes('--dry-run');
  const files = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--map') mapPath = resolve(argv[++i]);
    else if (argv[i] !== '--dry-run') files.push(argv[i]);
  }
  const rewrite = makeRewriter(parseSpecMap(readFileSync(mapPath, 'utf8')));
  const targets = files.length ? files : listFiles(ROOT);
  const leftovers = [];
  let changed = 0;
  for (const file of targets) {
    const path = resolve(ROOT, file);
    const before = readFileSync(path, 'utf8');
    let after = rewrite(before);
    if (after !== before) after = await formatted(path, after);
    if (after !== before) {
      changed++;
      console.log(`${dryRun ? 'would rewrite' : 'rewrote'} ${file}`);
      if (!dryRun) writeFileSync(path, after);
    }
    const lines = after.split('\n');
    for (const r of outsideReferences(after)) leftovers.push(`${file}:${r.line}: ${lines[r.line - 1].trim()}`);
  }
  console.log(`[rewrite-doc-refs] ${changed} file(s) ${dryRun ? 'to rewrite' : 'rewritten'}`);
  if (leftovers.length) {
    console.log(`[rewrite-doc-refs] ${leftovers.length} reference(s) left for a person to rewrite:`);
    for (const l of [...new Set(leftovers)]) console.log(l);
  }
  return 0;
}

/** The text as prettier would write it (the repository's config), for the files prettier formats. */
async function formatted(path, text) {
  const info = await prettier.getFileInfo(path, { ignorePath: join(ROOT, '.prettierignore') });
  if (info.ignored || !info.inferredParser) return text;
  const options = (await prettier.resolveConfig(path)) ?? {};
  return prettier.format(text, { ...options, filepath: path });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
