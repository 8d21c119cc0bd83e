// Vite plugins of the web build that change what a dependency ships (vite.config.ts uses them).
import type { Plugin } from 'vite';

const CHAKRA_SYSTEM = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const CHAKRA_TOKENS = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]token-dictionary\.js$/;

/** Drives a generator of steps to its end at once: the synchronous function the steps came from. */
const RUN_STEPS = `function runSteps(steps) {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
`;

/** [the exact text Chakra ships, what replaces it]: each must be found once, or the build stops. */
type Edit = readonly [string, string];

const SYSTEM_EDITS: Edit[] = [
  // The global CSS (preflight, global styles and a CSS variable for every token), about half of
  // createSystem's work, is only read by ChakraProvider's <Global>s, and a page hydrating server HTML
  // renders none: its <head> has those styles (app/page-styles.ts). `_global` becomes a getter.
  ['const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', 'let _global;'],
  [
    '    _global,\n',
    '    get _global() {\n      return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n',
  ],
  // The rest, in steps.
  [
    "import { createTokenDictionary } from './token-dictionary.js';",
    "import { createTokenDictionarySteps } from './token-dictionary.js';",
  ],
  [
    'function createSystem(...configs) {\n  const config = mergeConfigs(...configs);\n',
    `function createSystem(...configs) {
  return runSteps(createSystemSteps(...configs));
}
createSystem.inSteps = createSystemSteps;
${RUN_STEPS}function* createSystemSteps(...configs) {
  const config = mergeConfigs(...configs);
  yield;
`,
  ],
  ['  const tokens = createTokenDictionary({', '  const tokens = yield* createTokenDictionarySteps({'],
  [
    '  const breakpoints = createBreakpoints(theme.breakpoints ?? EMPTY_OBJECT);\n',
    '  yield;\n  const breakpoints = createBreakpoints(theme.breakpoints ?? EMPTY_OBJECT);\n',
  ],
  [
    '  const utility = createUtility({\n    config: utilities,\n    tokens\n  });\n',
    '  const utility = createUtility({\n    config: utilities,\n    tokens\n  });\n  yield;\n',
  ],
];

const TOKEN_EDITS: Edit[] = [
  [
    'function createTokenDictionary(options) {\n',
    `function createTokenDictionary(options) {
  return runSteps(createTokenDictionarySteps(options));
}
${RUN_STEPS}function* createTokenDictionarySteps(options) {
`,
  ],
  [
    `  function build() {
    applyMiddlewares("pre");
    applyTransforms("pre");
    addConditionalTokens();
    addReferences();
    expandTokenReferences$1();
    applyMiddlewares("post");
    applyTransforms("post");
    setupViews();
  }
`,
    `  function* build() {
    applyMiddlewares("pre");
    applyTransforms("pre");
    addConditionalTokens();
    addReferences();
    expandTokenReferences$1();
    yield;
    applyMiddlewares("post");
    applyTransforms("post");
    yield;
    setupViews();
  }
`,
  ],
  [
    '  registerMiddleware(...tokenMiddlewares);\n  build();\n',
    '  registerMiddleware(...tokenMiddlewares);\n  yield;\n  yield* build();\n',
  ],
  ['export { createTokenDictionary, ', 'export { createTokenDictionary, createTokenDictionarySteps, '],
];

function applyEdits(code: string, id: string, edits: Edit[], plugin = 'chakraSystemInSteps'): string {
  return edits.reduce((out, [from, to]) => {
    if (out.split(from).length !== 2) {
      throw new Error(`${plugin}: ${id} changed (${JSON.stringify(from.slice(0, 60))}): update web/build-plugins.ts`);
    }
    return out.replace(from, () => to);
  }, code);
}

