// Styles fixed in the module, each resolved once into one emotion class: for the elements every row of a
// 100-row list repeats. A Chakra element resolves its style props on every render (split them, hash
// them for its memo, merge, serialise: most of the chart's hydration work on a 4x slower phone); a fixed
// style does that the first time and is a lookup after. The styles mean what Chakra's props mean (they
// go through the system's css(), a recipe through its recipe function) and the class is emotion's, so a
// server page carries its rule in <head> like every other one (app/page-styles.ts).
import type { SystemContext, SystemStyleObject } from '@chakra-ui/react';
import { useChakraContext } from '@chakra-ui/react';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import type { SerializedStyles } from '@emotion/serialize';
import { serializeStyles } from '@emotion/serialize';
import { insertStyles, registerStyles } from '@emotion/utils';

/** The theme's recipes a fixed style may start from (app/theme.ts). */
export type FixedRecipeKey = 'badge' | 'button' | 'link';

export interface FixedStyle {
  readonly recipe: { key: FixedRecipeKey; variants: Record<string, string> } | null;
  /** Merged in order, later ones winning, after the recipe's styles (like style props on a component). */
  readonly parts: readonly SystemStyleObject[];
}

/**
 * Per system (the server's and the browser's), each style serialised on first use. One map per system,
 * not one per style: ~100 WeakMaps made in the bundle's evaluation cost ~5–10 ms on a 4x slower phone.
 */
const resolvedBySystem = new WeakMap<SystemContext, Map<FixedStyle, SerializedStyles>>();

function resolvedIn(system: SystemContext): Map<FixedStyle, SerializedStyles> {
  let resolved = resolvedBySystem.get(system);
  if (!resolved) {
    resolved = new Map();
    resolvedBySystem.set(system, resolved);
  }
  return resolved;
}

/** Style props as one fixed style; several objects are merged in order. */
export function fixedStyle(...parts: SystemStyleObject[]): FixedStyle {
  return { recipe: null, parts };
}

/** A recipe's variant (e.g. the button's outline sm) with style props over it. */
export function fixedRecipeStyle(
  key: FixedRecipeKey,
  variants: Record<string, string>,
  ...parts: SystemStyleObject[]
): FixedStyle {
  return { recipe: { key, variants }, parts };
}

/** Fixed styles made on demand for a value (a palette, a size), one per value. */
export function fixedStyleFamily<K>(make: (key: K) => FixedStyle): (key: K) => FixedStyle {
  const made = new Map<K, FixedStyle>();
  return (key) => {
    let style = made.get(key);
    if (!style) {
      style = make(key);
      made.set(key, style);
    }
    return style;
  };
}

function serialized(
  system: SystemContext,
  resolved: Map<FixedStyle, SerializedStyles>,
  style: FixedStyle,
): SerializedStyles {
  let result = resolved.get(style);
  if (!result) {
    const { recipe, parts } = style;
    const recipeFn = recipe ? (system.getRecipeFn(recipe.key) as (variants: object) => SystemStyleObject) : null;
    const css = recipe && recipeFn ? system.css(recipeFn(recipe.variants), ...parts) : system.css(...parts);
    result = serializeStyles([css as Parameters<typeof serializeStyles>[0][number]]);
    resolved.set(style, result);
  }
  return result;
}

/**
 * In a component: `const cls = useFixedStyles()`, then `className={cls(STYLE)}` on each element. The
 * class's rule is inserted into the render's emotion cache on its first use there (a server render
 * collects it for the page's <head>; a hydrating page's cache knows it already and inserts nothing).
 */
export function useFixedStyles(): (style: FixedStyle) => string {
  const system = useChakraContext();
  const cache = useEmotionCache();
  if (!cache) throw new Error('useFixedStyles: no emotion cache (render inside AppProviders)');
  const resolved = resolvedIn(system);
  return (style) => {
    const styles = serialized(system, resolved, style);
    registerStyles(cache, styles, false);
    insertStyles(cache, styles, false);
    return `${cache.key}-${styles.name}`;
  };
}

/** Chakra's srOnly: read by screen readers, not shown. */
export const SR_ONLY = fixedStyle({ srOnly: true });
/** Shown from the md breakpoint up (Chakra's hideBelow="md"). */
export const FROM_MD = fixedStyle({ hideBelow: 'md' });
/** Shown below the md breakpoint (Chakra's hideFrom="md"). */
export const BELOW_MD = fixedStyle({ hideFrom: 'md' });
/** A row of items, centred (Chakra's HStack). */
export function hStack(gap: SystemStyleObject['gap'], more: SystemStyleObject = {}): FixedStyle {
  return fixedStyle({ display: 'flex', flexDirection: 'row', alignItems: 'center', gap }, more);
}
/** The subtle sm badge in a palette, bold: tool badges and chart movement. */
export const subtleBadge = fixedStyleFamily((palette: string) =>
  fixedRecipeStyle('badge', { variant: 'subtle', size: 'sm' }, { colorPalette: palette, fontWeight: 'bold' }),
);
/** The rows' 48 px square buttons (vote, vibe, share, AI score): a recipe variant with touch-size targets. */
export function rowButton(variant: string, more: SystemStyleObject = {}): FixedStyle {
  return fixedRecipeStyle('button', { variant, size: 'sm' }, { minW: '48px', minH: '48px', px: 2, gap: 1 }, more);
}
