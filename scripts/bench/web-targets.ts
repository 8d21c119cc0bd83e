// The page-speed targets for bench:web (docs/performance.md#targets), as a pure function of the measurements (unit-tested): each page's
// LCP as a ratio to the static-HTML copy of / measured in the same run, TBT, CLS and (for /) score.
export const STATIC_COPY_PAGE = 'static copy of /';

export interface PageFigures {
  page: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface Verdict {
  /** LCP ÷ the static copy's LCP. */
  lcpRatio: number;
  pass: boolean;
  /** What missed, e.g. "LCP 2.1× > 1.3×"; empty when it passes. */
  misses: string[];
}

/** `/`: LCP ≤ 1.3× static, TBT ≤ 150 ms, CLS ≤ 0.02, score ≥ 95; other pages: ≤ 1.8×, ≤ 200 ms, ≤ 0.02. */
export function targetsFor(page: string): { lcpRatio: number; tbtMs: number; cls: number; score: number | null } {
  return page === '/'
    ? { lcpRatio: 1.3, tbtMs: 150, cls: 0.02, score: 95 }
    : { lcpRatio: 1.8, tbtMs: 200, cls: 0.02, score: null };
}

export function verdict(figures: PageFigures, staticLcpMs: number): Verdict {
  const target = targetsFor(figures.page);
  const lcpRatio = figures.lcpMs / staticLcpMs;
  const misses: string[] = [];
  if (lcpRatio > target.lcpRatio) misses.push(`LCP ${lcpRatio.toFixed(2)}× > ${target.lcpRatio}×`);
  if (figures.tbtMs > target.tbtMs) misses.push(`TBT ${Math.round(figures.tbtMs)} ms > ${target.tbtMs} ms`);
  if (figures.cls > target.cls) misses.push(`CLS ${figures.cls.toFixed(3)} > ${target.cls}`);
  if (target.score !== null && figures.score < target.score) misses.push(`score ${figures.score} < ${target.score}`);
  return { lcpRatio, pass: misses.length === 0, misses };
}

/**
 * The static copy of a rendered page: the DOM as HTML with every script and module preload removed —
 * what the page shows with no JavaScript to run (its CSS is in <style> elements already).
 */
export function staticCopy(renderedHtml: string): string {
  const withoutScripts = renderedHtml
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
  return withoutScripts.startsWith('<!') ? withoutScripts : `<!doctype html>\n${withoutScripts}`;
}
