// Vite plugins of the web build that change what a dependency ships (vite.config.ts uses them).
import type { Plugin } from 'vite';

const CHAKRA_SYSTEM = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const GLOBAL_FIELD = '    _global,\n';

/**
 * Chakra's createSystem builds the global CSS (preflight, global styles and a CSS variable for every
 * token) when the system is made — about half of its work, ~70 ms on a 4x slower phone — though only
 * ChakraProvider's <Global>s read it (`_global`), and a page hydrating server HTML renders none: its
 * <head> has those styles (app/page-styles.ts). Here `_global` becomes a getter that builds them on
 * first read. Null when `code` is not Chakra's system.js; throws if that file no longer has the
 * expected lines (a Chakra upgrade must look at this again).
 */
export function lazyChakraGlobalCss(code: string, id: string): string | null {
  if (!CHAKRA_SYSTEM.test(id)) return null;
  if (!code.includes(EAGER_GLOBAL) || !code.includes(GLOBAL_FIELD)) {
    throw new Error(`lazyChakraGlobalCss: ${id} changed (no eager _global): update web/build-plugins.ts`);
  }
  return code
    .replace(EAGER_GLOBAL, 'let _global;')
    .replace(
      GLOBAL_FIELD,
      '    get _global() {\n      return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n',
    );
}

export function lazyChakraGlobalCssPlugin(): Plugin {
  return {
    name: 'vibechart:lazy-chakra-global-css',
    enforce: 'pre',
    transform: (code, id) => lazyChakraGlobalCss(code, id),
  };
}
