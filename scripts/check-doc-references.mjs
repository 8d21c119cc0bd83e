#!/usr/bin/env node
// Every reference in the repository must be followable with the repository alone: no pointers to the
// product owner's documents or the issue tracker ("spec §N", "spec.md", "decisions.md", "issue N",
// a bare "§N"), no markdown link to a repository file that does not exist, and no
// `docs/<name>.md#anchor` whose file or heading is missing. Prints file:line for each and exits 1.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const HELP = `Usage: node scripts/check-doc-references.mjs [--root DIR] [FILE…]

Fails (exit 1, one file:line per finding) on references to documents outside the repository
("spec §N", "spec.md", "decisions.md", "issue N" / "issue #N", a bare "§N"), on markdown links to
repository files that do not exist, and on docs/<name>.md#anchor references whose file or heading is
missing. Scans the repository's source, test, script and documentation files (git ls-files, tracked
and untracked, minus ignored ones), or only FILE… when given. docs-notes/ (hand-over notes) and this
checker's own files are not scanned. The rules live in docs/product.md; point there.`;

/** File name endings that are scanned. */
export const SCANNED = [
  '.ts',
  '.tsx',
  '.mts',
  '.cts',
  '.js',
  '.mjs',
  '.cjs',
  '.md',
  '.rules',
  '.yml',
  '.yaml',
  '.html',
  '.css',
  '.sh',
];

/** Paths (prefixes, relative to the root) that are not scanned. */
export const EXCLUDED = [
  'node_modules/',
  'docs-notes/',
  'web/styled-system/',
  'scripts/check-doc-references.mjs',
  'scripts/check-doc-references.test.ts',
  'scripts/rewrite-doc-refs.mjs',
  'scripts/rewrite-doc-refs.test.ts',
];

