// Chakra's styles (emotion) in a server page: one <style> in <head> that the browser keeps as it is.
// Emotion's own server output puts a <style> beside each element (88 on the chart) and its browser
// side moves every one into <head> when it loads, then moves the global ones again while hydrating:
// each move is a style sheet change, and each costs a full style recalculation of a 100-row page
// (~100–150 ms on a 4x slower phone). Here the server collects the rules (emotion's "compat" mode
// keeps them in the cache instead of rendering them) and the browser's cache starts out knowing them,
// so hydration inserts only rules the page lacks and moves nothing.
import type { EmotionCache } from '@emotion/cache';
import createCache from '@emotion/cache';

/** The page's <style> carries the names of the rules it holds in this attribute. */
export const PAGE_STYLES_ATTRIBUTE = 'data-vc-styles';

/** Emotion's class prefix: the same on both sides, so the server's class names are the browser's. */
const KEY = 'css';

export interface ServerStyles {
  cache: EmotionCache;
  /** Every rule the render inserted (global ones first), in insertion order, as one <style> element. */
  styleTag(): string;
}

/** Server: a cache for one render that keeps its rules for <head> instead of inline <style> elements. */
export function createServerStyles(): ServerStyles {
  const cache = createCache({ key: KEY });
  cache.compat = true;
  const names: string[] = [];
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (shouldCache && cache.inserted[serialized.name] === undefined) names.push(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  return {
    cache,
    styleTag() {
      const rules = names.map((name) => cache.inserted[name]).filter((rule) => typeof rule === 'string');
      // A rule holding '</style' (a user's text in a style value) would end the element early.
      const css = rules.join('').replace(/<\/(style)/gi, '<\\/$1');
      return `<style ${PAGE_STYLES_ATTRIBUTE}="${names.join(' ')}">${css}</style>`;
    },
  };
}

/**
 * Browser, hydrating a server page: a cache that knows the page's rules (null when the page has no
 * such <style>, e.g. the bare template). Chakra's global styles are in that <style> too, so the
 * app renders without its global-style components (AppProviders' `pageStyles`).
 */
export function hydrationStyleCache(doc: Document): EmotionCache | null {
  const names = doc.querySelector(`style[${PAGE_STYLES_ATTRIBUTE}]`)?.getAttribute(PAGE_STYLES_ATTRIBUTE);
  if (names === null || names === undefined) return null;
  const cache = createCache({ key: KEY });
  for (const name of names.split(' ')) if (name) cache.inserted[name] = true;
  return cache;
}
