// The Chakra UI system of the interactive screens (dialogs, drawer, menus, toasts, forms, admin). It
// loads with them, never with a server-rendered page's first load. Same tokens and recipes as the
// build-time CSS (web/panda.config.ts, Chakra's Panda preset); the page's stylesheet already resets
// the document, so no preflight here. Components of lazily loaded screens pass their own recipe
// (e.g. <Dialog.Root recipe={dialogSlotRecipe}>), so it ships with them.
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
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

type TokenTree = Record<string, unknown>;

/** The light value of every semantic token: the site has no dark mode. */
function lightOnly<T extends object>(tree: T): T {
  return Object.fromEntries(
    Object.entries(tree).map(([key, node]) => {
      if (typeof node !== 'object' || node === null) return [key, node];
      const { value } = node as { value?: unknown };
      if (typeof value === 'object' && value !== null && '_light' in value) {
        return [key, { ...node, value: (value as { _light: unknown })._light }];
      }
      return [key, 'value' in node ? node : lightOnly(node as TokenTree)];
    }),
  ) as T;
}

export const chakraSystem = createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: false,
    cssVarsPrefix,
    cssVarsRoot,
    // Of Chakra's global styles only the default palette: the page's stylesheet sets Panda's variables,
    // not Chakra's, and without it a solid button with no palette of its own has no background.
    globalCss: { html: { colorPalette: 'gray' } },
    theme: {
      breakpoints,
      keyframes,
      tokens,
      semanticTokens: lightOnly(semanticTokens),
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
  }),
);
