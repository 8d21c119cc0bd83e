// bench:web's targets, as a pure function of the measurements (unit-tested): every public page is held
// to the static-HTML copy of / measured in the same run — LCP within 1.1× of the copy's, TBT within the
// copy's + 50 ms — with a Lighthouse score of at least 98, no layout shift, accessibility 100, and the
// page live (hydrated) within 1.5 s of its `load` event on a 4× slower CPU.
export const STATIC_COPY_PAGE = 'static copy of /';

export const TARGETS = {
  score: 98,
  lcpRatio: 1.1,
  tbtOverStaticMs: 50,
  a11y: 100,
  hydratedAfterLoadMs: 1_500,
} as const;

export interface PageFigures {
  page: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  a11y: number;
  /** `load` → html[data-hydrated] on a 4× slower CPU (median of the runs); absent when not measured. */
  hydratedAfterLoadMs?: number;
}

/** The static copy's figures from the same run. */
export interface Reference {
  lcpMs: number;
  tbtMs: number;
}

export interface Verdict {
  /** LCP ÷ the static copy's LCP. */
  lcpRatio: number;
  pass: boolean;
  /** What missed, e.g. "LCP 1.21× > 1.1×"; empty when it passes. */
  misses: string[];
}

export function verdict(figures: PageFigures, reference: Reference): Verdict {
  const lcpRatio = figures.lcpMs / reference.lcpMs;
  const tbtLimit = reference.tbtMs + TARGETS.tbtOverStaticMs;
  const misses: string[] = [];
  if (figures.score < TARGETS.score) misses.push(`score ${figures.score} < ${TARGETS.score}`);
  if (lcpRatio > TARGETS.lcpRatio) misses.push(`LCP ${lcpRatio.toFixed(2)}× > ${TARGETS.lcpRatio}×`);
  if (figures.tbtMs > tbtLimit) misses.push(`TBT ${Math.round(figures.tbtMs)} ms > ${Math.round(tbtLimit)} ms`);
  // Lighthouse reports CLS to three places; anything it shows as more than 0.000 is a shift.
  if (Number(figures.cls.toFixed(3)) > 0) misses.push(`CLS ${figures.cls.toFixed(3)} > 0`);
  if (figures.a11y < TARGETS.a11y) misses.push(`a11y ${figures.a11y} < ${TARGETS.a11y}`);
  if (figures.hydratedAfterLoadMs !== undefined && figures.hydratedAfterLoadMs > TARGETS.hydratedAfterLoadMs)
    misses.push(`live ${(figures.hydratedAfterLoadMs / 1000).toFixed(2)} s after load > 1.5 s`);
  return { lcpRatio, pass: misses.length === 0, misses };
}

/** One line saying the targets, for the tables. */
export const TARGETS_TEXT =
  `Targets: every page Lighthouse score ≥ ${TARGETS.score}, LCP ≤ ${TARGETS.lcpRatio}× the static copy of \`/\` ` +
  `(its rendered DOM and CSS, no script), TBT ≤ the copy's + ${TARGETS.tbtOverStaticMs} ms, CLS 0, accessibility 100, ` +
  `and live ≤ ${TARGETS.hydratedAfterLoadMs / 1000} s after \`load\` on a 4× slower CPU.`;

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
