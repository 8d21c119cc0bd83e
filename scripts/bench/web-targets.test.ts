import { describe, expect, it } from 'vitest';
import { staticCopy, verdict } from './web-targets';

describe('bench:web targets (docs/performance.md#targets)', () => {
  it('holds / to 1.3× the static copy, 150 ms TBT, 0.02 CLS and a score of 95', () => {
    expect(verdict({ page: '/', score: 96, lcpMs: 1_300, tbtMs: 150, cls: 0.02 }, 1_000)).toEqual({
      lcpRatio: 1.3,
      pass: true,
      misses: [],
    });
    const miss = verdict({ page: '/', score: 90, lcpMs: 2_500, tbtMs: 151, cls: 0.05 }, 1_000);
    expect(miss.pass).toBe(false);
    expect(miss.misses).toEqual(['LCP 2.50× > 1.3×', 'TBT 151 ms > 150 ms', 'CLS 0.050 > 0.02', 'score 90 < 95']);
  });

  it('holds other pages to 1.8× and 200 ms, with no score target', () => {
    expect(verdict({ page: '/launchpad', score: 60, lcpMs: 1_800, tbtMs: 200, cls: 0 }, 1_000).pass).toBe(true);
    expect(verdict({ page: '/p/x', score: 99, lcpMs: 1_900, tbtMs: 10, cls: 0 }, 1_000).misses).toEqual([
      'LCP 1.90× > 1.8×',
    ]);
  });

  it('the static copy keeps markup and styles, drops every script and module preload', () => {
    const html =
      '<html><head><style>.a{color:red}</style><link rel="modulepreload" href="/assets/x.js"><script type="module" src="/assets/i.js"></script></head>' +
      '<body><div id="root"><p class="a">Hi</p></div><script type="application/json" id="vc-state">{}</script></body></html>';
    const copy = staticCopy(html);
    expect(copy).toContain('<style>.a{color:red}</style>');
    expect(copy).toContain('<p class="a">Hi</p>');
    expect(copy).not.toMatch(/<script|modulepreload/);
    expect(copy.startsWith('<!doctype html>')).toBe(true);
  });
});
