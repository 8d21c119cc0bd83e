// The reference check: a repository whose references can all be followed passes; each kind of reference
// to a document outside it, a link to a missing file and an anchor with no heading fail with file:line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { githubSlug, markdownAnchors } from './check-doc-references.mjs';

const SCRIPT = resolve(__dirname, 'check-doc-references.mjs');
const dirs: string[] = [];

/** A small repository (not a git checkout: the script walks it): `files` maps a path to its text. */
function repo(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'vibechart-docrefs-'));
  dirs.push(dir);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

function check(dir: string) {
  const out = spawnSync(process.execPath, [SCRIPT, '--root', dir], { encoding: 'utf8' });
  return { status: out.status, output: `${out.stdout}${out.stderr}` };
}

const PRODUCT = '# Product\n\n## Votes\n\nTen a week.\n\n## The Monday chart\n\n## E-mail\n\n## Votes\n';

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('check-doc-references', () => {
  it('passes when every reference can be followed in the repository', () => {
    const dir = repo({
      'docs/product.md': PRODUCT,
      'README.md':
        '[rules](docs/product.md#votes) · [chart](docs/product.md#the-monday-chart) · [site](https://x.dev/a)\n',
      'functions/src/votes.ts':
        '// At most 3 a week (docs/product.md#votes, docs/product.md#e-mail, docs/product.md#votes-1).\n',
      'docs/a.md': '[up](../README.md) [self](#a) [mail](mailto:a@b.c)\n\n# A\n',
    });
    const { status, output } = check(dir);
    expect(output).toContain('every reference can be followed');
    expect(status).toBe(0);
  });

  it.each([
    ['// Votes (spec §7): the quota.', '"spec §7"'],
    ["// the spec's §9 page size", `"spec's §9"`],
    ['// firestore rules (spec section 6)', '"spec section 6"'],
    ['// see ../shared/spec.md', '"spec.md"'],
    ['// Roles (decisions.md "Roles").', '"decisions.md"'],
    ['// A chart that cannot be bought (issue 17).', '"issue 17"'],
    ['// Issue #14, finding 3.', '"Issue #14"'],
    ['// the page size (§9: 24)', '"§9"'],
  ])('fails on %s, naming the file and line', (line, shown) => {
    const dir = repo({ 'docs/product.md': PRODUCT, 'web/src/x.ts': `const a = 1;\n${line}\n` });
    const { status, output } = check(dir);
    expect(status).toBe(1);
    expect(output).toContain(`web/src/x.ts:2: ${shown} names`);
  });

  it('reports "spec §2" once, not also as a bare §2', () => {
    const dir = repo({ 'a.ts': '// spec §2 and §3\n' });
    const { output } = check(dir);
    expect(output.match(/a\.ts:1:/g)).toHaveLength(2);
    expect(output).toContain('"spec §2"');
    expect(output).toContain('"§3"');
  });

  it('fails on markdown links to missing files and anchors with no heading', () => {
    const dir = repo({
      'docs/product.md': PRODUCT,
      'README.md': 'See [api](docs/api.md) and\n[quota](docs/product.md#quota) and [here](#nowhere).\n',
      'functions/src/a.ts': '// docs/product.md#weeks\n// docs/gone.md#votes\n',
    });
    const { status, output } = check(dir);
    expect(status).toBe(1);
    expect(output).toContain('README.md:1: links to docs/api.md, which does not exist');
    expect(output).toContain(
      'README.md:2: links to docs/product.md#quota: docs/product.md has no heading with the anchor #quota',
    );
    expect(output).toContain('README.md:2: links to #nowhere, which is not a heading of this file');
    expect(output).toContain('functions/src/a.ts:1: links to docs/product.md#weeks');
    expect(output).toContain('functions/src/a.ts:2: links to docs/gone.md#votes, which does not exist');
  });

  it('ignores links in code blocks and inline code, and the hand-over notes in docs-notes/', () => {
    const dir = repo({
      'README.md': '```md\n[x](missing.md)\n```\n\nUse `[x](missing.md)` like this.\n',
      'docs-notes/merge.md': '# Notes (issue 30)\n\nspec §2 → [product](../docs/missing.md)\n',
    });
    expect(check(dir).status).toBe(0);
  });

  it('resolves links relative to the file, and refuses links that leave the repository', () => {
    const dir = repo({
      'docs/product.md': PRODUCT,
      'docs/architecture.md': '[votes](product.md#votes) [readme](../README.md) [shared](../../shared/spec.md)\n',
      'README.md': '# R\n',
    });
    const { status, output } = check(dir);
    expect(status).toBe(1);
    expect(
      output
        .trim()
        .split('\n')
        .filter((l) => l.startsWith('docs/')),
    ).toEqual([
      'docs/architecture.md:1: "spec.md" names a document that is not in the repository; point to docs/product.md instead',
      'docs/architecture.md:1: links to ../../shared/spec.md, which does not exist in the repository',
    ]);
  });
});

describe('githubSlug and markdownAnchors', () => {
  it('make the anchors GitHub makes', () => {
    expect(githubSlug('The Monday chart')).toBe('the-monday-chart');
    expect(githubSlug('E-mail')).toBe('e-mail');
    expect(githubSlug('Votes and `quota` (weekly)!')).toBe('votes-and-quota-weekly');
    expect(githubSlug('What VibeChart is')).toBe('what-vibechart-is');
    expect([...markdownAnchors('# A\n\n```\n# not a heading\n```\n## B\n## B\n')]).toEqual(['a', 'b', 'b-1']);
    expect([...markdownAnchors('<a id="shape-x"></a>\n\n### X\n')]).toEqual(['shape-x', 'x']);
  });

  it("every target of the spec map is a heading of the repository's docs", () => {
    const root = resolve(__dirname, '..');
    const map = readFileSync(join(root, 'docs-notes', 'spec-map.md'), 'utf8');
    const targets = [...map.matchAll(/\| `[^`]+`\s*\|\s*(docs\/[\w.-]+\.md)#([\w-]+)\s*\|/g)];
    expect(targets.length).toBeGreaterThan(30);
    for (const [, file, anchor] of targets) {
      if (file === 'docs/api.md') continue;
      const anchors = markdownAnchors(readFileSync(join(root, file!), 'utf8'));
      expect(anchors.has(anchor!), `${file}#${anchor}`).toBe(true);
    }
  });
});