/** Patterns of references to documents outside the repository, with what to say about each. */
export const OUTSIDE_PATTERNS = [
  { re: /\bspec(?:'s)?\s*(?:§|sections?\s+)\s*\d+/gi, why: 'a section of the spec, which is not in the repository' },
  { re: /\b(?:spec|decisions)\.md\b/gi, why: 'a document that is not in the repository' },
  { re: /\bissues?\s+#?\d+/gi, why: 'an issue of the tracker, which is not in the repository' },
  { re: /(?<![\w§])§\s*\d+/g, why: 'a numbered section of a document that is not in the repository' },
];

/** GitHub's anchor for a heading text: lower case, punctuation dropped, spaces to hyphens. */
export function githubSlug(heading) {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
}

/** Every anchor a markdown text offers: its headings' slugs (repeats numbered as GitHub does) and HTML anchors. */
export function markdownAnchors(text) {
  const anchors = new Set();
  const seen = new Map();
  let fence = null;
  for (const line of text.split('\n')) {
    const f = /^\s*(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (fence === null) fence = f[1][0];
      else if (f[1][0] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    // An HTML anchor (`<a id="x"></a>`) is a target too.
    for (const m of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(m[1]);
    const h = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!h) continue;
    const base = githubSlug(h[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** References to outside documents in one file's text: [{line, match, why}]. */
export function outsideReferences(text) {
  const found = [];
  text.split('\n').forEach((line, i) => {
    const seen = [];
    for (const { re, why } of OUTSIDE_PATTERNS) {
      for (const m of line.matchAll(re)) {
        // One finding per place: "spec §2" is not also a bare "§2".
        if (seen.some(([s, e]) => m.index < e && m.index + m[0].length > s)) continue;
        seen.push([m.index, m.index + m[0].length]);
        found.push({ line: i + 1, match: m[0], why });
      }
    }
  });
  return found.sort((a, b) => a.line - b.line);
}

/** Markdown links `[text](target)` outside code, with their line: [{line, target}]. */
export function markdownLinks(text) {
  const links = [];
  let fence = null;
  text.split('\n').forEach((line, i) => {
    const f = /^\s*(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (fence === null) fence = f[1][0];
      else if (f[1][0] === fence) fence = null;
      return;
    }
    if (fence !== null) return;
    const bare = line.replace(/`[^`]*`/g, '');
    for (const m of bare.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      links.push({ line: i + 1, target: m[1] });
    }
  });
  return links;
}

/** `docs/<name>.md#anchor` mentioned anywhere (comments, strings, prose): [{line, path, anchor}]. */
export function docAnchorMentions(text) {
  const found = [];
  text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(/(?<![\w./-])(docs\/[\w./-]+\.md)#([\w-]+)/g)) {
      found.push({ line: i + 1, path: m[1], anchor: m[2] });
    }
  });
  return found;
}

const isExternal = (target) => /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(target);

/** Checks the files (paths relative to root); returns findings [{file, line, message}]. */
export function checkFiles(root, files) {
  const findings = [];
  const anchorCache = new Map();
  const anchorsOf = (rel) => {
    if (!anchorCache.has(rel)) anchorCache.set(rel, markdownAnchors(readFileSync(join(root, rel), 'utf8')));
    return anchorCache.get(rel);
  };
  const isFile = (rel) => {
    const abs = join(root, rel);
    return existsSync(abs) && (statSync(abs).isFile() || statSync(abs).isDirectory());
  };
  const checkTarget = (file, line, relTarget, anchor, shown) => {
    if (relTarget.startsWith('..') || !isFile(relTarget)) {
      findings.push({ file, line, message: `links to ${shown}, which does not exist in the repository` });
      return;
    }
    if (anchor && relTarget.endsWith('.md') && statSync(join(root, relTarget)).isFile()) {
      if (!anchorsOf(relTarget).has(anchor.toLowerCase())) {
        findings.push({
          file,
          line,
          message: `links to ${shown}: ${relTarget} has no heading with the anchor #${anchor}`,
        });
      }
    }
  };

  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const r of outsideReferences(text)) {
      findings.push({ file, line: r.line, message: `"${r.match}" names ${r.why}; point to docs/product.md instead` });
    }
    for (const m of docAnchorMentions(text)) {
      checkTarget(file, m.line, m.path, m.anchor, `${m.path}#${m.anchor}`);
    }
    if (!file.endsWith('.md')) continue;
    for (const { line, target } of markdownLinks(text)) {
      if (isExternal(target)) continue;
      const [pathPart, anchor] = target.split('#', 2);
      const path = decodeURIComponent(pathPart.split('?')[0]);
      if (path === '') {
        if (anchor && !anchorsOf(file).has(anchor.toLowerCase())) {
          findings.push({ file, line, message: `links to #${anchor}, which is not a heading of this file` });
        }
        continue;
      }
      const rel = path.startsWith('/')
        ? posix.normalize(path.slice(1))
        : posix.normalize(posix.join(posix.dirname(file), path));
      checkTarget(file, line, rel.replace(/\/$/, ''), anchor, target);
    }
  }
  return findings;
}

/** The files to scan under root: git's view (tracked and untracked, not ignored), else a walk. */
export function listFiles(root) {
  let names;
  try {
    const out = execFileSync('git', ['-C', root, 'ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    names = out.split('\0').filter(Boolean);
  } catch {
    names = [];
    const walk = (dir) => {
      for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
        const rel = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) {
          if (!['.git', 'node_modules', 'dist', '.cache'].includes(entry.name)) walk(rel);
        } else names.push(rel);
      }
    };
    walk('');
  }
  return [...new Set(names)]
    .filter((f) => SCANNED.some((ext) => f.endsWith(ext)))
    .filter((f) => !EXCLUDED.some((prefix) => f === prefix || f.startsWith(prefix)))
    .filter((f) => existsSync(join(root, f)))
    .sort();
}

export function main(argv) {
  if (argv.includes('--help')) {
    console.log(HELP);
    return 0;
  }
  let root = ROOT;
  const files = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--root') root = resolve(argv[++i] ?? '.');
    else files.push(argv[i]);
  }
  const targets = files.length ? files.map((f) => relative(root, resolve(f)).split('\\').join('/')) : listFiles(root);
  const findings = checkFiles(root, targets);
  for (const f of findings) console.log(`${f.file}:${f.line}: ${f.message}`);
  if (findings.length) {
    console.error(
      `[doc-references] ${findings.length} reference(s) a reader of the repository cannot follow ` +
        `(rules: docs/product.md; node scripts/rewrite-doc-refs.mjs rewrites most)`,
    );
    return 1;
  }
  console.log(`[doc-references] ${targets.length} files: every reference can be followed in the repository`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(main(process.argv.slice(2)));
}
