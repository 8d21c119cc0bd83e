// @vitest-environment jsdom
// The web build's preload links in batches (web/build-plugins.ts): on the installed Vite's own helper
// (a build of a two-chunk fixture), and the batching itself on a helper with the same text.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Rollup } from 'vite';
import { build } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PRELOAD_HELPER_ID,
  PRELOAD_LINKS_PER_TASK,
  preloadLinksInBatches,
  preloadLinksInBatchesPlugin,
} from '../../build-plugins';

afterEach(() => {
  vi.useRealTimers();
  document.head.replaceChildren();
});

describe('preloadLinksInBatches', () => {
  it("edits the installed Vite's preload helper: a dynamic import's links are added in batches", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'preload-batches-'));
    try {
      writeFileSync(join(dir, 'index.html'), '<script type="module" src="./main.js"></script>');
      writeFileSync(join(dir, 'main.js'), "import('./page.js').then((m) => m.show());");
      writeFileSync(join(dir, 'page.js'), "import { shared } from './shared.js';\nexport const show = () => shared;");
      writeFileSync(join(dir, 'other.js'), "import { shared } from './shared.js';\nexport const other = () => shared;");
      writeFileSync(join(dir, 'shared.js'), 'export const shared = globalThis.location;');
      writeFileSync(join(dir, 'entry2.js'), "import('./other.js');");
      const result = (await build({
        root: dir,
        logLevel: 'silent',
        configFile: false,
        plugins: [preloadLinksInBatchesPlugin()],
        build: {
          write: false,
          minify: false,
          rolldownOptions: { input: [join(dir, 'index.html'), join(dir, 'entry2.js')] },
        },
      })) as Rollup.RollupOutput;
      const code = result.output.flatMap((out) => (out.type === 'chunk' ? [out.code] : [])).join('\n');
      expect(code).toContain('appendInBatches(link)');
      expect(code).toContain(`pendingLinks.splice(0, ${PRELOAD_LINKS_PER_TASK})`);
      // The helper's own append is gone: the one left is the batch's.
      expect(code.split('document.head.appendChild(link)')).toHaveLength(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it(`adds ${PRELOAD_LINKS_PER_TASK} links per task, in order, and none in the caller's task`, () => {
    vi.useFakeTimers();
    const helper = preloadLinksInBatches(
      'const seen = {};\nexport function add(link) {\n  document.head.appendChild(link);\n}',
      PRELOAD_HELPER_ID,
    )!;
    const add = new Function(`${helper.replace('export function', 'function')}\nreturn add;`)() as (l: Node) => void;
    const links = Array.from({ length: 14 }, (_, i) => {
      const link = document.createElement('link');
      link.href = `/assets/chunk-${i}.js`;
      return link;
    });
    for (const link of links) add(link);
    const added = () => [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));
    expect(added()).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(added()).toHaveLength(6);
    vi.advanceTimersToNextTimer();
    expect(added()).toHaveLength(12);
    vi.advanceTimersToNextTimer();
    expect(added()).toEqual(links.map((link) => link.getAttribute('href')));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves other modules alone and refuses a helper without the expected text', () => {
    expect(preloadLinksInBatches('document.head.appendChild(link);', '/src/main.tsx')).toBeNull();
    expect(() => preloadLinksInBatches('const seen = {};', PRELOAD_HELPER_ID)).toThrow(
      /preloadLinksInBatches: .* changed/,
    );
  });
});
