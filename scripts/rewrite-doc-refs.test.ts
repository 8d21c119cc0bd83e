// The reference codemod on the repository's own map: each shape of reference the code used becomes a
// link into docs/, issue asides go, what it cannot rewrite stays, and a second run changes nothing.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeRewriter, parseSpecMap } from './rewrite-doc-refs.mjs';

const ROOT = resolve(__dirname, '..');
const rewrite = makeRewriter(parseSpecMap(readFileSync(join(ROOT, 'docs-notes', 'spec-map.md'), 'utf8')));

describe('rewrite-doc-refs', () => {
  it.each([
    ['// Public lists (spec §7): chart.', '// Public lists (docs/product.md#calls): chart.'],
    ['/** Only approved (spec §2 My Projects); null. */', '/** Only approved (docs/product.md#my-projects); null. */'],
    ['// Texts (spec §5/§8 and decisions.md).', '// Texts (docs/product.md#validation, #errors-and-toasts).'],
    ['// Nav (spec §2 top bar, mobile menu and footer).', '// Nav (docs/product.md#top-bar, #mobile-menu, #chart).'],
    ['// Rules (spec section 6, decisions.md "Roles").', '// Rules (docs/product.md#roles).'],
    ['// Judge (issue 4 §1, decisions.md "AI judge"): judges', '// Judge (docs/product.md#ai-judge): judges'],
    ['// The feeds (issue 17): RSS', '// The feeds: RSS'],
    ['/** 1..1000 (issue 14: a hard cap). */', '/** 1..1000 (a hard cap). */'],
    ['  // Issue 14 §8: every other field the judge reads.', '  // Every other field the judge reads.'],
    ['// Issue 14, findings 5 and 11b, through the production path', '// Through the production path'],
    ["// Badges: spec §9's text rule", '// Badges: docs/product.md#limits-and-constants text rule'],
    ['// The form (spec §2 Submit: v2;', '// The form (docs/product.md#submit: v2;'],
  ])('%s', (before, after) => {
    expect(rewrite(before)).toBe(after);
    expect(rewrite(after)).toBe(after);
  });

  it('reads a bare §N as the spec only where the line or the one before names the spec', () => {
    expect(rewrite('// (spec §2: a fallback; §3 payload old;\n// §5 old-form rules)')).toBe(
      '// (docs/product.md#screens: a fallback; docs/product.md#submit;\n// docs/product.md#validation old-form rules)',
    );
    expect(rewrite('// section §5 of the RFC')).toBe('// section §5 of the RFC');
  });

  it('leaves what it cannot rewrite for a person', () => {
    const text = "// Issue 15's targets for bench:web\n// that is its purpose (issue 14\n// finding 7).";
    expect(rewrite(text)).toBe(text);
  });

  it('wraps a comment the rewrite made longer than 120 characters into the next line', () => {
    const before = `// ${'word '.repeat(19)}(spec §2 Email preview and Campaign page, §7). Every\n// route needs the claim.`;
    const after = rewrite(before);
    expect(after.split('\n').every((line) => line.length <= 120)).toBe(true);
    expect(after.replace(/\n\/\/ /g, ' ')).toBe(
      `// ${'word '.repeat(19)}(docs/product.md#email-preview, #campaign-page, #calls). Every route needs the claim.`,
    );
    expect(rewrite(after)).toBe(after);
  });
});
