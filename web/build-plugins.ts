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

function applyEdits(code: string, id: string, edits: Edit[]): string {
  return edits.reduce((out, [from, to]) => {
    if (out.split(from).length !== 2) {
      throw new Error(
        `chakraSystemInSteps: ${id} changed (${JSON.stringify(from.slice(0, 60))}): update web/build-plugins.ts`,
      );
    }
    return out.replace(from, () => to);
  }, code);
}

/**
 * Building Chakra's system (createSystem) is one of the longest pieces of work before a page hydrates:
 * ~90–110 ms on a 4x slower phone in one task. In the web build:
 * - `_global` (the global CSS) is built on first read instead of with the system;
 * - `createSystem.inSteps(...configs)` is the same work as a generator that yields between its parts
 *   (merging the configs, the token dictionary's registration, references and views, the utilities,
 *   the rest), so main.tsx can end the task at each yield (app/theme.ts). createSystem itself runs
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
