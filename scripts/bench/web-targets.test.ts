import { describe, expect, it } from 'vitest';
import { staticCopy, verdict } from './web-targets';

describe('bench:web targets', () => {
  const reference = { lcpMs: 1_000, tbtMs: 20 };
  const good = { page: '/', score: 98, lcpMs: 1_100, tbtMs: 70, cls: 0, a11y: 100, hydratedAfterLoadMs: 1_500 };

  it('passes a page at every limit: score 98, 1.1× the copy, its TBT + 50 ms, no shift, a11y 100, live in 1.5 s', () => {
    expect(verdict(good, reference)).toEqual({ lcpRatio: 1.1, pass: true, misses: [] });
  });

  it('names each limit a page misses', () => {
    const miss = verdict(
      { page: '/launchpad', score: 97, lcpMs: 1_210, tbtMs: 71, cls: 0.001, a11y: 96, hydratedAfterLoadMs: 1_600 },
      reference,
    );
    expect(miss.pass).toBe(false);
    expect(miss.misses).toEqual([
      'score 97 < 98',
      'LCP 1.21× > 1.1×',
      'TBT 71 ms > 70 ms',
      'CLS 0.001 > 0',
      'a11y 96 < 100',
      'live 1.60 s after load > 1.5 s',
    ]);
  });

  it('treats a shift Lighthouse shows as 0.000 as none, and an unmeasured hydration as no miss', () => {
    const { hydratedAfterLoadMs: _, ...unmeasured } = good;
    expect(verdict({ ...unmeasured, cls: 0.0004 }, reference).pass).toBe(true);
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