/**
 * Building Chakra's system (createSystem) is one of the longest pieces of work before a page hydrates:
 * ~90–110 ms on a 4x slower phone in one task. In the web build:
 * - `_global` (the global CSS) is built on first read instead of with the system;
 * - `createSystem.inSteps(...configs)` is the same work as a generator that yields between its parts
 *   (merging the configs; the token dictionary's registration, references, transforms and views; the
 *   utilities; the rest), so start-up can end the task at each yield (app/theme.ts). createSystem runs
 *   the same steps at once.
 * Null for files this does not change; throws if Chakra's files no longer have the expected text (a
 * Chakra upgrade must look at this again).
 */
export function chakraSystemInSteps(code: string, id: string): string | null {
  if (CHAKRA_SYSTEM.test(id)) return applyEdits(code, id, SYSTEM_EDITS);
  if (CHAKRA_TOKENS.test(id)) return applyEdits(code, id, TOKEN_EDITS);
  return null;
}

export function chakraSystemInStepsPlugin(): Plugin {
  return {
    name: 'vibechart:chakra-system-in-steps',
    enforce: 'pre',
    transform: (code, id) => chakraSystemInSteps(code, id),
  };
}

const CHAKRA_DARK_TOKENS =
  /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]semantic-tokens[\\/](colors|shadows)\.js$/;
const DARK_VALUE = /,\s*_dark: "[^"]*"/g;

/**
 * The dark values of Chakra's semantic colours and shadows (~115 of them) leave the web build: the app
 * has no dark mode, and app/theme.ts's lightOnly keeps only the `_light` values anyway, so shipping
 * them was ~0.5 KB gzip of the / budget for nothing. Null for other files; throws if a file that had
 * dark values has none (Chakra changed how it writes them).
 */
export function chakraLightOnly(code: string, id: string): string | null {
  if (!CHAKRA_DARK_TOKENS.test(id)) return null;
  const out = code.replace(DARK_VALUE, '');
  if (out === code || out.includes('_dark')) {
    throw new Error(`chakraLightOnly: ${id} changed (its _dark values): update web/build-plugins.ts`);
  }
  return out;
}

export function chakraLightOnlyPlugin(): Plugin {
  return {
    name: 'vibechart:chakra-light-only',
    apply: 'build',
    enforce: 'pre',
    transform: (code, id) => chakraLightOnly(code, id),
  };
}

/** Vite's helper in front of every dynamic import of the build (its `__vitePreload`). */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/** How many of a dynamic import's preload links are added to the page per task. */
export const PRELOAD_LINKS_PER_TASK = 6;

const PRELOAD_HELPER_EDITS: Edit[] = [
  ['document.head.appendChild(link);', 'appendInBatches(link);'],
  [
    'const seen = {};',
    `const seen = {};
const pendingLinks = [];
function appendLinks() {
  for (const link of pendingLinks.splice(0, ${PRELOAD_LINKS_PER_TASK})) document.head.appendChild(link);
  if (pendingLinks.length > 0) setTimeout(appendLinks, 0);
}
function appendInBatches(link) {
  if (pendingLinks.push(link) === 1) setTimeout(appendLinks, 0);
}`,
  ],
];

/**
 * Before a dynamic import, Vite's helper adds a <link rel="modulepreload"> for every chunk the imported
 * one needs, all in one task: ~30 for a project page's lazy modules, 50–90 ms on a 4x slower phone
 * (each link ~2–3 ms). In the web build the helper adds them PRELOAD_LINKS_PER_TASK per task instead,
 * in order; the import itself starts as before (its own chunk's fetch never waited for the links).
 * Null for other modules; throws if Vite's helper no longer has the expected text.
 */
export function preloadLinksInBatches(code: string, id: string): string | null {
  return id === PRELOAD_HELPER_ID ? applyEdits(code, id, PRELOAD_HELPER_EDITS, 'preloadLinksInBatches') : null;
}

export function preloadLinksInBatchesPlugin(): Plugin {
  return {
    name: 'vibechart:preload-links-in-batches',
    apply: 'build',
    transform: (code, id) => preloadLinksInBatches(code, id),
  };
}
