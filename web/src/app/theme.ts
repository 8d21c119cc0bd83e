// Chakra's default tokens with only the recipes the chart's first paint renders: the full defaultSystem
// ships every component recipe (~90 of them) in the first bundle. Components of lazily loaded code
// pass their recipe themselves (e.g. <Dialog.Root recipe={dialogSlotRecipe}>), so it ships with them.
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

const config = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    // Visible keyboard focus everywhere (spec: accessible, keyboard reachable).
    ':focus-visible': { outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '2px' },
    // CSS-only tooltips (components/ui/tooltip.tsx): a list of 100 rows renders ~300 of them, so they
    // cost no JS. Hover opens after 700 ms (spec §9), keyboard focus at once.
    '.vc-tip': { position: 'relative', display: 'inline-flex' },
    '.vc-tip > [role=tooltip]': {
      position: 'absolute',
      zIndex: 'tooltip',
      left: '50%',
      bottom: 'calc(100% + 6px)',
      translate: '-50% 0',
      width: 'max-content',
      maxWidth: '240px',
      paddingInline: '2',
      paddingBlock: '1',
      borderRadius: 'l1',
      background: 'gray.900',
      color: 'white',
      fontSize: 'xs',
      fontWeight: 'medium',
      lineHeight: '1.4',
      textAlign: 'center',
      textTransform: 'none',
      letterSpacing: 'normal',
      whiteSpace: 'normal',
      pointerEvents: 'none',
      opacity: 0,
      visibility: 'hidden',
      transition: 'opacity 0.12s, visibility 0.12s',
    },
    '.vc-tip[data-placement^=bottom] > [role=tooltip]': { bottom: 'auto', top: 'calc(100% + 6px)' },
    '.vc-tip[data-placement$=end] > [role=tooltip]': { left: 'auto', right: '0', translate: 'none' },
    '.vc-tip[data-placement$=start] > [role=tooltip]': { left: '0', translate: 'none' },
    '.vc-tip:not([data-manual]):hover > [role=tooltip]': {
      '@media (hover: hover)': { opacity: 1, visibility: 'visible', transitionDelay: '700ms' },
    },
    '.vc-tip:not([data-manual]):has(:focus-visible) > [role=tooltip], .vc-tip[data-open] > [role=tooltip]': {
      opacity: 1,
      visibility: 'visible',
    },
    '.vc-skip-link': {
      position: 'absolute',
      left: '2',
      top: '-100px',
      zIndex: 'skipNav',
      background: 'bg',
      color: 'fg',
      padding: '3',
      borderRadius: 'l2',
      fontWeight: 'bold',
    },
    '.vc-skip-link:focus': { top: '2' },
    // A row reached through #project-{id} (lib/use-hash-highlight.ts).
    '[data-hash-highlight]': {
      outline: '3px solid',
      outlineColor: 'orange.400',
      outlineOffset: '-3px',
      background: 'orange.50',
      transition: 'background 0.6s',
    },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
  },
});

type AppSystem = ReturnType<typeof createSystem>;

let system: AppSystem | null = null;

/**
 * The app's Chakra system, built on first use: building it (every token, its CSS variables, the global
 * CSS) is one of the longest pieces of work before the first render, so main.tsx gives it a task of its
 * own instead of adding it to the evaluation of the bundle.
 */
export function appSystem(): AppSystem {
  system ??= createSystem(defaultBaseConfig, config);
  return system;
}

/**
 * The system for hydrating a server page, whose <head> has the global styles (app/page-styles.ts):
 * ChakraProvider renders them (the cascade layers' order and `_global`) as emotion <Global>s, which
 * would serialise them again and insert or move their <style> elements — a full style recalculation.
 * Everything else is the app's system itself.
 */
export function withoutGlobalStyles(system: AppSystem): AppSystem {
  return { ...system, _config: { ...system._config, disableLayers: true }, _global: [] };
}
