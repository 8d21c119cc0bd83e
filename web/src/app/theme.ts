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

/** Chakra's palettes the app never names (each is 11 colours and 8 semantic tokens to build at start). */
const UNUSED_PALETTES = new Set(['teal', 'cyan']);

/** The palettes the app uses. */
function usedPalettes<T extends object>(colors: T | undefined): T {
  return Object.fromEntries(Object.entries(colors ?? {}).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;
}

/**
 * The light value of every semantic token: the app has no dark mode (nothing sets Chakra's `.dark`),
 * so the `_dark` values would only be work at start and CSS variables no page uses.
 */
function lightOnly<T extends object>(tree: T): T {
  return Object.fromEntries(
    Object.entries(tree).map(([key, node]) => {
      if (typeof node !== 'object' || node === null) return [key, node];
      const { value } = node as { value?: unknown };
      if (typeof value === 'object' && value !== null && '_light' in value) {
        return [key, { ...node, value: (value as { _light: unknown })._light }];
      }
      return [key, 'value' in node ? node : lightOnly(node)];
    }),
  ) as T;
}

let config: ReturnType<typeof defineConfig> | undefined;

/**
 * The app's Chakra config, over Chakra's base config: made on first use, not in the bundle's evaluation
 * (~8 ms on a 4x slower phone).
 */
export function appConfig(): ReturnType<typeof defineConfig> {
  return (config ??= defineConfig({
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
      tokens: { ...tokens, colors: usedPalettes(tokens.colors) },
      semanticTokens: lightOnly({ ...semanticTokens, colors: usedPalettes(semanticTokens.colors) }),
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
  }));
}

type AppSystem = ReturnType<typeof createSystem>;

/** In the web build, createSystem's work as steps (web/build-plugins.ts); absent elsewhere (tests, Node). */
type SystemSteps = (...configs: Parameters<typeof createSystem>) => Generator<void, AppSystem, void>;
const createSystemInSteps = (createSystem as typeof createSystem & { inSteps?: SystemSteps }).inSteps;

const systems = new Map<boolean, AppSystem>();

/**
 * The app's Chakra system, built on first use: building it (every token and its CSS variable, the
 * utilities) is one of the longest pieces of work before the first render, so start-up/start.tsx builds it first
 * with buildAppSystem, in tasks of its own.
 *
 * `pageHasGlobalStyles`: for hydrating a server page, whose <head> has the global styles already
 * (app/page-styles.ts): ChakraProvider then renders none — it would render them as emotion <Global>s,
 * which serialise them again and insert or move their <style> elements, a full style recalculation of
 * the page — and, in the web build, they are never built either (`_global` is lazy: build-plugins.ts).
 */
export function appSystem(pageHasGlobalStyles = false): AppSystem {
  let system = systems.get(pageHasGlobalStyles);
  if (!system) {
    system = finish(createSystem(defaultBaseConfig, appConfig()), pageHasGlobalStyles);
    systems.set(pageHasGlobalStyles, system);
  }
  return system;
}

/** appSystem's, built in steps with `between` ending the task after each (at once where there are none). */
export async function buildAppSystem(pageHasGlobalStyles: boolean, between: () => Promise<void>): Promise<void> {
  if (systems.has(pageHasGlobalStyles) || !createSystemInSteps) {
    appSystem(pageHasGlobalStyles);
    return;
  }
  const config = appConfig();
  await between();
  const steps = createSystemInSteps(defaultBaseConfig, config);
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) {
      systems.set(pageHasGlobalStyles, finish(step.value, pageHasGlobalStyles));
      return;
    }
    await between();
  }
}

function finish(system: AppSystem, pageHasGlobalStyles: boolean): AppSystem {
  return pageHasGlobalStyles ? withoutGlobalStyles(system) : system;
}

/** The provider's part: no <Global> for the cascade layers' order nor for `_global`. */
function withoutGlobalStyles(system: AppSystem): AppSystem {
  // Copied key by key without reading `_global`: in the build it is a getter that would build the
  // global CSS (web/build-plugins.ts).
  const copy = Object.fromEntries(
    Object.keys(system)
      .filter((key) => key !== '_global')
      .map((key) => [key, system[key as keyof AppSystem]]),
  );
  return { ...copy, _config: { ...system._config, disableLayers: true }, _global: [] } as unknown as AppSystem;
}
